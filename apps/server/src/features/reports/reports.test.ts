import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty, createUser, loginAs, translate } from '../../test/factories.js';

describe.each(testDialects())('get_report_reasons on %s', (dialect) => {
  let t: TestApp;
  let reasonId: number;
  const get = (query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/get_report_reasons', query, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    reasonId = (await t.db.insertInto('report_reasons').values({ reason: 'Listing is a duplicate' }).returning('id').executeTakeFirstOrThrow()).id;
    await translate(t.db, 'report_reason', reasonId, 'reason', 'إعلان مكرر');
  });
  afterAll(() => t.close());

  it('answers every reason with total', async () => {
    const body = (await get()).json();
    const count = await t.db.selectFrom('report_reasons').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(body).toMatchObject({ error: false, total: Number(count.n) });
    expect(body.data).toHaveLength(Number(count.n));
    expect(body.data.find((r: { id: number }) => r.id === reasonId)).toEqual({
      id: reasonId,
      reason: 'Listing is a duplicate',
      translated_reason: 'Listing is a duplicate',
      translations: [expect.objectContaining({ key: 'reason', value: 'إعلان مكرر' })],
    });
  });

  it('filters by id and translates for Content-Language', async () => {
    const body = (await get({ id: String(reasonId) }, { 'content-language': 'ar' })).json();
    expect(body.total).toBe(1);
    expect(body.data[0].translated_reason).toBe('إعلان مكرر');
    expect((await get({ id: '999999' })).json()).toMatchObject({ error: false, data: [] });
    expect((await get({ limit: 'x' })).json()).toMatchObject({ error: true, message: 'limit must be a whole number' });
  });
});

describe.each(testDialects())('add_reports on %s', (dialect) => {
  let t: TestApp;
  let category: number;
  let reasonId: number;
  let user: { id: number; auth: { authorization: string } };
  let owner: { id: number };

  const report = (body: Record<string, unknown>, headers: Record<string, string> = user.auth) => t.app.inject({ method: 'POST', url: '/api/add_reports', payload: body, headers });
  const reportsOf = (propertyId: number) => t.db.selectFrom('reports').selectAll().where('property_id', '=', propertyId).execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    category = (await createCategory(t.db)).id;
    reasonId = (await t.db.insertInto('report_reasons').values({ reason: 'Fake listing' }).returning('id').executeTakeFirstOrThrow()).id;
    const u = await createUser(t.db);
    user = { id: u.id, auth: (await loginAs(t.db, u.id)).auth };
    owner = await createUser(t.db);
  });
  afterAll(() => t.close());

  it('stores one report with reason, reporter, listing and time for the admin queue; the second is "Already Reported"', async () => {
    const { id } = await createProperty(t.db, { category_id: category, user_id: owner.id });
    expect((await report({ property_id: id, reason_id: reasonId })).json()).toEqual({ error: false, message: 'Report Submitted Successfully', data: [] });
    const again = await report({ property_id: id, reason_id: reasonId });
    expect([again.statusCode, again.json().message]).toEqual([400, 'Already Reported']);
    const stored = await reportsOf(id);
    expect(stored).toEqual([expect.objectContaining({ user_id: user.id, property_id: id, reason_id: reasonId, reason: 'Fake listing', other_message: null, created_at: expect.any(String) })]);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/get_property?id=${id}`, headers: user.auth })).json().data[0];
    expect(detail.is_reported).toBe(1);
  });

  it('lets concurrent reports by one user land once', async () => {
    const { id } = await createProperty(t.db, { category_id: category, user_id: owner.id });
    const answers = await Promise.all(Array.from({ length: 5 }, () => report({ property_id: id, reason_id: reasonId })));
    expect(answers.filter((r) => r.json().error === false)).toHaveLength(1);
    expect(answers.filter((r) => r.json().message === 'Already Reported')).toHaveLength(4);
    expect(await reportsOf(id)).toHaveLength(1);
  });

  it('needs text for Other (reason_id 0), and keeps it', async () => {
    const { id } = await createProperty(t.db, { category_id: category, user_id: owner.id });
    for (const other_message of [undefined, '', '   ']) {
      const res = await report({ property_id: id, reason_id: 0, ...(other_message === undefined ? {} : { other_message }) });
      expect([res.statusCode, res.json().message]).toEqual([400, 'other_message is required when reason_id is 0']);
    }
    expect((await report({ property_id: id, reason_id: 0, other_message: 'x'.repeat(1001) })).json().message).toBe('other_message must be at most 1000 characters');
    expect((await report({ property_id: id, reason_id: 0, other_message: 'Asked for a deposit before any viewing' })).json().error).toBe(false);
    expect(await reportsOf(id)).toEqual([expect.objectContaining({ reason_id: null, reason: null, other_message: 'Asked for a deposit before any viewing' })]);
  });

  it('refuses an unknown reason, one’s own, a sold, a missing and a hidden listing', async () => {
    const { id } = await createProperty(t.db, { category_id: category, user_id: owner.id });
    expect((await report({ property_id: id, reason_id: 999_999 })).json().message).toBe('Report reason not found');
    const own = await createProperty(t.db, { category_id: category, user_id: user.id });
    expect((await report({ property_id: own.id, reason_id: reasonId })).json().message).toBe('You cannot do this on your own listing');
    const sold = await createProperty(t.db, { category_id: category, user_id: owner.id, property_type: 3 });
    expect((await report({ property_id: sold.id, reason_id: reasonId })).json().message).toBe('Sold or rented listings cannot take interest or reports');
    const pending = await createProperty(t.db, { category_id: category, user_id: owner.id, request_status: 'pending' });
    for (const property_id of [pending.id, 999_999]) expect((await report({ property_id, reason_id: reasonId })).statusCode).toBe(404);
    for (const p of [id, own.id, sold.id, pending.id]) expect(await reportsOf(p)).toEqual([]);
  });

  it('answers visitors with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer undefined' }] as Record<string, string>[]) expect((await report({ property_id: 1, reason_id: 1 }, headers)).statusCode).toBe(401);
  });
});
