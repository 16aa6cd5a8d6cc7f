import { GEOCODE_RESULTS, type GeocodeResult, type ServiceArea } from '@abode/shared/schemas/geocoding';
import { COUNTRY as BUNDLED_COUNTRY, COUNTRY_BOUNDS } from '../../core/geo/uae.js';
import { WORLD_CITIES } from '../../core/geo/world-cities.js';
import type { CertainGeocoder, ForwardGeocoder, ReverseGeocoder } from './geocoder.js';

/** The portal's country is read again after this long (the admin may move the company's place). */
const AREA_TTL_MS = 60_000;
/** Around a country known only by its cities, the service area reaches this far past them. */
const CITY_MARGIN_DEGREES = 1.5;
/** Dubai: where the portal opens when the admin has not placed the company. */
const DEFAULT_POINT = { latitude: 25.2048, longitude: 55.2708 };

/** The box of a country: the bundled one for the UAE, else its known cities widened by a margin. */
function countryBounds(country: string): ServiceArea['bounds'] {
  if (country === BUNDLED_COUNTRY) return { min_lat: COUNTRY_BOUNDS.minLat, min_lng: COUNTRY_BOUNDS.minLng, max_lat: COUNTRY_BOUNDS.maxLat, max_lng: COUNTRY_BOUNDS.maxLng };
  const points = WORLD_CITIES.trim()
    .split('\n')
    .map((line) => line.split('|'))
    .filter((parts) => parts[2] === country)
    .map((parts) => ({ lat: Number(parts[3]), lng: Number(parts[4]) }));
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    min_lat: Math.max(-90, Math.min(...lats) - CITY_MARGIN_DEGREES),
    max_lat: Math.min(90, Math.max(...lats) + CITY_MARGIN_DEGREES),
    min_lng: Math.max(-180, Math.min(...lngs) - CITY_MARGIN_DEGREES),
    max_lng: Math.min(180, Math.max(...lngs) + CITY_MARGIN_DEGREES),
  };
}

/**
 * Geocoding for the location picker: the configured provider first; when it fails or knows
 * nothing, the offline list still answers, so the form can always be filled in. The service area
 * is the country of the company's place (settings latitude / longitude).
 */
export function createGeocodingService(deps: {
  primary: ReverseGeocoder & Partial<ForwardGeocoder>;
  fallback: CertainGeocoder & ForwardGeocoder;
  companyPoint: () => Promise<{ latitude: number; longitude: number } | undefined>;
  onError?: (error: unknown) => void;
}) {
  const { primary, fallback } = deps;
  let area: { answer: Promise<ServiceArea>; at: number } | undefined;

  async function readArea(): Promise<ServiceArea> {
    const point = (await deps.companyPoint()) ?? DEFAULT_POINT;
    const { country } = await fallback.reverse(point.latitude, point.longitude);
    return { country, latitude: point.latitude, longitude: point.longitude, bounds: countryBounds(country) };
  }

  function serviceArea(): Promise<ServiceArea> {
    if (!area || Date.now() - area.at > AREA_TTL_MS) {
      const entry = { answer: readArea(), at: Date.now() };
      area = entry;
      entry.answer.catch(() => {
        if (area === entry) area = undefined;
      });
    }
    return area.answer;
  }

  return {
    serviceArea,

    async reverse(latitude: number, longitude: number, language: string | undefined): Promise<GeocodeResult> {
      if (primary !== fallback) {
        try {
          const found = await primary.reverse(latitude, longitude, language);
          if (found && found.country) return found;
        } catch (error) {
          deps.onError?.(error);
        }
      }
      return fallback.reverse(latitude, longitude, language);
    },

    /** Places and addresses matching typed text, those in the service area first. */
    async search(query: string, language: string | undefined): Promise<GeocodeResult[]> {
      const { bounds } = await serviceArea();
      const options = { language, limit: GEOCODE_RESULTS, prefer: { minLat: bounds.min_lat, minLng: bounds.min_lng, maxLat: bounds.max_lat, maxLng: bounds.max_lng } };
      if (primary !== fallback && primary.search) {
        try {
          const found = await primary.search(query, options);
          if (found.length) return found;
        } catch (error) {
          deps.onError?.(error);
        }
      }
      return fallback.search(query, options);
    },
  };
}
export type GeocodingService = ReturnType<typeof createGeocodingService>;
