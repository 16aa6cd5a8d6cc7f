import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty, createUser, loginAs } from '../../test/factories.js';

type Listing = { id: number; [key: string]: unknown };

describe.each(testDialects())('block-user and unblock-user on %s', (dialect) => {
  let t: TestApp;
  let category: number;
  let me: { id: number; slug_id: string; auth: { authorization: string } };
  let owner: { id: number; slug_id: string; auth: { authorization: string } };

  const post = (url: string, body: Record<string, unknown>, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/${url}`, payload: body, headers });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers });
  const blocksBy = async (id: number) => t.db.selectFrom('blocks').select(['blocked_id', 'to_admin', 'reason']).where('blocker_id', '=', id).execute();
  const account = async () => {
    const u = await createUser(t.db);
    return { ...u, auth: (await loginAs(t.db, u.id)).auth };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    category = (await createCategory(t.db)).id;
    me = await account();
    owner = await account();
  });
  afterAll(() => t.close());

  it('blocks once however often or concurrently asked, the company side included, and unblocks twice without harm', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => post('block-user', { to_user_id: owner.id, reason: 'spam' }, me.auth)),
      ...Array.from({ length: 4 }, () => post('block-user', { to_admin: 1 }, me.auth)),
    ]);
    expect(answers.map((r) => r.json().message)).toEqual(Array(8).fill('User Blocked Successfully'));
    expect(await blocksBy(me.id)).toHaveLength(2);
    expect(await blocksBy(me.id)).toContainEqual({ blocked_id: owner.id, to_admin: 0, reason: 'spam' });
    for (let i = 0; i < 2; i++) {
      expect((await post('unblock-user', { to_user_id: owner.id }, me.auth)).json()).toMatchObject({ error: false, message: 'User Unblocked Successfully' });
      expect((await post('unblock-user', { to_admin: '1' }, me.auth)).json()).toMatchObject({ error: false });
    }
    expect(await blocksBy(me.id)).toEqual([]);
  });

  it('refuses oneself, a missing user, neither or both targets, and an oversized reason', async () => {
    expect((await post('block-user', { to_user_id: me.id }, me.auth)).json().message).toBe('You cannot block yourself');
    const missing = await post('block-user', { to_user_id: 999_999 }, me.auth);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'user not found']);
    for (const body of [{}, { to_user_id: owner.id, to_admin: 1 }]) expect((await post('block-user', body, me.auth)).json().message).toBe('to_user_id or to_admin=1 is required');
    expect((await post('block-user', { to_user_id: owner.id, reason: 'x'.repeat(501) }, me.auth)).json().message).toBe('reason must be at most 500 characters');
    expect(await blocksBy(me.id)).toEqual([]);
  });

  it('hides the blocker’s listings and profile from the blocked user only, flags both sides, and unblocking restores them', async () => {
    const listing = await createProperty(t.db, { category_id: category, user_id: owner.id, title: 'Blocker owned listing' });
    const search = `get-property-list?search=${encodeURIComponent('Blocker owned listing')}`;
    await post('add_favourite', { property_id: listing.id, type: 1 }, me.auth);
    await post('block-user', { to_user_id: me.id }, owner.auth);

    expect((await get(search, me.auth)).json().data).toEqual([]);
    expect((await get(`get_property?id=${listing.id}`, me.auth)).json()).toMatchObject({ error: false, data: [] });
    expect((await get('get_favourite_property', me.auth)).json().data).toEqual([]);
    expect((await get(`agent-properties?slug_id=${owner.slug_id}`, me.auth)).statusCode).toBe(404);
    // everyone else, visitors included, still sees them
    expect((await get(search, {})).json().data.map((l: Listing) => l.id)).toEqual([listing.id]);
    const other = await account();
    expect((await get(search, other.auth)).json().data.map((l: Listing) => l.id)).toEqual([listing.id]);
    // the blocker sees whom they blocked on that user's listings and profile
    const mine = await createProperty(t.db, { category_id: category, user_id: me.id, title: 'Blocked user listing' });
    const seenByOwner = (await get(`get_property?id=${mine.id}`, owner.auth)).json().data[0];
    expect(seenByOwner).toMatchObject({ is_blocked_by_me: 1, is_blocked_by_user: 0 });
    const card = (await get(`get-property-list?search=${encodeURIComponent('Blocked user listing')}`, owner.auth)).json().data[0];
    expect(card).toMatchObject({ id: mine.id, is_blocked_by_me: 1, is_blocked_by_user: 0 });
    expect((await get(`agent-properties?slug_id=${me.slug_id}`, owner.auth)).json().data.customer_data.is_blocked_by_me).toBe(1);

    await post('unblock-user', { to_user_id: me.id }, owner.auth);
    expect((await get(search, me.auth)).json().data.map((l: Listing) => l.id)).toEqual([listing.id]);
    expect((await get(`get_property?id=${listing.id}`, me.auth)).json().data[0]).toMatchObject({ id: listing.id, is_favourite: 1, is_blocked_by_user: 0 });
    expect((await get('get_favourite_property', me.auth)).json().data.map((l: Listing) => l.id)).toEqual([listing.id]);
    expect((await get(`agent-properties?slug_id=${owner.slug_id}`, me.auth)).json().data.customer_data.is_blocked_by_me).toBe(0);
  });

  it('leaves the blocker’s listings out of the blocked user’s map markers and facet counts only, whatever was cached before', async () => {
    const blocker = await account();
    const place = { category_id: category, city: 'Blockton', longitude: 10.5 };
    const theirs = await createProperty(t.db, { ...place, latitude: 10.5, user_id: blocker.id });
    const company = await createProperty(t.db, { ...place, latitude: 10.52, user_id: null });
    const map = 'get-properties-on-map?bounds=10.4,10.4,10.6,10.6&zoom=18';
    const facets = 'property-facets?city=Blockton';
    const markers = async (headers: Record<string, string>) => (await get(map, headers)).json().data.points.map((p: Listing) => p.id).sort((a: number, b: number) => a - b);
    const counted = async (headers: Record<string, string>) => (await get(facets, headers)).json().data.property_types;
    const both = [theirs.id, company.id].sort((a, b) => a - b);
    // cached for visitors first: the blocked user must not be answered from that entry
    expect(await markers({})).toEqual(both);
    expect(await counted({})).toEqual([{ property_type: 'sell', count: 2 }]);
    await post('block-user', { to_user_id: me.id }, blocker.auth);

    expect(await markers(me.auth)).toEqual([company.id]);
    expect(await counted(me.auth)).toEqual([{ property_type: 'sell', count: 1 }]);
    expect((await get(facets, me.auth)).json().data.categories).toEqual([expect.objectContaining({ id: category, count: 1 })]);
    expect(await markers({})).toEqual(both);
    expect(await counted({})).toEqual([{ property_type: 'sell', count: 2 }]);
    const other = await account();
    expect(await markers(other.auth)).toEqual(both);
    expect(await counted(blocker.auth)).toEqual([{ property_type: 'sell', count: 2 }]);

    await post('unblock-user', { to_user_id: me.id }, blocker.auth);
    expect(await markers(me.auth)).toEqual(both);
    expect(await counted(me.auth)).toEqual([{ property_type: 'sell', count: 2 }]);
  });

  it('flags a block of the company side on the company’s listings', async () => {
    const company = await createProperty(t.db, { category_id: category, user_id: null });
    await post('block-user', { to_admin: 1 }, me.auth);
    expect((await get(`get_property?id=${company.id}`, me.auth)).json().data[0]).toMatchObject({ is_blocked_by_me: 1, is_blocked_by_user: 0 });
    await post('unblock-user', { to_admin: 1 }, me.auth);
    expect((await get(`get_property?id=${company.id}`, me.auth)).json().data[0]).toMatchObject({ is_blocked_by_me: 0 });
  });

  it('answers visitors with 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer undefined' }] as Record<string, string>[]) {
      expect((await post('block-user', { to_user_id: owner.id }, headers)).statusCode).toBe(401);
      expect((await post('unblock-user', { to_user_id: owner.id }, headers)).statusCode).toBe(401);
    }
  });
});
