import type { GeocodeResult } from '@abode/shared/schemas/geocoding';
import { CITIES as UAE_CITIES, COUNTRY as UAE } from '../../core/geo/uae.js';
import { WORLD_CITIES } from '../../core/geo/world-cities.js';
import type { CertainGeocoder } from './geocoder.js';

interface Place {
  city: string;
  state: string;
  country: string;
  /** A neighbourhood inside the city, named in the address when the point is close to it. */
  area?: string;
  latitude: number;
  longitude: number;
}

/** Within this distance of a neighbourhood anchor the address names the neighbourhood. */
const AREA_RADIUS_KM = 2.5;
const EARTH_RADIUS_KM = 6371;

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

function parseWorld(): Place[] {
  return WORLD_CITIES.trim()
    .split('\n')
    .map((line) => {
      const [city = '', state = '', country = '', lat = '0', lng = '0'] = line.split('|');
      return { city, state, country, latitude: Number(lat), longitude: Number(lng) };
    });
}

function uaeAreas(): Place[] {
  return UAE_CITIES.flatMap((c) =>
    c.neighbourhoods.flatMap((n) => n.anchors.map(([latitude, longitude]) => ({ city: c.name, state: c.state, country: UAE, area: n.name, latitude, longitude }))),
  );
}

/** Nearest known place to a point, from a bundled list: works with no key and no network. */
export function createOfflineGeocoder(): CertainGeocoder {
  const cities = parseWorld();
  const areas = uaeAreas();
  const nearest = (places: readonly Place[], lat: number, lng: number) => {
    let best: { place: Place; km: number } | undefined;
    for (const place of places) {
      const km = distanceKm(lat, lng, place.latitude, place.longitude);
      if (!best || km < best.km) best = { place, km };
    }
    return best;
  };

  return {
    async reverse(latitude, longitude): Promise<GeocodeResult> {
      const area = nearest(areas, latitude, longitude);
      const place = area && area.km <= AREA_RADIUS_KM ? area.place : nearest(cities, latitude, longitude)!.place;
      const parts = [place.area, place.city, place.state === place.city ? undefined : place.state, place.country].filter((p): p is string => Boolean(p));
      return { city: place.city, state: place.state, country: place.country, formatted_address: parts.join(', '), latitude, longitude };
    },
  };
}
