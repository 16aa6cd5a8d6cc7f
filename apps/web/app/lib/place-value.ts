import { z } from 'zod';

// The place a form's location picker holds, shared by the property and project forms (features
// may not import each other). Only the forms import this: it brings zod with it.

/** A place as a location picker gives it (SPEC §5: point, city, state, country and formatted address). */
export interface PlaceValue {
  latitude: number | null;
  longitude: number | null;
  city: string;
  state: string;
  country: string;
  /** The formatted address (property `address`, project `location`). */
  address: string;
}

/** Checks a place restored from a form draft. */
export const placeValueSchema = z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  address: z.string(),
}) satisfies z.ZodType<PlaceValue>;
