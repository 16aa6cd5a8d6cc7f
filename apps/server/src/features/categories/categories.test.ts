import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty, translate } from '../../test/factories.js';

describe.each(testDialects())('get_categories on %s', (dialect) => {
  let t: TestApp;
  let villa: Awaited<ReturnType<typeof createCategory>>;
  let empty: Awaited<ReturnType<typeof createCategory>>;
  const get = (query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/get_categories', query, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // the reference seed's categories stay; this suite's rows are told apart by id and name
    villa = await createCategory(t.db, {
      name: 'Zeta Villa',
      image: 'categories/villa.webp',
      parameters: [
        { name: 'Bedrooms', type: 'number', is_required: 1 },
        { name: 'Furnishing', type: 'dropdown', options: ['Furnished', 'Unfurnished'] },
        { name: 'Amenities', type: 'checkbox', options: ['Pool', 'Gym'] },
      ],
    });
    empty = await createCategory(t.db, { name: 'Zeta Empty Lots' });
    await createCategory(t.db, { name: 'Zeta Hidden', status: 0 });
    await createProperty(t.db, { category_id: villa.id });
    await createProperty(t.db, { category_id: villa.id });
    await createProperty(t.db, { category_id: villa.id, request_status: 'pending' });
    await createProperty(t.db, { category_id: villa.id, status: 0 });
    await createProperty(t.db, { category_id: empty.id, request_status: 'rejected' });
    await translate(t.db, 'category', villa.id, 'category', 'فيلا');
    await translate(t.db, 'parameter', villa.parameterIds[0]!, 'name', 'غرف النوم');
  });
  afterAll(() => t.close());

  it('answers categories with ordered parameters, visible listing counts and total', async () => {
    const res = await get({ search: 'zeta' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.error).toBe(false);
    expect(body.total).toBe(2);
    const row = body.data.find((c: { id: number }) => c.id === villa.id);
    expect(row).toMatchObject({
      category: 'Zeta Villa',
      slug_id: villa.slug_id,
      image: `${TEST_PUBLIC_URL}/images/categories/villa.webp`,
      meta_image: `${TEST_PUBLIC_URL}/images/categories/villa.webp`,
      properties_count: 2,
      translated_name: 'Zeta Villa',
    });
    expect(row.parameter_types.map((p: { name: string }) => p.name)).toEqual(['Bedrooms', 'Furnishing', 'Amenities']);
    expect(row.parameter_types[1]).toEqual({
      id: villa.parameterIds[1],
      name: 'Furnishing',
      type_of_parameter: 'dropdown',
      type_values: ['Furnished', 'Unfurnished'],
      image: '',
      is_required: 0,
      translated_name: 'Furnishing',
      translations: [],
    });
    expect(row.parameter_types[0].type_values).toEqual([]);
    expect(body.data.find((c: { id: number }) => c.id === empty.id).properties_count).toBe(0);
  });

  it('filters by id, slug and has_property, and pages', async () => {
    expect((await get({ id: String(villa.id) })).json().data.map((c: { id: number }) => c.id)).toEqual([villa.id]);
    expect((await get({ slug_id: empty.slug_id })).json().data.map((c: { id: number }) => c.id)).toEqual([empty.id]);
    const withProperties = (await get({ search: 'zeta', has_property: '1' })).json();
    expect(withProperties.data.map((c: { id: number }) => c.id)).toEqual([villa.id]);
    expect(withProperties.total).toBe(1);

    const all = (await get({ limit: '100' })).json();
    const second = (await get({ offset: '1', limit: '1' })).json();
    expect(second.total).toBe(all.total);
    expect(second.data).toHaveLength(1);
    expect(second.data[0].id).toBe(all.data[1].id);
    expect((await get({ id: '999999' })).json()).toMatchObject({ error: false, message: 'No Data Found', data: [] });
  });

  it('translates names for Content-Language and lists the translations', async () => {
    const row = (await get({ id: String(villa.id) }, { 'content-language': 'ar-AE' })).json().data[0];
    expect(row.category).toBe('Zeta Villa');
    expect(row.translated_name).toBe('فيلا');
    expect(row.translations).toEqual([{ id: expect.any(Number), language_id: expect.any(Number), language_code: 'ar', key: 'category', value: 'فيلا' }]);
    expect(row.parameter_types[0].translated_name).toBe('غرف النوم');
    expect(row.parameter_types[1].translated_name).toBe('Furnishing');
  });

  it('refuses bad paging and search with clear messages, and clamps large limits', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ limit: '0' }, 'limit must be 1 or more'],
      [{ limit: '-5' }, 'limit must be 1 or more'],
      [{ limit: 'ten' }, 'limit must be a whole number'],
      [{ offset: '-1' }, 'offset must be 0 or more'],
      [{ offset: '1.5' }, 'offset must be a whole number'],
      [{ id: 'abc' }, 'id must be a whole number'],
      [{ has_property: 'maybe' }, 'has_property must be 0 or 1'],
      [{ search: 'x'.repeat(201) }, 'search must be at most 200 characters'],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ error: true, message });
    }
    const clamped = await get({ limit: '100000' });
    expect(clamped.statusCode).toBe(200);
    expect(clamped.json().data.length).toBeLessThanOrEqual(100);
    // empty values mean "absent"
    expect((await get({ offset: '', limit: '' })).statusCode).toBe(200);
  });
});
