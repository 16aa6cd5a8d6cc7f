import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty, createUser, loginAs } from '../../test/factories.js';

describe.each(testDialects())('interested_users on %s', (dialect) => {
  let t: TestApp;
  let category: number;
  let user: { id: number; auth: { authorization: string } };
  let owner: { id: number; auth: { authorization: string } };

  const post = (body: Record<string, unknown>, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/interested_users', payload: body, headers });
  const rows = async (id: number) => Number((await t.db.selectFrom('interests').select((eb) => eb.fn.countAll<number>().as('n')).where('property_id', '=', id).executeTakeFirstOrThrow()).n);
  const account = async () => {
    const u = await createUser(t.db);
    return { id: u.id, auth: (await loginAs(t.db, u.id)).auth };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    category = (await createCategory(t.db)).id;
    user = await account();
    owner = await account();
  });
  afterAll(() => t.close());

  it('adds once however often or concurrently asked, and the owner sees the user once', async () => {
    const { id } = await createProperty(t.db, { category_id: category, user_id: owner.id });
    const answers = await Promise.all(Array.from({ length: 6 }, () => post({ property_id: id, type: 1 }, user.auth)));
    expect(answers.map((r) => r.json())).toEqual(Array(6).fill({ error: false, message: 'Interest Added Successfully', data: [] }));
    expect(await rows(id)).toBe(1);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/get_interested_users?property_id=${id}`, headers: owner.auth })).json();
    expect(listed.data.map((u: { id: number }) => u.id)).toEqual([user.id]);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/get_property?id=${id}`, headers: user.auth })).json().data[0];
    expect(detail).toMatchObject({ is_interested: 1, inquiry: true });
    // the owner is told once, with a link to who is interested
    const notices = (await t.app.inject({ method: 'GET', url: '/api/get_notification_list', headers: owner.auth })).json().data;
    const told = notices.filter((n: { type: string; propertys_id: number | null }) => n.type === 'interest' && Number(n.propertys_id) === id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'New interest in your property' });
    expect(told[0].link).toMatch(/^\/user\/interested\//);
  });

  it('withdraws twice without harm (form data too)', async () => {
    const { id } = await createProperty(t.db, { category_id: category, user_id: owner.id });
    await post({ property_id: id, type: 1 }, user.auth);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/interested_users', payload: `property_id=${id}&type=0`, headers: { ...user.auth, 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.json()).toMatchObject({ error: false, message: 'Interest Removed Successfully' });
    }
    expect(await rows(id)).toBe(0);
  });

  it('refuses one’s own listing, a sold one, a missing one and one whose owner the user blocked', async () => {
    const own = await createProperty(t.db, { category_id: category, user_id: user.id });
    expect((await post({ property_id: own.id, type: 1 }, user.auth)).json()).toMatchObject({ error: true, message: 'You cannot do this on your own listing' });
    const sold = await createProperty(t.db, { category_id: category, user_id: owner.id, property_type: 2 });
    expect((await post({ property_id: sold.id, type: 1 }, user.auth)).json()).toMatchObject({ error: true, message: 'Sold or rented listings cannot take interest or reports' });
    const missing = await post({ property_id: 999_999, type: 1 }, user.auth);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Property Not Found']);
    const someone = await account();
    const theirs = await createProperty(t.db, { category_id: category, user_id: someone.id });
    await t.app.inject({ method: 'POST', url: '/api/block-user', payload: { to_user_id: someone.id }, headers: user.auth });
    expect((await post({ property_id: theirs.id, type: 1 }, user.auth)).json()).toMatchObject({ error: true, message: 'You have blocked user' });
    for (const id of [own.id, sold.id, theirs.id]) expect(await rows(id)).toBe(0);
  });

  it('answers visitors with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer undefined' }] as Record<string, string>[]) expect((await post({ property_id: 1, type: 1 }, headers)).statusCode).toBe(401);
  });
});
