import { z } from 'zod';

// Building blocks of the request schemas. Query values arrive as strings (empty ones are already
// dropped by the server), JSON bodies may carry numbers and booleans: every helper accepts both
// and answers bad input with a message that names the field.

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
export const SEARCH_MAX_LENGTH = 200;
export const SLUG_INPUT_MAX_LENGTH = 200;

interface Bounds {
  min?: number;
  max?: number;
}

function outOfBounds(label: string, { min, max }: Bounds): string {
  if (min !== undefined && max !== undefined) return `${label} must be between ${min} and ${max}`;
  if (min !== undefined) return `${label} must be ${min} or more`;
  return `${label} must be ${max} or less`;
}

/** A whole number given as a number or a numeric string. */
export function integer(label: string, bounds: Bounds = {}) {
  return z.union([z.number(), z.string()], { error: `${label} must be a whole number` }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^\s*[-+]?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
      return z.NEVER;
    }
    if ((bounds.min !== undefined && n < bounds.min) || (bounds.max !== undefined && n > bounds.max)) {
      ctx.addIssue({ code: 'custom', message: outOfBounds(label, bounds) });
      return z.NEVER;
    }
    return n;
  });
}

/** A decimal number (prices in major units, coordinates) given as a number or a numeric string. */
export function decimal(label: string, bounds: Bounds = {}) {
  return z.union([z.number(), z.string()], { error: `${label} must be a number` }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
      return z.NEVER;
    }
    if ((bounds.min !== undefined && n < bounds.min) || (bounds.max !== undefined && n > bounds.max)) {
      ctx.addIssue({ code: 'custom', message: outOfBounds(label, bounds) });
      return z.NEVER;
    }
    return n;
  });
}

/** A positive id (optional in every query that takes one). */
export const idField = (label = 'id') => integer(label, { min: 1 }).optional();

/** Switches: "1"/"0", "true"/"false", 1/0 or booleans. */
export function flag(label: string) {
  return z
    .union([z.boolean(), z.number(), z.string()], { error: `${label} must be 0 or 1` })
    .transform((value, ctx) => {
      const normalised = String(value).trim().toLowerCase();
      if (normalised === '1' || normalised === 'true') return true;
      if (normalised === '0' || normalised === 'false') return false;
      ctx.addIssue({ code: 'custom', message: `${label} must be 0 or 1` });
      return z.NEVER;
    })
    .optional();
}

/** Free text, trimmed; blank counts as absent. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? undefined : v))
    .optional();
}

/** Required free text, trimmed, with "<Label> is required" for a missing or blank value. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export const offsetField = integer('offset', { min: 0 }).default(0);

/** Page size: 1 or more; anything above MAX_LIMIT is served as MAX_LIMIT. */
const clampedLimit = integer('limit', { min: 1 }).transform((n) => Math.min(n, MAX_LIMIT));
export const limitField = clampedLimit.default(DEFAULT_LIMIT);
/** For short lists that clients fetch whole (facilities, report reasons): no limit means as many as allowed. */
export const wholeListLimitField = clampedLimit.default(MAX_LIMIT);

export const paginationQuery = z.object({ offset: offsetField, limit: limitField });
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const searchField = optionalText('search', SEARCH_MAX_LENGTH);
export const slugField = (label = 'slug_id') => optionalText(label, SLUG_INPUT_MAX_LENGTH);

/** A row of the generic translation store as answered in `translations[]`. */
export interface TranslationItem {
  id: number;
  language_id: number;
  language_code: string;
  key: string;
  value: string;
}
