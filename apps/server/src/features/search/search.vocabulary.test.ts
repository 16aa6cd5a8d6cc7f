import { describe, expect, it } from 'vitest';
import { buildIndex, interpretSearch, suggest, type Vocabulary } from './search.vocabulary.js';
import { isTypoOf, typoDistance } from '../../core/text/typo-distance.js';

const VILLA = 1;
const APARTMENT = 2;
const LAND = 3;
const SHOP = 4;

const vocabulary: Vocabulary = {
  categories: [
    { id: VILLA, slug_id: 'villa', names: { en: 'Villa', ar: 'فيلا' } },
    { id: APARTMENT, slug_id: 'apartment', names: { en: 'Apartment', ar: 'شقة' } },
    { id: LAND, slug_id: 'land', names: { en: 'Land' } },
    { id: SHOP, slug_id: 'shop', names: { en: 'Shop' } },
  ],
  places: [
    { name: 'Dubai', kind: 'city', city: 'Dubai', names: { en: 'Dubai', ar: 'دبي' } },
    { name: 'Abu Dhabi', kind: 'city', city: 'Abu Dhabi', names: { en: 'Abu Dhabi' } },
    { name: 'Ras Al Khaimah', kind: 'city', city: 'Ras Al Khaimah', names: { en: 'Ras Al Khaimah' } },
    { name: 'Dubai Marina', kind: 'area', city: 'Dubai', names: { en: 'Dubai Marina', ar: 'دبي مارينا' } },
    { name: 'Jumeirah Village Circle', kind: 'area', city: 'Dubai', names: { en: 'Jumeirah Village Circle' } },
  ],
  aliases: [
    { alias: 'jvc', place: 'Jumeirah Village Circle' },
    { alias: 'rak', place: 'Ras Al Khaimah' },
  ],
};
const index = buildIndex(vocabulary);
const none = { category: false, city: false, type: false };
const read = (text: string, chosen = none) => interpretSearch(text, index, chosen);

describe('typo distance', () => {
  it('counts insertions, deletions, substitutions and swaps once each', () => {
    expect(typoDistance('vila', 'villa', 2)).toBe(1);
    expect(typoDistance('marna', 'marina', 2)).toBe(1);
    expect(typoDistance('apartmnet', 'apartment', 2)).toBe(1);
    expect(typoDistance('kitten', 'sitting', 5)).toBe(3);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('forgives more in longer words, and only a missing letter or a swap in 4-letter ones', () => {
    expect(isTypoOf('vila', 'villa')).toBe(true);
    expect(isTypoOf('vlla', 'villa')).toBe(true);
    expect(isTypoOf('lnad', 'land')).toBe(true);
    expect(isTypoOf('lane', 'land')).toBe(false);
    expect(isTypoOf('show', 'shop')).toBe(false);
    expect(isTypoOf('sea', 'spa')).toBe(false);
    expect(isTypoOf('apartmnt', 'apartment')).toBe(true);
    expect(isTypoOf('apratmnt', 'apartment')).toBe(true);
    expect(isTypoOf('village', 'villa')).toBe(false);
  });
});

describe('reading a search', () => {
  it('turns a category word, its plural and its translation into a category filter', () => {
    expect(read('villa')).toEqual({ terms: [], categoryIds: [VILLA] });
    expect(read('Villas')).toEqual({ terms: [], categoryIds: [VILLA] });
    expect(read('فيلا')).toEqual({ terms: [], categoryIds: [VILLA] });
    expect(read('flats')).toEqual({ terms: [], categoryIds: [APARTMENT] });
    expect(read('villa or apartment')).toEqual({ terms: ['or'], categoryIds: [VILLA, APARTMENT] });
  });

  it('forgives typos of categories and places', () => {
    expect(read('vila')).toEqual({ terms: [], categoryIds: [VILLA] });
    expect(read('apartmnt with pool')).toEqual({ terms: ['pool'], categoryIds: [APARTMENT] });
    expect(read('Marna')).toEqual({ terms: ['dubai', 'marina'], categoryIds: [] });
    expect(read('marina')).toEqual({ terms: ['marina'], categoryIds: [] });
    expect(read('circel')).toEqual({ terms: ['jumeirah', 'village', 'circle'], categoryIds: [] });
    expect(read('abu dabi')).toMatchObject({ terms: [], city: 'Abu Dhabi' });
  });

  it('expands aliases and names of neighbourhoods into their words, and cities into a filter', () => {
    expect(read('vila in jvc')).toEqual({ terms: ['jumeirah', 'village', 'circle'], categoryIds: [VILLA] });
    expect(read('JVC')).toEqual({ terms: ['jumeirah', 'village', 'circle'], categoryIds: [] });
    expect(read('RAK land')).toEqual({ terms: [], categoryIds: [LAND], city: 'Ras Al Khaimah' });
    expect(read('apartment in dubai marina')).toEqual({ terms: ['dubai', 'marina'], categoryIds: [APARTMENT] });
    expect(read('دبي')).toEqual({ terms: [], categoryIds: [], city: 'Dubai' });
  });

  it('reads purpose words as the listing type', () => {
    expect(read('villa for rent')).toEqual({ terms: [], categoryIds: [VILLA], propertyType: 1 });
    expect(read('shop for sale')).toEqual({ terms: [], categoryIds: [SHOP], propertyType: 0 });
  });

  it('leaves ordinary words alone: no false corrections', () => {
    expect(read('sea view')).toEqual({ terms: ['sea', 'view'], categoryIds: [] });
    expect(read('quiet lane near the show')).toEqual({ terms: ['quiet', 'lane', 'show'], categoryIds: [] });
    expect(read('burj views')).toEqual({ terms: ['burj', 'views'], categoryIds: [] });
    expect(read('100%')).toEqual({ terms: ['100'], categoryIds: [] });
  });

  it('keeps a last word that is still being typed', () => {
    expect(read('vil')).toEqual({ terms: ['vil'], categoryIds: [] });
    expect(read('marin')).toEqual({ terms: ['marin'], categoryIds: [] });
  });

  it('leaves a word as text when its filter was chosen already', () => {
    expect(read('villa', { category: true, city: false, type: false })).toEqual({ terms: ['villa'], categoryIds: [] });
    expect(read('dubai', { category: false, city: true, type: false })).toEqual({ terms: ['dubai'], categoryIds: [] });
    expect(read('villa for rent', { category: false, city: false, type: true })).toEqual({ terms: [], categoryIds: [VILLA] });
  });
});

describe('suggestions', () => {
  it('offers places and categories the end of the search starts, names or misspells', () => {
    expect(suggest('vila in jv', index, 'en', 5)[0]).toMatchObject({ label: 'Jumeirah Village Circle', alias: 'jvc', completion: 'vila in Jumeirah Village Circle' });
    expect(suggest('vi', index, 'en', 5).map((s) => s.label)).toEqual(['Villa', 'Jumeirah Village Circle']);
    expect(suggest('marna', index, 'en', 5)[0]).toMatchObject({ label: 'Dubai Marina', completion: 'Dubai Marina' });
    expect(suggest('vil', index, 'ar', 5)[0]).toMatchObject({ label: 'فيلا' });
    expect(suggest('', index, 'en', 5)).toEqual([]);
    expect(suggest('zzz', index, 'en', 5)).toEqual([]);
  });
});
