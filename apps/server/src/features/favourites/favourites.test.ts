import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty, createUser, loginAs } from '../../test/factories.js';
import { createPropertiesRepo } from '../properties/properties.repo.js';

type Listing = { id: number; [key: string]: unknown };

describe.each(testDialects())('favourites on %s', (dialect) => {
  let t: TestApp;
  let category: number;
  let user: { id: number; auth: { authorization: string } };
  let other: { id: number; auth: { authorization: string } };
  let owner: { id: number };

  const post = (url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/${url}`, payload: body, headers });
  const form = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, payload: body, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } });
  const get = (url: string, query: Record<string, string>, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/${url}`, query, headers });
  const favourites = async (auth: Record<string, string>) => (await get('get_favourite_property', {}, auth)).json() as { data: Listing[]; total?: number };
  const counter = async (id: number) => Number((await t.db.selectFrom('properties').select('total_favourites').where('id', '=', id).executeTakeFirstOrThrow()).total_favourites);
  const rows = async (id: number) =>
    Number(
      (
        await t.db
          .selectFrom('favourites')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('property_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    category = (await createCategory(t.db)).id;
    const u = await createUser(t.db);
    user = { id: u.id, auth: (await loginAs(t.db, u.id)).auth };
    const o = await createUser(t.db);
    other = { id: o.id, auth: (await loginAs(t.db, o.id)).auth };
    owner = await createUser(t.db);
  });
  afterAll(() => t.close());

  it('adds once however often it is asked, from a JSON body, and counts the listing once', async () => {
    const { id } = await createProperty(t.db, { category_id: category, user_id: owner.id });
    for (let i = 0; i < 2; i++) {
      const res = await post('add_favourite', { property_id: id, type: 1 }, user.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ error: false, message: 'Property Added To Favourite Successfully' });
    }
    expect(await rows(id)).toBe(1);
    expect(await counter(id)).toBe(1);
    const list = await favourites(user.auth);
    expect(list.data.map((l) => l.id)).toEqual([id]);
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ is_favourite: 1, is_interested: 0, is_reported: 0, is_blocked_by_me: 0, is_blocked_by_user: 0 });
  });

  it('removes through form data, twice without harm, and never counts below zero', async () => {
    const { id } = await createProperty(t.db, { category_id: category, user_id: owner.id });
    expect((await form('add_favourite', `property_id=${id}&type=1`, user.auth)).json()).toMatchObject({ error: false });
    for (let i = 0; i < 2; i++) {
      expect((await form('add_favourite', `property_id=${id}&type=0`, user.auth)).json()).toMatchObject({ error: false, message: 'Property Removed From Favourite Successfully' });
    }
    expect(await rows(id)).toBe(0);
    expect(await counter(id)).toBe(0);
    expect((await favourites(user.auth)).data.map((l) => l.id)).not.toContain(id);
  });

  it('keeps one row and a true count under concurrent toggles', async () => {
    const { id } = await createProperty(t.db, { category_id: category, user_id: owner.id });
    const adds = await Promise.all(Array.from({ length: 8 }, () => post('add_favourite', { property_id: id, type: 1 }, user.auth)));
    expect(adds.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    await Promise.all(Array.from({ length: 4 }, () => post('add_favourite', { property_id: id, type: 1 }, other.auth)));
    expect(await rows(id)).toBe(2);
    expect(await counter(id)).toBe(2);
    await Promise.all(Array.from({ length: 6 }, () => post('add_favourite', { property_id: id, type: 0 }, other.auth)));
    expect(await rows(id)).toBe(1);
    expect(await counter(id)).toBe(1);
  });

  it('answers a missing, unapproved or blocked owner’s listing like a missing one', async () => {
    const pending = await createProperty(t.db, { category_id: category, user_id: owner.id, request_status: 'pending' });
    for (const property_id of [999_999, pending.id]) {
      const res = await post('add_favourite', { property_id, type: 1 }, user.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: true, message: 'Property Not Found', code: 404 });
    }
    const blocker = await createUser(t.db);
    const theirs = await createProperty(t.db, { category_id: category, user_id: blocker.id });
    await t.db.insertInto('blocks').values({ blocker_id: blocker.id, blocked_id: user.id }).execute();
    expect((await post('add_favourite', { property_id: theirs.id, type: 1 }, user.auth)).statusCode).toBe(404);
    expect(await rows(pending.id)).toBe(0);
  });

  it('refuses malformed input with a message that names the field', async () => {
    expect((await post('add_favourite', { property_id: 'x', type: 1 }, user.auth)).json()).toMatchObject({ error: true, message: 'property_id must be a whole number' });
    expect((await post('add_favourite', { property_id: 1, type: 2 }, user.auth)).json()).toMatchObject({ error: true, message: 'type must be between 0 and 1' });
    expect((await get('get_favourite_property', { limit: '0' }, user.auth)).json()).toMatchObject({ error: true, message: 'limit must be between 1 and 100' });
  });

  it('answers visitors, Bearer undefined included, with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer undefined' }, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const res = await post('add_favourite', { property_id: 1, type: 1 }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: true, message: 'User is not authenticated' });
      expect((await get('get_favourite_property', {}, headers)).statusCode).toBe(401);
    }
  });

  it('flags cards with the asking user’s own favourite and interest, and 0 for visitors (cached list untouched)', async () => {
    const { id } = await createProperty(t.db, { category_id: category, user_id: owner.id, title: 'Flag test listing' });
    await post('add_favourite', { property_id: id, type: 1 }, user.auth);
    await t.db.insertInto('interests').values({ user_id: user.id, property_id: id }).execute();
    const query = { search: 'Flag test listing' };
    const visitorBefore = (await get('get-property-list', query)).json().data.find((c: Listing) => c.id === id);
    const mine = (await get('get-property-list', query, user.auth)).json().data.find((c: Listing) => c.id === id);
    expect(mine).toMatchObject({ is_favourite: 1, is_interested: 1, is_reported: 0, is_blocked_by_me: 0, is_blocked_by_user: 0 });
    const theirs = (await get('get-property-list', query, other.auth)).json().data.find((c: Listing) => c.id === id);
    expect(theirs).toMatchObject({ is_favourite: 0, is_interested: 0 });
    for (const headers of [{}, { authorization: 'Bearer undefined' }] as Record<string, string>[]) {
      const card = (await get('get-property-list', query, headers)).json().data.find((c: Listing) => c.id === id);
      expect(card).toEqual(visitorBefore);
      expect(card).toMatchObject({ is_favourite: 0, is_interested: 0, is_reported: 0, is_blocked_by_me: 0, is_blocked_by_user: 0 });
      const detail = (await get('get_property', { id: String(id) }, headers)).json().data[0];
      expect(detail).toMatchObject({ is_favourite: 0, is_interested: 0, is_reported: 0, is_blocked_by_me: 0, is_blocked_by_user: 0 });
    }
    const detail = (await get('get_property', { id: String(id) }, user.auth)).json().data[0];
    expect(detail).toMatchObject({ is_favourite: 1, is_interested: 1, inquiry: true });
  });

  it('reads every flag of a page in one query, however many cards', async () => {
    let statements = 0;
    const counting = t.db.withPlugin({
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const listings = await Promise.all(Array.from({ length: 12 }, () => createProperty(t.db, { category_id: category, user_id: owner.id })));
    await post('add_favourite', { property_id: listings[3]!.id, type: 1 }, user.auth);
    await t.db.insertInto('reports').values({ user_id: user.id, property_id: listings[5]!.id, reason_id: null, other_message: 'fake' }).execute();
    const flags = await createPropertiesRepo(counting).viewerFlags(
      user.id,
      listings.map((l) => l.id),
    );
    expect(statements).toBe(1);
    expect(flags.size).toBe(12);
    expect(flags.get(listings[3]!.id)).toMatchObject({ favourite: true, reported: false });
    expect(flags.get(listings[5]!.id)).toMatchObject({ favourite: false, reported: true });
  });
});
