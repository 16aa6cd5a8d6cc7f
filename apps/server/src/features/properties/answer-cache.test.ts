import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERTISEMENT_STATUS } from '@abode/shared/enums';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createArticle, createCategory, createProperty, createUser, loginAs, setSettings } from '../../test/factories.js';
import { post } from '../../test/listing-files.js';

// The listing detail and home data are assembled once for everyone and cached under the search
// cache's version (ADR 028): a visible change is answered on the next request, and what differs
// by user (flags, blocks) is put on after.

describe.each(testDialects())('cached answers on %s', (dialect) => {
  let t: TestApp;
  let categoryId: number;
  let owner: { id: number; auth: Record<string, string> };
  let listing: { id: number; slug_id: string };
  let neighbour: { id: number; slug_id: string };
  let blocker: { id: number };
  let blockersListing: { id: number };

  const detail = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get_property', query: { slug_id: listing.slug_id }, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const version = async () => Number((await t.db.selectFrom('search_state').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await setSettings(t.db, { auto_approve_edited_listings: '1' });
    categoryId = (await createCategory(t.db)).id;
    const user = await createUser(t.db, { name: 'Owner Before' });
    owner = { id: user.id, auth: (await loginAs(t.db, user.id)).auth };
    listing = await createProperty(t.db, { category_id: categoryId, user_id: owner.id, title: 'Before the edit' });
    neighbour = await createProperty(t.db, { category_id: categoryId, title: 'Next door' });
    blocker = await createUser(t.db);
    blockersListing = await createProperty(t.db, { category_id: categoryId, user_id: blocker.id, title: 'Blocker’s flat' });
  });
  afterAll(() => t.close());

  it('shows an owner’s edit on the next request once the version has moved', async () => {
    expect((await detail()).data[0].title).toBe('Before the edit');
    const before = await version();
    const res = await post(t, '/api/update_post_property', owner.auth, { id: String(listing.id), action_type: '0', title: 'After the edit', latitude: '25.08', longitude: '55.14', price: '1250000', city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', address: '1 Marina Walk' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    expect((await detail()).data[0].title).toBe('After the edit');
  });

  it('moves the version for pictures, translations and the owner block, which the detail shows', async () => {
    await detail();
    let before = await version();
    await t.db.insertInto('property_images').values({ property_id: listing.id, image: 'properties/new-gallery.webp', sort_order: 0 }).execute();
    expect(await version()).toBeGreaterThan(before);
    expect((await detail()).data[0].gallery.map((g: { image: string }) => g.image)).toContain('properties/new-gallery.webp');
    before = await version();
    await t.db.updateTable('users').set({ name: 'Owner After' }).where('id', '=', owner.id).execute();
    expect(await version()).toBeGreaterThan(before);
    expect((await detail()).data[0].customer_name).toBe('Owner After');
    // a listing waiting for review is not in any cached answer: its pictures leave the caches alone
    const pending = await createProperty(t.db, { category_id: categoryId, request_status: 'pending' });
    before = await version();
    await t.db.insertInto('property_images').values({ property_id: pending.id, image: 'properties/pending.webp', sort_order: 0 }).execute();
    expect(await version()).toBe(before);
  });

  it('leaves the version alone for writes that touch no row or change nothing shown (the sweeps’ routine updates)', async () => {
    const { name } = await t.db.selectFrom('users').select('name').where('id', '=', owner.id).executeTakeFirstOrThrow();
    const before = await version();
    await t.db.updateTable('advertisements').set({ status: ADVERTISEMENT_STATUS.expired }).where('end_date', '<=', '1970-01-01').execute();
    await t.db.deleteFrom('faqs').where('id', '=', -1).execute();
    await t.db.updateTable('cities').set({ image: 'none.webp' }).where('id', '=', -1).execute();
    await t.db.updateTable('settings').set({ value: 'x' }).where('key', '=', 'no such setting').execute();
    await t.db.updateTable('users').set({ name }).where('id', '=', owner.id).execute();
    expect(await version()).toBe(before);
    await t.db.updateTable('users').set({ name: 'Owner Renamed' }).where('id', '=', owner.id).execute();
    expect(await version()).toBeGreaterThan(before);
    await t.db.updateTable('users').set({ name }).where('id', '=', owner.id).execute();
  });

  it('answers visitors one shared answer and puts a signed-in user’s own flags and blocks on it', async () => {
    const reader = await createUser(t.db);
    const auth = (await loginAs(t.db, reader.id)).auth;
    await t.db.insertInto('favourites').values({ user_id: reader.id, property_id: listing.id }).execute();
    await t.db.insertInto('favourites').values({ user_id: reader.id, property_id: neighbour.id }).execute();
    await t.db.insertInto('blocks').values({ blocker_id: blocker.id, blocked_id: reader.id }).execute();
    const anonymous = await detail();
    const mine = await detail(auth);
    expect(anonymous.data[0]).toMatchObject({ is_favourite: 0 });
    expect(mine.data[0]).toMatchObject({ id: listing.id, is_favourite: 1, favourite_users: [] });
    const similarOf = (body: { similar_properties: { id: number; is_favourite: number }[] }) => new Map(body.similar_properties.map((c) => [c.id, c.is_favourite]));
    expect(similarOf(anonymous)).toEqual(new Map([[neighbour.id, 0], [blockersListing.id, 0]]));
    // the blocker's listing is left out for the user they blocked
    expect(similarOf(mine)).toEqual(new Map([[neighbour.id, 1]]));
    // and the visitors' answer was not changed by the user's
    expect((await detail()).data[0].is_favourite).toBe(0);
  });

  it('answers the owner their listing as it is, with who favourited it', async () => {
    const own = await detail(owner.auth);
    expect(own.data[0].favourite_users.length).toBeGreaterThan(0);
  });

  it('keeps a listing that stops being visible out of the next answer', async () => {
    await t.db.updateTable('properties').set({ status: 0 }).where('id', '=', neighbour.id).execute();
    const body = await t.app.inject({ method: 'GET', url: '/api/get_property', query: { id: String(neighbour.id) } });
    expect(body.json()).toMatchObject({ error: false, data: [] });
    expect((await detail()).similar_properties.map((c: { id: number }) => c.id)).not.toContain(neighbour.id);
  });

  it('answers the home data once for visitors, moves it with an article edit, and puts a user’s own flags on', async () => {
    const home = async (headers: Record<string, string> = {}) => (await t.app.inject({ method: 'GET', url: '/api/homepage-data', headers })).json().data;
    const article = await createArticle(t.db, { title: 'Moving guide' });
    expect((await home()).article_section.map((a: { title: string }) => a.title)).toContain('Moving guide');
    await t.db.updateTable('articles').set({ title: 'Moving guide, 2027 edition' }).where('id', '=', article.id).execute();
    expect((await home()).article_section.map((a: { title: string }) => a.title)).toContain('Moving guide, 2027 edition');
    const fan = await createUser(t.db);
    await t.db.insertInto('favourites').values({ user_id: fan.id, property_id: listing.id }).execute();
    const flagOf = (data: { most_viewed_properties: { id: number; is_favourite: number }[] }) => data.most_viewed_properties.find((c) => c.id === listing.id)?.is_favourite;
    expect(flagOf(await home((await loginAs(t.db, fan.id)).auth))).toBe(1);
    expect(flagOf(await home())).toBe(0);
  });

  it('keeps a detail answer with ten similar listings small (cards, issue #19)', async () => {
    for (let i = 0; i < 10; i++) await createProperty(t.db, { category_id: categoryId, title: `Similar ${i}` });
    const res = await t.app.inject({ method: 'GET', url: '/api/get_property', query: { slug_id: listing.slug_id } });
    expect(res.json().similar_properties).toHaveLength(10);
    expect(res.rawPayload.length).toBeLessThan(40 * 1024);
  });
});
