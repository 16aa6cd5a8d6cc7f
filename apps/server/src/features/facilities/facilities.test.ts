import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createFacility, createProperty, translate } from '../../test/factories.js';

describe.each(testDialects())('facilities on %s', (dialect) => {
  let t: TestApp;
  let metro: { id: number };
  let beach: { id: number };
  let unused: { id: number };
  const get = (url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, query, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    metro = await createFacility(t.db, { name: 'Metro', image: 'facilities/metro.png' });
    beach = await createFacility(t.db, { name: 'Beach' });
    unused = await createFacility(t.db, { name: 'Observatory' });
    await createFacility(t.db, { name: 'Closed', status: 0 });
    const category = await createCategory(t.db);
    await createProperty(t.db, { category_id: category.id, facilities: [{ facility_id: metro.id, distance: 1.5 }, { facility_id: beach.id, distance: 3 }] });
    await createProperty(t.db, { category_id: category.id, facilities: [{ facility_id: metro.id, distance: 4.25 }] });
    // only visible listings count for the filter list
    await createProperty(t.db, { category_id: category.id, request_status: 'pending', facilities: [{ facility_id: unused.id, distance: 2 }] });
    await translate(t.db, 'facility', metro.id, 'name', 'مترو');
  });
  afterAll(() => t.close());

  it('get_facilities answers every active facility with total', async () => {
    const body = (await get('get_facilities')).json();
    expect(body.error).toBe(false);
    const count = await t.db.selectFrom('facilities').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 1).executeTakeFirstOrThrow();
    expect(body.total).toBe(Number(count.n));
    expect(body.data).toHaveLength(Number(count.n));
    expect(body.data.some((f: { name: string }) => f.name === 'Closed')).toBe(false);
    expect(body.data.find((f: { id: number }) => f.id === metro.id)).toEqual({
      id: metro.id,
      name: 'Metro',
      image: `${TEST_PUBLIC_URL}/images/facilities/metro.png`,
      translated_name: 'Metro',
      translations: [expect.objectContaining({ key: 'name', value: 'مترو', language_code: 'ar' })],
    });
  });

  it('get_facilities filters by id, pages and translates', async () => {
    const one = (await get('get_facilities', { id: String(metro.id) }, { 'content-language': 'ar' })).json();
    expect(one.total).toBe(1);
    expect(one.data[0].translated_name).toBe('مترو');
    const page = (await get('get_facilities', { offset: '1', limit: '2' })).json();
    expect(page.data).toHaveLength(2);
    expect((await get('get_facilities', { id: '0' })).statusCode).toBe(400);
  });

  it('get-facilities-for-filter answers facilities that visible listings name', async () => {
    const body = (await get('get-facilities-for-filter')).json();
    expect(body.error).toBe(false);
    const byId = new Map(body.data.map((f: { id: number }) => [f.id, f]));
    expect(byId.get(metro.id)).toMatchObject({ name: 'Metro', properties_count: 2, max_distance: 4.25 });
    expect(byId.get(beach.id)).toMatchObject({ properties_count: 1, max_distance: 3 });
    expect(byId.has(unused.id)).toBe(false);
  });
});
