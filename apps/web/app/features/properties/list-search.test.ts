import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  boundsParam,
  listSearchHref,
  parseListSearch,
  serializeListSearch,
  toApiFilters,
  withoutFilter,
  withoutFilters,
  type ListSearch,
} from './list-search';

const parse = (query: string) => parseListSearch(new URLSearchParams(query));

const EVERYTHING =
  'q=sea+view&type=rent&category=villa&beds=2&baths=5%2B&min_area=800&max_area=1500&param=4%3AFurnished&param=9%3A1+space' +
  '&min_price=500000&max_price=2000000&posted=month&city=Dubai&state=Dubai&country=UAE&facility=2&facility=7&distance=5&sort=price_asc&bbox=25.1%2C55.1%2C25.3%2C55.4&zoom=12&page=3';

describe('parseListSearch', () => {
  it('reads every filter', () => {
    expect(parse(EVERYTHING)).toEqual({
      q: 'sea view',
      type: 'rent',
      category: 'villa',
      minPrice: 500000,
      maxPrice: 2000000,
      posted: 'month',
      city: 'Dubai',
      state: 'Dubai',
      country: 'UAE',
      beds: '2',
      baths: '5+',
      minArea: 800,
      maxArea: 1500,
      parameters: [
        { id: 4, value: 'Furnished' },
        { id: 9, value: '1 space' },
      ],
      facilities: [2, 7],
      distance: 5,
      sort: 'price_asc',
      map: { box: { minLat: 25.1, minLng: 55.1, maxLat: 25.3, maxLng: 55.4 }, zoom: 12 },
      page: 3,
    });
  });

  it('treats empty values (a submitted form) as absent', () => {
    expect(parse('q=&type=&category=&min_price=&max_price=&posted=&city=&state=&country=&beds=&baths=&min_area=&max_area=&param=&distance=&sort=')).toEqual(parse(''));
    expect(parse('')).toEqual({
      q: undefined,
      type: undefined,
      category: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      posted: undefined,
      city: undefined,
      state: undefined,
      country: undefined,
      beds: undefined,
      baths: undefined,
      minArea: undefined,
      maxArea: undefined,
      parameters: undefined,
      facilities: undefined,
      distance: undefined,
      sort: undefined,
      map: undefined,
      page: 1,
    });
  });

  it('trims text and keeps the city the way it was typed', () => {
    expect(parse('q=%20%20villa%20&city=%20Abu%20Dhabi%20')).toMatchObject({ q: 'villa', city: 'Abu Dhabi' });
  });

  it('drops bad values instead of failing the page', () => {
    expect(parse('type=sold&category=Villa%20X&page=-2&posted=decade&sort=cheapest')).toMatchObject({
      type: undefined,
      category: undefined,
      posted: undefined,
      sort: undefined,
      page: 1,
    });
    expect(parse('page=2.5')).toMatchObject({ page: 1 });
    expect(parse('page=99999999')).toMatchObject({ page: 1 });
    expect(parse(`city=${'x'.repeat(200)}`)).toMatchObject({ city: undefined });
    expect(parse(`q=${'x'.repeat(101)}`)).toMatchObject({ q: undefined });
    expect(parse('min_price=-5&max_price=abc')).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(parse('param=abc&distance=-1')).toMatchObject({
      parameters: undefined,
      distance: undefined,
    });
    expect(parse('param=4%3A%20%20')).toMatchObject({ parameters: undefined });
    expect(parse('beds=0&baths=6&min_area=-1&max_area=x')).toMatchObject({
      beds: undefined,
      baths: undefined,
      minArea: undefined,
      maxArea: undefined,
    });
  });

  it('reads the room chips, 5+ included, and one value per parameter (the last given)', () => {
    expect(parse('beds=5%2B&baths=1')).toMatchObject({
      beds: '5+',
      baths: '1',
    });
    expect(parse('param=7%3AUnfurnished&param=3%3A2+spaces&param=7%3AFurnished')).toMatchObject({
      parameters: [
        { id: 3, value: '2 spaces' },
        { id: 7, value: 'Furnished' },
      ],
    });
    expect(parse(Array.from({ length: 30 }, (_, i) => `param=${i + 1}%3Ax`).join('&')).parameters).toHaveLength(20);
  });

  it('reads a reversed price range the right way round', () => {
    expect(parse('min_price=900&max_price=100')).toMatchObject({
      minPrice: 100,
      maxPrice: 900,
    });
    expect(parse('min_area=2000&max_area=500')).toMatchObject({
      minArea: 500,
      maxArea: 2000,
    });
  });

  it('takes facilities as repeated keys or a list, unique, sorted, at most 20, ignoring junk', () => {
    expect(parse('facility=7&facility=2&facility=7')).toMatchObject({ facilities: [2, 7] });
    expect(parse('facility=3,1,x,0,-4')).toMatchObject({ facilities: [1, 3] });
    expect(parse(Array.from({ length: 30 }, (_, i) => `facility=${i + 1}`).join('&')).facilities).toHaveLength(20);
    expect(parse('facility=abc')).toMatchObject({ facilities: undefined });
  });

  it('keeps a distance only with facilities', () => {
    expect(parse('distance=5')).toMatchObject({ distance: undefined });
    expect(parse('facility=1&distance=2.5')).toMatchObject({ distance: 2.5 });
  });

  it('reads a map box only when it is a real box with a zoom', () => {
    expect(parse('bbox=25.1,55.1,25.3,55.4').map).toBeUndefined();
    expect(parse('bbox=25.3,55.1,25.1,55.4&zoom=9').map).toBeUndefined();
    expect(parse('bbox=95,55.1,96,55.4&zoom=9').map).toBeUndefined();
    expect(parse('bbox=1,2,3&zoom=9').map).toBeUndefined();
    expect(parse('bbox=25.1,55.1,25.3,55.4&zoom=25').map).toBeUndefined();
    expect(parse('bbox=-25.1,-55.4,-25,-55.1&zoom=9').map).toEqual({ box: { minLat: -25.1, minLng: -55.4, maxLat: -25, maxLng: -55.1 }, zoom: 9 });
  });

  it('reads "newest" as the default order', () => {
    expect(parse('sort=newest')).toMatchObject({ sort: undefined });
  });
});

describe('serializeListSearch', () => {
  it('round-trips every filter', () => {
    const search = parse(EVERYTHING);
    expect(parseListSearch(serializeListSearch(search))).toEqual(search);
  });

  it('writes keys in a fixed order with repeated facility keys, like the form', () => {
    expect(serializeListSearch(parse(EVERYTHING)).toString()).toBe(EVERYTHING);
  });

  it('drops empty values, page 1 and the default order', () => {
    expect(serializeListSearch({ q: '  ', type: undefined, sort: 'newest', page: 1, facilities: [] }).toString()).toBe('');
    expect(listSearchHref('/properties', { page: 1 })).toBe('/properties');
    expect(listSearchHref('/properties', { type: 'sell', city: 'Dubai Marina', page: 2 })).toBe('/properties?type=sell&city=Dubai+Marina&page=2');
  });

  it('rounds the map box to 5 decimals (about a metre)', () => {
    const href = listSearchHref('/properties/map', { map: { box: { minLat: 25.123456789, minLng: 55.1, maxLat: 25.3, maxLng: 55.4 }, zoom: 11 }, page: 1 });
    expect(href).toBe('/properties/map?bbox=25.12346%2C55.1%2C25.3%2C55.4&zoom=11');
  });
});

describe('filter chips', () => {
  const search: ListSearch = parse(EVERYTHING);

  it('lists the chosen filters, not the page, order or box', () => {
    expect(activeFilters(search)).toEqual(['q', 'type', 'category', 'beds', 'baths', 'area', 'parameters', 'price', 'posted', 'city', 'state', 'country', 'facilities']);
    expect(activeFilters(parse('sort=price_desc&page=4&bbox=1,1,2,2&zoom=5'))).toEqual([]);
  });

  it('removes one filter and goes back to page 1', () => {
    expect(withoutFilter(search, 'price')).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
      city: 'Dubai',
      page: 1,
    });
    expect(withoutFilter(search, 'facilities')).toMatchObject({
      facilities: undefined,
      distance: undefined,
    });
    expect(withoutFilter(search, 'city')).toMatchObject({
      city: undefined,
      state: 'Dubai',
    });
    expect(withoutFilter(search, 'state')).toMatchObject({
      city: undefined,
      state: undefined,
      country: 'UAE',
    });
    expect(withoutFilter(search, 'area')).toMatchObject({
      minArea: undefined,
      maxArea: undefined,
      beds: '2',
    });
    expect(withoutFilter(search, 'beds')).toMatchObject({
      beds: undefined,
      baths: '5+',
    });
  });

  it('drops the parameters with their category, and keeps rooms and area (every home has them)', () => {
    expect(withoutFilter(search, 'category')).toMatchObject({
      category: undefined,
      parameters: undefined,
      beds: '2',
      minArea: 800,
    });
  });

  it('"Clear all" keeps the order and the map box', () => {
    expect(withoutFilters(search)).toEqual({ sort: 'price_asc', map: search.map, page: 1 });
  });
});

describe('toApiFilters', () => {
  it('speaks the API parameter names', () => {
    expect(toApiFilters(parse(EVERYTHING))).toEqual({
      search: 'sea view',
      property_type: 'rent',
      category_slug_id: 'villa',
      min_price: 500000,
      max_price: 2000000,
      posted_since: 2,
      city: 'Dubai',
      state: 'Dubai',
      country: 'UAE',
      bedrooms: '2',
      bathrooms: '5+',
      min_area: 800,
      max_area: 1500,
      'parameters[0][id]': 4,
      'parameters[0][value]': 'Furnished',
      'parameters[1][id]': 9,
      'parameters[1][value]': '1 space',
      outdoor_facilitiy_ids: '2,7',
      max_distance: 5,
      sort_by: 'price_asc',
    });
  });

  it('maps each "posted since" to the API number', () => {
    expect(['week', 'yesterday', 'month', '3-months', '6-months'].map((posted) => toApiFilters(parse(`posted=${posted}`)).posted_since)).toEqual([0, 1, 2, 3, 4]);
  });

  it('writes the map box as bounds', () => {
    expect(boundsParam({ minLat: 25.1, minLng: 55.123456789, maxLat: 25.3, maxLng: 55.4 })).toBe('25.1,55.12346,25.3,55.4');
  });
});
