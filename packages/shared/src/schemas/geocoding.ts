import { z } from 'zod';
import { decimal } from './common.js';

// Reverse geocoding for the location picker (SPEC §3 "Geocoding result").

export const reverseGeocodeQuery = z
  .object({
    latitude: decimal('Latitude', { min: -90, max: 90 }).optional(),
    longitude: decimal('Longitude', { min: -180, max: 180 }).optional(),
  })
  .transform((v, ctx) => {
    if (v.latitude === undefined || v.longitude === undefined) {
      ctx.addIssue({ code: 'custom', message: v.latitude === undefined ? 'Latitude is required' : 'Longitude is required' });
      return z.NEVER;
    }
    return { latitude: v.latitude, longitude: v.longitude };
  });
export type ReverseGeocodeQuery = z.infer<typeof reverseGeocodeQuery>;

export interface GeocodeResult {
  city: string;
  state: string;
  country: string;
  formatted_address: string;
  latitude: number;
  longitude: number;
}

// Forward geocoding as the location picker's search box is typed (issue #18).
export const GEOCODE_QUERY_MAX_LENGTH = 120;
export const GEOCODE_RESULTS = 6;
export const geocodeSearchQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(2, 'q must be at least 2 characters')
    .max(GEOCODE_QUERY_MAX_LENGTH, `q must be at most ${GEOCODE_QUERY_MAX_LENGTH} characters`),
});
export type GeocodeSearchQuery = z.infer<typeof geocodeSearchQuery>;

/** Where the portal lists: its country and that country's box (the picker warns outside it). */
export interface ServiceArea {
  country: string;
  latitude: number;
  longitude: number;
  bounds: { min_lat: number; min_lng: number; max_lat: number; max_lng: number };
}
