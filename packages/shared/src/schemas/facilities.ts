import { z } from 'zod';
import { idField, offsetField, wholeListLimitField, type TranslationItem } from './common';

/** Facilities are few and clients fetch them whole: without `limit`, up to MAX_LIMIT rows. */
export const getFacilitiesQuery = z.object({ id: idField(), offset: offsetField, limit: wholeListLimitField });
export type GetFacilitiesQuery = z.infer<typeof getFacilitiesQuery>;

/** An outdoor facility ("near by place"): school, hospital, metro… */
export interface Facility {
  id: number;
  name: string;
  image: string;
  translated_name: string;
  translations: TranslationItem[];
}

/** get-facilities-for-filter: facilities that visible listings name, with how many do. */
export interface FilterFacility extends Facility {
  properties_count: number;
  /** Largest distance any visible listing gives for it, for a "within N km" slider. */
  max_distance: number;
}
