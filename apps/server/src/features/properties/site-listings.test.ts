import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, postPropertyFields } from '../../test/factories.js';
import { owner, photo, post } from '../../test/listing-files.js';
import { createUserWithSession } from '../../test/sessions.js';

// The admin posts as the site (SPEC: admin listings have added_by 0, shown as the company): no
// package, no review, user_id NULL; and it opens and edits any listing, pending ones included,
// which stay in their review state. Other accounts still reach only their own.

describe.each(testDialects())('listings posted by the site on %s', (dialect) => {
  let t: TestApp;
  let categoryId: number;
  let admin: { id: number; auth: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    categoryId = (await createCategory(t.db)).id;
    admin = await createUserWithSession(t.db, { role: 'admin', name: 'Site Admin' });
  });
  afterAll(() => t.close());

  const postListing = async (auth: Record<string, string>, title: string) => post(t, '/api/post_property', auth, { ...postPropertyFields(categoryId, { title }), title_image: await photo() });
  const rowOf = (id: number) => t.db.selectFrom('properties').select(['user_id', 'request_status', 'title']).where('id', '=', id).executeTakeFirstOrThrow();

  it("posts as the company without a package or profile: approved, added_by 0, listed among the site's own", async () => {
    const posted = await postListing(admin.auth, 'Marina view flat by the site');
    expect(posted.statusCode, posted.body).toBe(200);
    const listing = posted.json().data[0];
    expect(await rowOf(listing.id)).toEqual({ user_id: null, request_status: 'approved', title: 'Marina view flat by the site' });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/get-property-list?slug_id=${listing.slug_id}` })).json().data[0];
    expect(detail).toMatchObject({ id: listing.id, added_by: 0 });
    const own = (await t.app.inject({ method: 'GET', url: '/api/get-added-properties?limit=50', headers: admin.auth })).json().data;
    expect(own.map((p: { id: number }) => p.id)).toContain(listing.id);
  });

  it("opens and edits another owner's pending listing by slug; it stays pending; a plain user cannot", async () => {
    const seller = await owner(t.db);
    const theirs = (await postListing(seller.auth, 'Pending villa of a seller')).json().data[0];
    await t.db.updateTable('properties').set({ request_status: 'pending' }).where('id', '=', theirs.id).execute();

    const opened = (await t.app.inject({ method: 'GET', url: `/api/get-added-properties?slug_id=${theirs.slug_id}&limit=1`, headers: admin.auth })).json().data;
    expect(opened.map((p: { id: number }) => p.id)).toEqual([theirs.id]);
    const edited = await post(t, '/api/update_post_property', admin.auth, { id: String(theirs.id), title: 'Pending villa, title fixed by the admin' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await rowOf(theirs.id)).toEqual({ user_id: seller.id, request_status: 'pending', title: 'Pending villa, title fixed by the admin' });

    const stranger = await owner(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/get-added-properties?slug_id=${theirs.slug_id}&limit=1`, headers: stranger.auth })).json().data).toEqual([]);
    expect((await post(t, '/api/update_post_property', stranger.auth, { id: String(theirs.id), title: 'Hijacked' })).statusCode).toBe(404);
    const staff = await createUserWithSession(t.db, { role: 'staff', permissions: ['properties.moderate'] });
    expect((await post(t, '/api/update_post_property', staff.auth, { id: String(theirs.id), title: 'Hijacked' })).statusCode).toBe(404);
    expect((await rowOf(theirs.id)).title).toBe('Pending villa, title fixed by the admin');
  });

  it("posts a project as the site and edits another owner's pending project, which stays pending", async () => {
    const projectFields = async (title: string) => ({
      title,
      description: 'Homes by the water.',
      category_id: String(categoryId),
      type: 'under_construction',
      location: 'Dubai Marina, Dubai',
      city: 'Dubai',
      state: 'Dubai',
      country: 'United Arab Emirates',
      latitude: '25.08',
      longitude: '55.14',
      image: await photo('cover.jpg'),
    });
    const projectRow = (id: number) => t.db.selectFrom('projects').select(['user_id', 'request_status', 'title']).where('id', '=', id).executeTakeFirstOrThrow();
    const ours = await post(t, '/api/post_project', admin.auth, await projectFields('Site tower'));
    expect(ours.statusCode, ours.body).toBe(200);
    expect(await projectRow(ours.json().data[0].id)).toEqual({ user_id: null, request_status: 'approved', title: 'Site tower' });

    const seller = await owner(t.db);
    const theirs = (await post(t, '/api/post_project', seller.auth, await projectFields('Seller tower'))).json().data[0];
    await t.db.updateTable('projects').set({ request_status: 'pending' }).where('id', '=', theirs.id).execute();
    const edited = await post(t, '/api/post_project', admin.auth, { id: String(theirs.id), title: 'Seller tower, fixed' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await projectRow(theirs.id)).toEqual({ user_id: seller.id, request_status: 'pending', title: 'Seller tower, fixed' });
    const stranger = await owner(t.db);
    expect((await post(t, '/api/post_project', stranger.auth, { id: String(theirs.id), title: 'Hijacked' })).statusCode).toBe(404);
  });
});
