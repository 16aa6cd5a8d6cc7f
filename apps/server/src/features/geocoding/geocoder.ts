import type { GeocodeResult } from '@abode/shared/schemas/geocoding';

/** Turns a point into a place; a provider answers null when it knows nothing there. */
export interface ReverseGeocoder {
  reverse(latitude: number, longitude: number, language?: string): Promise<GeocodeResult | null>;
}

/** A geocoder that always knows an answer (the nearest known place). */
export interface CertainGeocoder extends ReverseGeocoder {
  reverse(latitude: number, longitude: number, language?: string): Promise<GeocodeResult>;
}
