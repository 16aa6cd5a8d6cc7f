import type { GeocodeResult } from '@abode/shared/schemas/geocoding';
import type { CertainGeocoder, ReverseGeocoder } from './geocoder.js';

/**
 * Reverse geocoding for the location picker: the configured provider first; when it fails or
 * knows nothing, the offline list still answers, so the form can always be filled in.
 */
export function createGeocodingService(deps: { primary: ReverseGeocoder; fallback: CertainGeocoder; onError?: (error: unknown) => void }) {
  const { primary, fallback } = deps;
  return {
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
  };
}
export type GeocodingService = ReturnType<typeof createGeocodingService>;
