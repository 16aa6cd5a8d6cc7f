import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createFacility, createProperty, dates, promote } from '../../test/factories.js';

// get-property-list with the 1.2.6+ `filters` parameter: base64 of a JSON object (API-CONTRACT §2.6).

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe.each(testDialects())('get-property-list filters on %s', (dialect) => {
  let t: TestApp;
  let villas: Awaited<ReturnType<typeof createCategory>>;
  let flats: Awaited<ReturnType<typeof createCategory>>;
  let metro: { id: number };
  let beach: { id: number };
  const p: Record<string, { id: number; slug_id: string }> = {};

  const get = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/get-property-list', query });
  const listIds = async (query: Record<string, string>) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: number }[]).map((x) => x.id);
  };
  const withFilters = (filters: unknown, extra: Record<string, string> = {}) => listIds({ filters: encode(filters), ...extra });
  const refusal = async (filters: string) => {
    const res = await get({ filters });
    expect(res.statusCode, res.body).toBe(400);
    return res.json().message as string;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    villas = await createCategory(t.db, { name: 'Villa', parameters: [{ name: 'Furnishing', type: 'dropdown', options: ['Furnished', 'Unfurnished'] }, { name: 'Bedrooms', type: 'number' }] });
    flats = await createCategory(t.db, { name: 'Apartment' });
    metro = await createFacility(t.db, { name: 'Metro' });
    beach = await createFacility(t.db, { name: 'Beach' });
    const [furnishing] = villas.parameterIds as [number, number];
    p.palm = await createProperty(t.db, {
      category_id: villas.id,
      title: 'Palm Villa',
      address: 'Frond K, نخلة جميرا',
      price: 12_500_000_00,
      city: 'Dubai',
      state: 'Dubai',
      latitude: 25.11,
      longitude: 55.14,
      created_at: dates.daysAgo(40),
      total_click: 50,
      parameters: [{ parameter_id: furnishing, value: 'Furnished' }],
      facilities: [{ facility_id: metro.id, distance: 2 }, { facility_id: beach.id, distance: 1 }],
    });
    p.marina = await createProperty(t.db, {
      category_id: flats.id,
      title: 'Marina Flat',
      price: 1_800_000_00,
      city: 'Dubai',
      state: 'Dubai',
      latitude: 25.08,
      longitude: 55.14,
      created_at: dates.daysAgo(3),
      total_click: 10,
      total_favourites: 9,
      facilities: [{ facility_id: metro.id, distance: 6 }],
    });
    p.rent = await createProperty(t.db, { category_id: flats.id, title: 'Sharjah Rental', property_type: 1, rentduration: 'yearly', price: 65_000_00, city: 'Sharjah', state: 'Sharjah', latitude: 25.35, longitude: 55.4, created_at: dates.daysAgo(0.5) });
    p.promoted = await createProperty(t.db, { category_id: villas.id, title: 'Promoted Townhouse', price: 3_000_000_00, city: 'Abu Dhabi', state: 'Abu Dhabi', latitude: 24.45, longitude: 54.38, created_at: dates.daysAgo(100) });
    await promote(t.db, { property_id: p.promoted.id });
  });
  afterAll(() => t.close());

  it('answers what the same flat filters answer', async () => {
    // [filters, the same flat filters, whether it narrows the list (the flags that sort do not)]
    const pairs: [unknown, Record<string, string>, boolean?][] = [
      [{ property_type: 1 }, { property_type: '1' }],
      [{ category_id: flats.id }, { category_id: String(flats.id) }],
      [{ category_slug_id: villas.slug_id }, { category_slug_id: villas.slug_id }],
      [{ location: { city: 'dubai' } }, { city: 'dubai' }],
      [{ location: { state: 'Sharjah', country: '' } }, { state: 'Sharjah' }],
      [{ price: { min_price: 1_800_000, max_price: 3_000_000 } }, { min_price: '1800000', max_price: '3000000' }],
      [{ posted_since: 0 }, { posted_since: '0' }],
      [{ search: 'palm' }, { search: 'palm' }],
      [{ flags: { promoted: 1 } }, { promoted: '1' }],
      [{ flags: { most_views: true } }, { most_viewed: '1' }, false],
      [{ flags: { most_liked: '1' } }, { most_liked: '1' }, false],
    ];
    for (const [filters, flat, narrows = true] of pairs) {
      const viaFilters = await withFilters(filters);
      expect(viaFilters, JSON.stringify(filters)).toEqual(await listIds(flat));
      if (narrows) expect(viaFilters.length, JSON.stringify(filters)).toBeLessThan(4);
    }
    expect(await withFilters({ flags: { most_views: 1 } })).toEqual([p.promoted!.id, p.palm!.id, p.marina!.id, p.rent!.id]);
  });

  it('reads parameters, nearby places with a distance, a title and a radius around a point', async () => {
    const [furnishing] = villas.parameterIds as [number, number];
    expect(await withFilters({ parameters: [{ id: furnishing, value: 'furnished' }] })).toEqual([p.palm!.id]);
    expect(await withFilters({ nearby_places: [{ id: metro.id, value: '' }] })).toEqual([p.marina!.id, p.palm!.id]);
    expect(await withFilters({ nearby_places: [{ id: metro.id, value: 3 }] })).toEqual([p.palm!.id]);
    expect(await withFilters({ nearby_places: [{ id: metro.id, value: 3 }, { id: beach.id, value: '3' }] })).toEqual([p.palm!.id]);
    // (a word naming a category, "townhouse", now filters by that category: the keywords forgive, issue #18)
    expect(await withFilters({ title: 'promoted' })).toEqual([p.promoted!.id]);
    // 10 km around Dubai Marina holds the two Dubai listings, not Sharjah (30+ km) or Abu Dhabi
    expect(await withFilters({ location: { latitude: 25.08, longitude: 55.14, range: 10 } })).toEqual([p.marina!.id, p.palm!.id]);
    expect(await withFilters({ location: { latitude: '25.08', longitude: '55.14', range: '50' } })).toEqual([p.rent!.id, p.marina!.id, p.palm!.id]);
  });

  it('decodes UTF-8 and base64url, ignores empty values and keeps paging outside the filters', async () => {
    const arabic = Buffer.from(JSON.stringify({ search: 'نخلة' }), 'utf8').toString('base64url');
    expect(await listIds({ filters: arabic })).toEqual([p.palm!.id]);
    const empty = { property_type: '', category_id: null, parameters: [], nearby_places: [], location: { city: '', latitude: null }, price: { min_price: '', max_price: null }, search: '', flags: { promoted: 0 } };
    expect(await withFilters(empty)).toEqual([p.promoted!.id, p.rent!.id, p.marina!.id, p.palm!.id]);
    expect(await listIds({ filters: '' })).toHaveLength(4);
    const page = (await get({ filters: encode({ category_id: villas.id }), offset: '1', limit: '1' })).json();
    expect(page.data.map((x: { id: number }) => x.id)).toEqual([p.palm!.id]);
    expect(page.total).toBe(2);
    // the filters object wins over a flat filter sent beside it
    expect(await withFilters({ location: { city: 'Sharjah' } }, { city: 'Dubai' })).toEqual([p.rent!.id]);
  });

  it('refuses bad base64, bad JSON and bad values with a clear 400 message', async () => {
    expect(await refusal('not base64!')).toBe('filters must be base64-encoded JSON: it is not valid base64');
    expect(await refusal(Buffer.from('{"city": ', 'utf8').toString('base64'))).toBe('filters must be base64-encoded JSON: the decoded text is not JSON');
    expect(await refusal(encode([1, 2]))).toBe('filters: filters must be a JSON object');
    expect(await refusal(encode({ property_type: 9 }))).toBe('filters.property_type: property_type must be 0, 1, 2 or 3');
    expect(await refusal(encode({ price: { min_price: 'cheap' } }))).toBe('filters.price.min_price: min_price must be a number');
    expect(await refusal(encode({ price: { min_price: 5, max_price: 1 } }))).toBe('filters.price: min_price must not be above max_price');
    expect(await refusal(encode({ posted_since: 7 }))).toBe('filters.posted_since: posted_since must be between 0 and 4');
    expect(await refusal(encode({ parameters: 'pool' }))).toBe('filters.parameters: parameters must be a list of {id, value}');
    expect(await refusal(encode({ parameters: Array.from({ length: 21 }, (_, i) => ({ id: i + 1 })) }))).toBe('filters.parameters: give at most 20 parameters');
    expect(await refusal(encode({ bedrooms: 'ten' }))).toBe('filters.bedrooms: bedrooms must be a whole number, or a number and + (5+ = 5 or more)');
    expect(await refusal(encode({ area: { min_area: 9, max_area: 1 } }))).toBe('filters.area: min_area must not be above max_area');
    expect(await refusal(encode({ area: { min_area: 9, unit: 'km' } }))).toBe('filters.area.unit: area_unit must be an area unit such as sq_ft or sq_m');
    expect(await refusal(encode({ nearby_places: [{ id: 1, value: 1 }, { id: 2, value: 2 }] }))).toBe('filters.nearby_places: give the same max distance for every place');
    expect(await refusal(encode({ location: { range: 5 } }))).toBe('filters.location: range needs latitude and longitude');
    expect(await refusal(encode({ location: { latitude: 25, longitude: 55, range: 5000 } }))).toBe('filters.location.range: location.range must be between 0 and 1000');
    expect(await refusal(encode({ flags: { get_all_premium_properties: 1 } }))).toContain('filters.flags.get_all_premium_properties');
    expect(await refusal(encode({ search: 'x'.repeat(10_000) }))).toMatch(/^filters\.search: /);
  });
});
