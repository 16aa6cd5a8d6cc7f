import { z } from 'zod';
import { decimal, limitField, offsetField, optionalText } from './common';
import type { Property } from './properties';

// personalised-fields and get_user_recommendation (issue #14). Lists arrive as csv strings from
// form clients and as arrays from JSON ones; `outdoor_facilitiy_ids` is the contract's spelling.

export const PREFERENCE_LIST_MAX = 50;
export const CITY_MAX = 100;
/** Largest price a budget may name, in major units (a bigint column holds it in minor units with room to spare). */
export const MAX_PRICE = 1_000_000_000_000;

/** Ids given as "1,2,3", [1, 2, 3] or ["1", "2"]: unique, positive. */
function idList(label: string) {
  return z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: `${label} must be a list of ids` })
    .transform((value, ctx) => {
      const parts = (Array.isArray(value) ? value : String(value).split(',')).map((v) => String(v).trim()).filter(Boolean);
      if (parts.some((p) => !/^\d+$/.test(p) || !Number.isSafeInteger(Number(p)) || Number(p) < 1)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a list of ids` });
        return z.NEVER;
      }
      const ids = [...new Set(parts.map(Number))];
      if (ids.length > PREFERENCE_LIST_MAX) {
        ctx.addIssue({ code: 'custom', message: `${label} must hold at most ${PREFERENCE_LIST_MAX} ids` });
        return z.NEVER;
      }
      return ids;
    })
    .optional();
}

/** "min,max" in major units, or [min, max]. */
const priceRange = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: 'price_range must be "min,max"' })
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value.map(String) : value.split(',')).map((p) => p.trim());
    const numbers = parts.map((p) => (/^\d+(\.\d+)?$/.test(p) ? Number(p) : Number.NaN));
    if (numbers.length !== 2 || numbers.some((n) => !Number.isFinite(n) || n > MAX_PRICE)) {
      ctx.addIssue({ code: 'custom', message: 'price_range must be "min,max"' });
      return z.NEVER;
    }
    const [min, max] = numbers as [number, number];
    if (min > max) {
      ctx.addIssue({ code: 'custom', message: 'price_range: min must not be above max' });
      return z.NEVER;
    }
    return { min, max };
  })
  .optional();

/** "0", "1" or "0,1" (sell, rent). */
const propertyTypes = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: 'property_type must be 0, 1 or 0,1' })
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : String(value).split(',')).map((v) => String(v).trim()).filter(Boolean);
    if (parts.some((p) => p !== '0' && p !== '1')) {
      ctx.addIssue({ code: 'custom', message: 'property_type must be 0, 1 or 0,1' });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))].sort();
  })
  .optional();

export const personalisedFieldsInput = z.object({
  category_ids: idList('category_ids'),
  outdoor_facilitiy_ids: idList('outdoor_facilitiy_ids'),
  price_range: priceRange,
  property_type: propertyTypes,
  city: optionalText('city', CITY_MAX),
});
export type PersonalisedFieldsInput = z.infer<typeof personalisedFieldsInput>;

/** What GET personalised-fields answers: always this object (empty lists when nothing is set). */
export interface PersonalisedFields {
  user_id: number;
  category_ids: number[];
  outdoor_facilitiy_ids: number[];
  /** [min, max] in major units; [] when no budget is set */
  price_range: number[];
  /** "0" sell, "1" rent */
  property_type: string[];
  city: string;
}

export const recommendationQuery = z.object({
  offset: offsetField,
  limit: limitField,
  latitude: decimal('latitude', { min: -90, max: 90 }).optional(),
  longitude: decimal('longitude', { min: -180, max: 180 }).optional(),
});
export type RecommendationQuery = z.infer<typeof recommendationQuery>;

/** Why a listing was recommended, one part per matched preference (the web app words them). */
export type RecommendationReason =
  | { type: 'city'; value: string }
  | { type: 'category'; value: string }
  | { type: 'budget' }
  | { type: 'property_type'; value: 'sell' | 'rent' }
  | { type: 'facilities'; count: number }
  | { type: 'new' }
  | { type: 'popular' }
  | { type: 'nearby' };

/** A recommended listing: the full listing, its score and the reasons behind it. */
export type Recommendation = Property & {
  recommendation_score: number;
  recommendation_reasons: RecommendationReason[];
  /** the reasons in English, for clients that show one line ("In Dubai · within your budget") */
  recommendation_reason: string;
};
