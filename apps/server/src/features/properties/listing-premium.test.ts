import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, postPropertyFields, subscribeTo } from '../../test/factories.js';
import { footprint, owner, photo, post } from '../../test/listing-files.js';

// is_premium is the premium_properties package feature (API-CONTRACT.md §2.5): an owner without
// it, or whose package ended, cannot switch it on; the admin can. update_post_property also
// names the listing by slug_id, as older clients do.

describe.each(testDialects())('premium listings and edits by slug on %s', (dialect) => {
  let t: TestApp;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    categoryId = (await createCategory(t.db)).id;
  });
  afterAll(() => t.close());

  const postListing = async (auth: Record<string, string>, extra: Record<string, string> = {}) =>
    post(t, '/api/post_property', auth, { ...postPropertyFields(categoryId, { title: 'Premium test flat', ...extra }), title_image: await photo() });
  const premiumOf = async (id: number) => (await t.db.selectFrom('properties').select('is_premium').where('id', '=', id).executeTakeFirstOrThrow()).is_premium;

  it('refuses is_premium on post_property without the premium feature, and writes nothing', async () => {
    const plain = await owner(t.db);
    const ended = await owner(t.db);
    await subscribeTo(t.db, ended.id, 'premium_properties', false);
    const other = await owner(t.db);
    await subscribeTo(t.db, other.id, 'property_list');
    for (const user of [plain, ended, other]) {
      for (const value of ['true', '1']) {
        const before = await footprint(t);
        const res = await postListing(user.auth, { is_premium: value });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: true, message: MSG.notSubscribed, key: 'packageRequired', redirect: '/subscription-plan' });
        expect(await footprint(t)).toEqual(before);
      }
      // not asking for premium is always fine
      const res = await postListing(user.auth, { is_premium: 'false' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data[0].is_premium).toBe(false);
    }
  });

  it('lets an owner with a running premium package, and the admin, post a premium listing', async () => {
    const premium = await owner(t.db);
    await subscribeTo(t.db, premium.id, 'premium_properties');
    const admin = await owner(t.db);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    for (const user of [premium, admin]) {
      const res = await postListing(user.auth, { is_premium: 'true' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data[0].is_premium).toBe(true);
    }
  });

  it('refuses switching is_premium on by an edit, keeps it when sent back unchanged, always lets it go', async () => {
    const user = await owner(t.db);
    const { id } = (await postListing(user.auth)).json().data[0];
    const refused = await post(t, '/api/update_post_property', user.auth, { id: String(id), is_premium: 'true', title: 'Changed' });
    expect(refused.statusCode).toBe(403);
    expect(await premiumOf(id)).toBe(0);
    expect((await t.db.selectFrom('properties').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title).toBe('Premium test flat');

    // premium from the time the owner had the feature: an unchanged form still saves
    await t.db.updateTable('properties').set({ is_premium: 1 }).where('id', '=', id).execute();
    const kept = await post(t, '/api/update_post_property', user.auth, { id: String(id), is_premium: 'true', title: 'Kept premium' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await premiumOf(id)).toBe(1);
    const dropped = await post(t, '/api/update_post_property', user.auth, { id: String(id), is_premium: 'false' });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await premiumOf(id)).toBe(0);
  });

  it('edits and deletes an own listing named by slug_id instead of id; never someone else’s', async () => {
    const user = await owner(t.db);
    const stranger = await owner(t.db);
    const created = (await postListing(user.auth)).json().data[0];

    const foreign = await post(t, '/api/update_post_property', stranger.auth, { slug_id: created.slug_id, title: 'Taken over' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: true, message: 'Property Not Found' });

    const edited = await post(t, '/api/update_post_property', user.auth, { slug_id: created.slug_id, title: 'Edited by slug', price: '950000' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data[0]).toMatchObject({ id: created.id, slug_id: created.slug_id, title: 'Edited by slug', price: 950000 });

    const unknown = await post(t, '/api/update_post_property', user.auth, { slug_id: 'no-such-listing', title: 'X' });
    expect(unknown.statusCode).toBe(404);
    const neither = await post(t, '/api/update_post_property', user.auth, { title: 'X' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('id is required');

    const deleted = await post(t, '/api/update_post_property', user.auth, { slug_id: created.slug_id, action_type: '1' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.selectFrom('properties').select('id').where('id', '=', created.id).executeTakeFirst()).toBeUndefined();
  });
});
