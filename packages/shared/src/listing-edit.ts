/**
 * Issue #18: an owner's edit sends an approved listing back to moderation only when it changes
 * what a buyer relies on. One rule, read by the server (which decides) and by the edit form
 * (which tells the owner before saving).
 */

/** The facts of a listing an edit is weighed on; price in major units. */
export interface ListingFacts {
  title: string;
  description: string;
  categoryId: number;
  price: number;
  latitude: number;
  longitude: number;
  address: string;
  city: string;
}

export const MATERIAL_CHANGES = ['title', 'description', 'photos', 'location', 'category', 'price'] as const;
export type MaterialChange = (typeof MATERIAL_CHANGES)[number];

/** settings.edit_review_price_band: a rise of more than this percentage is reviewed again. */
export const DEFAULT_PRICE_BAND_PERCENT = 10;
/** A move of the pin by less than this (degrees, ~100 m) is a correction, not a new place. */
const PIN_TOLERANCE = 0.001;

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Levenshtein distance of two short texts (titles, descriptions), one row at a time. Written here
 * because packages/shared may depend on zod alone (DESIGN.md): the library would be the only one.
 */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** A fixed typo or spacing: at most a few characters (5% of the text, at least 3) differ. */
export function isTypoFix(before: string, after: string): boolean {
  const a = normalise(before);
  const b = normalise(after);
  if (a === b) return true;
  return editDistance(a, b) <= Math.max(3, Math.floor(Math.max(a.length, b.length) * 0.05));
}

/**
 * What of an edit needs another review: empty when it may stay live (a price cut, a rise within
 * the band, a typo fix, parameters, facilities, SEO).
 */
export function materialChanges(before: ListingFacts, after: ListingFacts, photosChanged: boolean, priceBandPercent = DEFAULT_PRICE_BAND_PERCENT): MaterialChange[] {
  const changes: MaterialChange[] = [];
  if (!isTypoFix(before.title, after.title)) changes.push('title');
  if (!isTypoFix(before.description, after.description)) changes.push('description');
  if (photosChanged) changes.push('photos');
  const moved = Math.abs(before.latitude - after.latitude) > PIN_TOLERANCE || Math.abs(before.longitude - after.longitude) > PIN_TOLERANCE;
  if (moved || normalise(before.address) !== normalise(after.address) || normalise(before.city) !== normalise(after.city)) changes.push('location');
  if (before.categoryId !== after.categoryId) changes.push('category');
  if (after.price > before.price * (1 + Math.max(0, priceBandPercent) / 100)) changes.push('price');
  return changes;
}

/** The band from its setting text, the default when unset or not a number. */
export function priceBandOf(setting: string | undefined): number {
  const band = Number(setting);
  return setting !== undefined && setting.trim() !== '' && Number.isFinite(band) && band >= 0 ? band : DEFAULT_PRICE_BAND_PERCENT;
}
