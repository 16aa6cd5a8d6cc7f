import { describe, expect, it } from 'vitest';
import { editDistance, isTypoFix, materialChanges, priceBandOf, type ListingFacts } from './listing-edit';

const listing: ListingFacts = {
  title: 'Sea-view apartment in Dubai Marina',
  description: 'Two bedrooms, a balcony over the water, covered parking and a gym in the building.',
  categoryId: 3,
  price: 2_000_000,
  latitude: 25.08,
  longitude: 55.14,
  address: '12 Marina Walk',
  city: 'Dubai',
};

describe('materialChanges', () => {
  it('lets a price cut, a rise within the band, a typo fix and a nudge of the pin stay live', () => {
    expect(materialChanges(listing, { ...listing, price: 1_500_000 }, false)).toEqual([]);
    expect(materialChanges(listing, { ...listing, price: 2_200_000 }, false)).toEqual([]);
    expect(materialChanges(listing, { ...listing, title: 'Sea-veiw apartment in Dubai Marina ' }, false)).toEqual([]);
    expect(materialChanges(listing, { ...listing, latitude: 25.0805 }, false)).toEqual([]);
    expect(materialChanges(listing, { ...listing, city: ' dubai' }, false)).toEqual([]);
  });

  it('names what a buyer relies on: a new title or text, photos, place, category, a rise past the band', () => {
    expect(materialChanges(listing, { ...listing, title: 'Penthouse with private pool' }, false)).toEqual(['title']);
    expect(materialChanges(listing, { ...listing, description: 'Three bedrooms and a maid’s room.' }, false)).toEqual(['description']);
    expect(materialChanges(listing, listing, true)).toEqual(['photos']);
    expect(materialChanges(listing, { ...listing, latitude: 25.2 }, false)).toEqual(['location']);
    expect(materialChanges(listing, { ...listing, address: '1 Creek Road' }, false)).toEqual(['location']);
    expect(materialChanges(listing, { ...listing, categoryId: 4 }, false)).toEqual(['category']);
    expect(materialChanges(listing, { ...listing, price: 2_200_001 }, false)).toEqual(['price']);
    expect(materialChanges(listing, { ...listing, price: 2_100_000 }, false, 0)).toEqual(['price']);
  });
});

describe('isTypoFix and priceBandOf', () => {
  it('counts the edits between two texts', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('tells a fixed typo from a rewrite', () => {
    expect(isTypoFix('Villa', 'Vila')).toBe(true);
    expect(isTypoFix('Villa', 'Flat')).toBe(false);
  });

  it('reads the band setting, falling back to 10%', () => {
    expect(priceBandOf('25')).toBe(25);
    expect(priceBandOf('')).toBe(10);
    expect(priceBandOf(undefined)).toBe(10);
    expect(priceBandOf('lots')).toBe(10);
  });
});
