import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { translate } from '../../test/factories.js';

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
