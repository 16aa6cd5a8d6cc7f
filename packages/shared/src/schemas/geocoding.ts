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
