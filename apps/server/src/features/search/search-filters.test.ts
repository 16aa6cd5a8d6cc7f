import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty } from '../../test/factories.js';

// The filters of issue #18: room counts (5+ = five or more), the built-up area range in any area
// unit, several category parameters at once (flat and base64 `filters`), and the places that
// have open listings with their counts.

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe.each(testDialects())('search filters on %s', (dialect) => {
  let t: TestApp;
  const p: Record<string, { id: number }> = {};
  let ids: {
    bedrooms: number;
    bathrooms: number;
    area: number;
    plot: number;
    furnishing: number;
    parking: number;
  };

  const listIds = async (query: Record<string, string | string[]>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/get-property-list',
      query,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: number }[]).map((x) => x.id).sort((a, b) => a - b);
  };
  const sorted = (...names: string[]) => names.map((name) => p[name]!.id).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const villas = await createCategory(t.db, {
      name: 'Villa',
      parameters: [
        { name: 'Bedrooms', type: 'number' },
        { name: 'Bathrooms', type: 'number' },
        { name: 'Area (sq ft)', type: 'number' },
        { name: 'Plot area (sq ft)', type: 'number' },
        {
          name: 'Furnishing',
          type: 'dropdown',
          options: ['Furnished', 'Unfurnished'],
        },
        {
          name: 'Parking',
          type: 'radiobutton',
          options: ['1 space', '2 spaces'],
        },
      ],
    });
    const [bedrooms, bathrooms, area, plot, furnishing, parking] = villas.parameterIds as [number, number, number, number, number, number];
    ids = { bedrooms, bathrooms, area, plot, furnishing, parking };
    const listing = (title: string, values: Record<keyof typeof ids, string | undefined>, extra: Partial<Parameters<typeof createProperty>[1]> = {}) =>
      createProperty(t.db, {
        title,
        city: 'Dubai',
        state: 'Dubai',
        ...extra,
        category_id: villas.id,
        parameters: Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [{ parameter_id: ids[key as keyof typeof ids], value }])),
      });
    p.two = await listing('Two beds', {
      bedrooms: '2',
      bathrooms: '2',
      area: '1000',
      plot: '9000',
      furnishing: 'Furnished',
      parking: '1 space',
    });
    p.five = await listing(
      'Five beds',
      {
        bedrooms: '5',
        bathrooms: '4',
        area: '3000',
        plot: undefined,
        furnishing: 'Unfurnished',
        parking: '2 spaces',
      },
      { city: 'Al Ain', state: 'Abu Dhabi' },
    );
    p.seven = await listing(
      'Seven beds',
      {
        bedrooms: '7',
        bathrooms: '6',
        area: '5000',
        plot: undefined,
        furnishing: 'Furnished',
        parking: '2 spaces',
      },
      { city: 'Abu Dhabi', state: 'Abu Dhabi' },
    );
    p.odd = await listing(
      'Studio',
      {
        bedrooms: 'studio',
        bathrooms: '1',
        area: 'large',
        plot: undefined,
        furnishing: undefined,
        parking: undefined,
      },
      { city: 'Sharjah', state: 'Sharjah' },
    );
    // not open: sold, rented, waiting for review, rejected
    p.sold = await listing(
      'Sold',
      {
        bedrooms: '2',
        bathrooms: '2',
        area: '1000',
        plot: undefined,
        furnishing: 'Furnished',
        parking: undefined,
      },
      { property_type: 2, city: 'Ajman', state: 'Ajman' },
    );
    p.rented = await listing(
      'Rented',
      {
        bedrooms: '2',
        bathrooms: '2',
        area: '1000',
        plot: undefined,
        furnishing: 'Furnished',
        parking: undefined,
      },
      {
        property_type: 3,
        rentduration: 'yearly',
        city: 'Dubai',
        state: 'Dubai',
      },
    );
    p.pending = await listing(
      'Pending',
      {
        bedrooms: '2',
        bathrooms: '2',
        area: '1000',
        plot: undefined,
        furnishing: 'Furnished',
        parking: undefined,
      },
      { request_status: 'pending', city: 'Fujairah', state: 'Fujairah' },
    );
    p.rejected = await listing(
      'Rejected',
      {
        bedrooms: '2',
        bathrooms: '2',
        area: '1000',
        plot: undefined,
        furnishing: 'Furnished',
        parking: undefined,
      },
      { request_status: 'rejected', city: 'Dubai', state: 'Dubai' },
    );
  });
  afterAll(() => t.close());

  it('reads room counts: exactly N, and 5+ as five or more (a text value is no number)', async () => {
    expect(await listIds({ bedrooms: '2' })).toEqual(sorted('two'));
    expect(await listIds({ bedrooms: '5+' })).toEqual(sorted('five', 'seven'));
    expect(await listIds({ bedrooms: '5' })).toEqual(sorted('five'));
    expect(await listIds({ bedrooms: '5+', bathrooms: '5+' })).toEqual(sorted('seven'));
    expect(await listIds({ bedrooms: '9+' })).toEqual([]);
    // the contract's single parameter takes 5+ the same way
    expect(
      await listIds({
        parameter_id: String(ids.bedrooms),
        parameter_value: '5+',
      }),
    ).toEqual(sorted('five', 'seven'));
  });

  it('reads the built-up area range in the site unit or another, never the plot area', async () => {
    expect(await listIds({ min_area: '900', max_area: '3000' })).toEqual(sorted('two', 'five'));
    expect(await listIds({ min_area: '4000' })).toEqual(sorted('seven'));
    // 9,000 sq ft is the plot of "two", not its built-up area
    expect(await listIds({ min_area: '8000' })).toEqual([]);
    // 1,000 sq ft ≈ 92.9 m²; 3,000 sq ft ≈ 278.7 m²
    expect(await listIds({ min_area: '90', max_area: '280', area_unit: 'sq_m' })).toEqual(sorted('two', 'five'));
    expect(await listIds({ max_area: '100', area_unit: 'sq_m' })).toEqual(sorted('two'));
    // the site's unit decides what a bare number means
    await t.db
      .insertInto('settings')
      .values({ key: 'area_unit', value: 'sq_m' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: 'sq_m' }))
      .execute();
    // (a query not asked before: a changed unit reaches cached answers within their 30 s)
    expect(await listIds({ min_area: '400' })).toEqual(sorted('seven'));
    await t.db.deleteFrom('settings').where('key', '=', 'area_unit').execute();
  });

  it('takes several parameters at once through the flat and the base64 forms alike', async () => {
    const flat = await listIds({
      parameters: [`${ids.furnishing}:furnished`, `${ids.parking}:2 spaces`],
    });
    expect(flat).toEqual(sorted('seven'));
    expect(
      await listIds({
        'parameters[0][id]': String(ids.furnishing),
        'parameters[0][value]': 'Furnished',
        'parameters[1][id]': String(ids.parking),
        'parameters[1][value]': '2 spaces',
      }),
    ).toEqual(flat);
    const filters = {
      parameters: [
        { id: ids.furnishing, value: 'Furnished' },
        { id: ids.parking, value: '2 spaces' },
      ],
    };
    expect(await listIds({ filters: encode(filters) })).toEqual(flat);
    expect(
      await listIds({
        filters: encode({
          bedrooms: '5+',
          area: { min_area: 250, unit: 'sq_m' },
          location: { state: 'Abu Dhabi', city: 'Abu Dhabi' },
        }),
      }),
    ).toEqual(sorted('seven'));
    expect(
      await listIds({
        bedrooms: '5+',
        min_area: '250',
        area_unit: 'sq_m',
        state: 'Abu Dhabi',
        city: 'Abu Dhabi',
      }),
    ).toEqual(sorted('seven'));
  });

  it('refuses malformed filters with a message that names them', async () => {
    const refusal = async (query: Record<string, string | string[]>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/get-property-list',
        query,
      });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    expect(await refusal({ bedrooms: 'ten' })).toBe('bedrooms must be a whole number, or a number and + (5+ = 5 or more)');
    expect(await refusal({ bathrooms: '1234' })).toBe('bathrooms must be at most 3 characters');
    expect(await refusal({ min_area: 'big' })).toBe('min_area must be a number');
    expect(await refusal({ min_area: '1', area_unit: 'km' })).toBe('area_unit must be an area unit such as sq_ft or sq_m');
    expect(await refusal({ parameters: 'furnished' })).toMatch(/^parameters must be at most 20 items of id:value/);
    expect(
      await refusal({
        parameters: Array.from({ length: 21 }, (_, i) => `${i + 1}:x`),
      }),
    ).toMatch(/^parameters must be at most 20/);
    expect(await refusal({ parameters: `${ids.furnishing}:${'x'.repeat(121)}` })).toMatch(/^parameters must be at most 20/);
  });

  it('applies the same filters on the map and in the facets', async () => {
    const map = await t.app.inject({
      method: 'GET',
      url: '/api/get-properties-on-map',
      query: { bounds: '20,50,30,60', zoom: '3', bedrooms: '5+' },
    });
    expect(map.statusCode, map.body).toBe(200);
    const total = map.json().total as number;
    expect(total).toBe(2);
    const facets = await t.app.inject({
      method: 'GET',
      url: '/api/property-facets',
      query: { bedrooms: '2', parameters: `${ids.furnishing}:Furnished` },
    });
    expect(facets.statusCode, facets.body).toBe(200);
    expect((facets.json().data.property_types as { count: number }[]).reduce((sum, row) => sum + row.count, 0)).toBe(1);
  });

  it('answers the states and cities with open listings and their counts, cities of the chosen state', async () => {
    const places = async (query: Record<string, string> = {}) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/search-places',
        query,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        states: { name: string; count: number }[];
        cities: { name: string; count: number }[];
      };
    };
    const all = await places();
    // sold (Ajman), pending (Fujairah), rented and rejected (Dubai) are not counted
    expect(all.states).toEqual([
      { name: 'Abu Dhabi', count: 2 },
      { name: 'Dubai', count: 1 },
      { name: 'Sharjah', count: 1 },
    ]);
    expect(all.cities.map((c) => c.name).sort()).toEqual(['Abu Dhabi', 'Al Ain', 'Dubai', 'Sharjah']);
    expect((await places({ state: 'abu dhabi' })).cities).toEqual([
      { name: 'Abu Dhabi', count: 1 },
      { name: 'Al Ain', count: 1 },
    ]);
    expect((await places({ state: 'Atlantis' })).cities).toEqual([]);
    const long = await t.app.inject({
      method: 'GET',
      url: '/api/search-places',
      query: { state: 'x'.repeat(121) },
    });
    expect(long.statusCode).toBe(400);
    // a listing closing is seen at once (the answers are cached under the search version)
    await t.db.updateTable('properties').set({ property_type: 2 }).where('id', '=', p.seven!.id).execute();
    expect((await places()).states[0]).toEqual({ name: 'Abu Dhabi', count: 1 });
  });
});
