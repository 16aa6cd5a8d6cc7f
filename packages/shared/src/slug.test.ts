import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it('lowercases, strips accents and joins words with single hyphens', () => {
    expect(slugify('Villa in Palm Jumeirah — 5 BR!')).toBe('villa-in-palm-jumeirah-5-br');
    expect(slugify('  Café  Déjà-vu  ')).toBe('cafe-deja-vu');
  });
  it('falls back when nothing Latin is left', () => {
    expect(slugify('شقة فاخرة')).toBe('item');
    expect(slugify('شقة', 'property')).toBe('property');
  });
  it('always matches the slug pattern', () => {
    for (const s of ['A--B', '-x-', 'x'.repeat(300), '123 456']) expect(slugify(s)).toMatch(SLUG_PATTERN);
  });
});
