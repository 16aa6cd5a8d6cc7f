import type { GeocodeResult } from '@abode/shared/schemas/geocoding';

/** Turns a point into a place; a provider answers null when it knows nothing there. */
export interface ReverseGeocoder {
  reverse(latitude: number, longitude: number, language?: string): Promise<GeocodeResult | null>;
}

/** A geocoder that always knows an answer (the nearest known place). */
export interface CertainGeocoder extends ReverseGeocoder {
  reverse(latitude: number, longitude: number, language?: string): Promise<GeocodeResult>;
}

/** A box places inside of are preferred in (Nominatim's viewbox): the portal's service area. */
export interface PreferredBox {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

/** Turns a typed address or place name into candidate points, best first. */
export interface ForwardGeocoder {
  search(query: string, options: { language?: string | undefined; limit: number; prefer?: PreferredBox | undefined }): Promise<GeocodeResult[]>;
}
