// Slugs (SPEC §5, DESIGN "Slugs"): lowercase letters, digits and hyphens, unique per entity.

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/** "Villa in Palm Jumeirah — 5 BR!" → "villa-in-palm-jumeirah-5-br". Non-Latin text falls back to "item". */
export function slugify(text: string, fallback = 'item'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH - 8)
    .replace(/-+$/g, '');
  return slug || fallback;
}
