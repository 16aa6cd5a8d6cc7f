import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createFacility, createProperty, createUser, loginAs } from '../../test/factories.js';

type Recommendation = { id: number; recommendation_score: number; recommendation_reasons: { type: string }[]; recommendation_reason: string };

describe.each(testDialects())('personalised-fields and get_user_recommendation on %s', (dialect) => {
  let t: TestApp;
  let villas: number;
  let flats: number;
  let metro: number;
  let user: { id: number; auth: { authorization: string } };
  const p: Record<string, { id: number }> = {};

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const recommend = async (query = '') => (await call('GET', `get_user_recommendation${query}`, user.auth)).json() as { data: Recommendation[]; total?: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    villas = (await createCategory(t.db, { name: 'Villa' })).id;
    flats = (await createCategory(t.db, { name: 'Apartment' })).id;
    metro = (await createFacility(t.db, { name: 'Metro' })).id;
    const u = await createUser(t.db);
    user = { id: u.id, auth: (await loginAs(t.db, u.id)).auth };
    const owner = await createUser(t.db);
    const old = new Date(Date.now() - 90 * 86_400_000).toISOString();
    p.match = await createProperty(t.db, { category_id: villas, user_id: owner.id, city: 'Dubai', price: 2_000_000_00, property_type: 0, created_at: old, facilities: [{ facility_id: metro, distance: 1 }] });
    p.cityOnly = await createProperty(t.db, { category_id: flats, user_id: owner.id, city: 'Dubai', price: 9_000_000_00, property_type: 1, created_at: old });
    p.popularFar = await createProperty(t.db, { category_id: flats, user_id: owner.id, city: 'Abu Dhabi', latitude: 24.45, longitude: 54.38, price: 50_000_00, total_click: 900, property_type: 1, created_at: old });
    p.quietFar = await createProperty(t.db, { category_id: flats, user_id: owner.id, city: 'Abu Dhabi', latitude: 24.46, longitude: 54.39, price: 50_000_00, total_click: 1, property_type: 0, created_at: old });
    p.sold = await createProperty(t.db, { category_id: villas, user_id: owner.id, city: 'Dubai', property_type: 2, created_at: old });
    p.own = await createProperty(t.db, { category_id: villas, user_id: user.id, city: 'Dubai', created_at: old });
  });
  afterAll(() => t.close());

  it('answers an object with empty lists before anything is set, never []', async () => {
    const body = (await call('GET', 'personalised-fields', user.auth)).json();
    expect(body).toMatchObject({ error: false, data: { user_id: user.id, category_ids: [], outdoor_facilitiy_ids: [], price_range: [], property_type: [], city: '' } });
  });

  it('without preferences, recommends popular listings near the given point, then popular anywhere', async () => {
    const near = await recommend('?latitude=24.45&longitude=54.38');
    expect(near.data.map((r) => r.id)).toEqual([p.popularFar!.id, p.quietFar!.id]);
    expect(near.data[0]!.recommendation_reasons).toEqual([{ type: 'nearby' }, { type: 'popular' }]);
    const anywhere = await recommend();
    expect(anywhere.data[0]!.id).toBe(p.popularFar!.id);
    expect(anywhere.data.map((r) => r.id)).not.toContain(p.sold!.id);
  });

  it('stores csv form values and answers them back; ranks by what matches and says why', async () => {
    const saved = await call('POST', 'personalised-fields', user.auth, {
      category_ids: `${villas},${villas}`,
      outdoor_facilitiy_ids: String(metro),
      price_range: '1000000,3000000',
      property_type: '0',
      city: 'dubai',
    });
    expect(saved.json()).toMatchObject({
      error: false,
      message: 'Preferences Saved Successfully',
      data: { user_id: user.id, category_ids: [villas], outdoor_facilitiy_ids: [metro], price_range: [1_000_000, 3_000_000], property_type: ['0'], city: 'dubai' },
    });
    expect((await call('GET', 'personalised-fields', user.auth)).json().data).toEqual(saved.json().data);

    const ranked = await recommend();
    expect(ranked.data.map((r) => r.id)).toEqual([p.match!.id, p.cityOnly!.id, p.quietFar!.id]);
    const [best, second] = ranked.data;
    expect(best!.recommendation_reasons).toEqual([
      { type: 'city', value: 'Dubai' },
      { type: 'category', value: 'Villa' },
      { type: 'budget' },
      { type: 'property_type', value: 'sell' },
      { type: 'facilities', count: 1 },
    ]);
    expect(best!.recommendation_reason).toBe('In Dubai · Villa · within your budget · for sale · near 1 of your places');
    expect(best!.recommendation_score).toBeGreaterThan(second!.recommendation_score);
    expect(second!.recommendation_reason).toBe('In Dubai');
    // neither one's own nor sold listings, and the popular rental in another city matches nothing
    expect(ranked.data.map((r) => r.id)).not.toContain(p.own!.id);
    expect(ranked.data.map((r) => r.id)).not.toContain(p.sold!.id);
    expect(ranked.total).toBe(3);
  });

  it('accepts JSON arrays too, and replaces the whole set', async () => {
    const body = (await call('POST', 'personalised-fields', user.auth, { category_ids: [flats], property_type: ['1', 0] })).json();
    expect(body.data).toMatchObject({ category_ids: [flats], outdoor_facilitiy_ids: [], price_range: [], property_type: ['0', '1'], city: '' });
  });

  it('keeps one row under concurrent saves', async () => {
    await Promise.all(Array.from({ length: 6 }, (_, i) => call('POST', 'personalised-fields', user.auth, { city: `City ${i}` })));
    const rows = await t.db.selectFrom('personalised_preferences').select('city').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses malformed values with a message that names the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category_ids: '1,x' }, 'category_ids must be a list of ids'],
      [{ outdoor_facilitiy_ids: '-1' }, 'outdoor_facilitiy_ids must be a list of ids'],
      [{ category_ids: Array.from({ length: 51 }, (_, i) => i + 1).join(',') }, 'category_ids must hold at most 50 ids'],
      [{ price_range: '500' }, 'price_range must be "min,max"'],
      [{ price_range: '9,1' }, 'price_range: min must not be above max'],
      [{ property_type: '2' }, 'property_type must be 0, 1 or 0,1'],
      [{ city: 'x'.repeat(101) }, 'city must be at most 100 characters'],
    ];
    for (const [body, message] of cases) expect((await call('POST', 'personalised-fields', user.auth, body)).json()).toMatchObject({ error: true, message });
  });

  it('clears with DELETE, and answers visitors with 401', async () => {
    expect((await call('DELETE', 'personalised-fields', user.auth)).json()).toMatchObject({ error: false, data: { category_ids: [], city: '' } });
    expect((await call('GET', 'personalised-fields', user.auth)).json().data.city).toBe('');
    for (const headers of [{}, { authorization: 'Bearer undefined' }] as Record<string, string>[]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await call(method, 'personalised-fields', headers, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
      expect((await call('GET', 'get_user_recommendation', headers)).statusCode).toBe(401);
    }
  });
});
