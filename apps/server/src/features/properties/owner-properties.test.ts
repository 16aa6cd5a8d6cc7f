import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { LISTING_MSG } from '@abode/shared/schemas/listings';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createFacility, languageIdOf, promote, setSettings } from '../../test/factories.js';
import { expectRefused, footprint, jpeg, owner, pdf, photo, png, pngClaiming, post } from '../../test/listing-files.js';

describe.each(testDialects())('listings (owner side) on %s', (dialect) => {
  let t: TestApp;
  let category: Awaited<ReturnType<typeof createCategory>>;
  let facility: { id: number };
  let arabic: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    category = await createCategory(t.db, {
      parameters: [
        { name: 'Bedrooms', type: 'number', is_required: 1 },
        { name: 'Furnishing', type: 'dropdown', options: ['Furnished', 'Unfurnished'] },
        { name: 'Amenities', type: 'checkbox', options: ['Pool', 'Gym', 'Parking'] },
        { name: 'Floor plan', type: 'file' },
        { name: 'Notes', type: 'textarea' },
        { name: 'View', type: 'radiobutton', options: ['Sea', 'City'] },
        { name: 'Tower', type: 'textbox' },
      ],
    });
    facility = await createFacility(t.db, { name: 'Metro' });
    arabic = await languageIdOf(t.db, 'ar');
  });
  afterAll(() => t.close());

  async function fields() {
    const [bedrooms, furnishing, amenities, floorPlan, notes, view, tower] = category.parameterIds;
    return {
      title: 'Sea view flat in Marina',
      description: 'Two bedrooms, balcony, close to the tram.',
      category_id: String(category.id),
      property_type: '1',
      rentduration: 'Yearly',
      price: '120000',
      address: 'Marina Walk, Dubai Marina',
      client_address: 'Owner lives in JLT',
      city: 'Dubai',
      state: 'Dubai',
      country: 'United Arab Emirates',
      latitude: '25.08',
      longitude: '55.14',
      video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      meta_title: 'Marina flat for rent',
      meta_description: 'A bright two bedroom flat with a sea view, a balcony and a pool in Dubai Marina.',
      meta_keywords: 'marina, sea view, rent',
      title_image: await photo(),
      three_d_image: await photo('pano.jpg'),
      meta_image: await photo('meta.jpg'),
      'gallery_images[0]': await photo('g1.jpg'),
      'gallery_images[1]': { filename: 'g2.png', content: await png(), type: 'image/png' },
      'documents[0]': { filename: 'brochure.pdf', content: pdf(), type: 'application/pdf' },
      'parameters[0][parameter_id]': String(bedrooms),
      'parameters[0][value]': '2',
      'parameters[1][parameter_id]': String(furnishing),
      'parameters[1][value]': 'Furnished',
      'parameters[2][parameter_id]': String(amenities),
      'parameters[2][value]': 'Pool,Gym',
      'parameters[3][parameter_id]': String(floorPlan),
      'parameters[3][value]': { filename: 'plan.pdf', content: pdf(), type: 'application/pdf' },
      'parameters[4][parameter_id]': String(notes),
      'parameters[4][value]': 'Quiet floor',
      'parameters[5][parameter_id]': String(view),
      'parameters[5][value]': 'Sea',
      'parameters[6][parameter_id]': String(tower),
      'parameters[6][value]': 'Marina Gate 2',
      'facilities[0][facility_id]': String(facility.id),
      'facilities[0][distance]': '0.4',
      'translations[0][title][language_id]': String(arabic),
      'translations[0][title][value]': 'شقة بإطلالة على البحر',
      'translations[0][description][language_id]': String(arabic),
      'translations[0][description][value]': 'غرفتا نوم وشرفة',
    };
  }

  it('posts a property with every field and answers it in the full shape, pending review', async () => {
    const user = await owner(t.db);
    const res = await post(t, '/api/post_property', user.auth, await fields());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ error: false, message: LISTING_MSG.posted });
    const p = body.data[0];
    expect(p).toMatchObject({
      slug_id: 'sea-view-flat-in-marina',
      title: 'Sea view flat in Marina',
      description: 'Two bedrooms, balcony, close to the tram.',
      property_type: 'rent',
      rentduration: 'Yearly',
      price: 120000,
      address: 'Marina Walk, Dubai Marina',
      client_address: 'Owner lives in JLT',
      city: 'Dubai',
      state: 'Dubai',
      country: 'United Arab Emirates',
      latitude: '25.08',
      longitude: '55.14',
      video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      meta_title: 'Marina flat for rent',
      meta_keywords: 'marina, sea view, rent',
      request_status: 'pending',
      status: 1,
      added_by: user.id,
      reject_reason: '',
    });
    expect(p.title_image).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/images/properties/.+\\.webp$`));
    expect(p.three_d_image).toMatch(/\.webp$/);
    expect(p.meta_image).toMatch(/\.webp$/);
    expect(p.gallery).toHaveLength(2);
    expect(p.documents).toEqual([expect.objectContaining({ type: 'pdf', file_name: 'brochure.pdf', file: expect.stringMatching(/\/images\/documents\/.+\.pdf$/) })]);
    const values = Object.fromEntries(p.parameters.map((x: { name: string; value: unknown }) => [x.name, x.value]));
    expect(values).toMatchObject({ Bedrooms: '2', Furnishing: 'Furnished', Amenities: ['Pool', 'Gym'], Notes: 'Quiet floor', View: 'Sea', Tower: 'Marina Gate 2' });
    expect(values['Floor plan']).toMatch(/\/images\/parameters\/.+\.pdf$/);
    expect(p.assign_facilities).toEqual([expect.objectContaining({ facility_id: facility.id, distance: 0.4, name: 'Metro' })]);

    const inArabic = await t.app.inject({ method: 'GET', url: `/api/get-added-properties?id=${p.id}`, headers: { ...user.auth, 'content-language': 'ar' } });
    expect(inArabic.json().data[0]).toMatchObject({ translated_title: 'شقة بإطلالة على البحر', translated_description: 'غرفتا نوم وشرفة' });

    // not visible to others while pending
    const visitor = await t.app.inject({ method: 'GET', url: `/api/get_property?id=${p.id}` });
    expect(visitor.json().data).toEqual([]);
  });

  it('makes a free slug from the title and keeps it across edits', async () => {
    const user = await owner(t.db);
    const first = (await post(t, '/api/post_property', user.auth, await fields())).json().data[0];
    expect(first.slug_id).toMatch(/^sea-view-flat-in-marina-[0-9a-f]{6}$/);
    const edited = await post(t, '/api/update_post_property', user.auth, { id: String(first.id), title: 'Another title', price: '130000' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data[0]).toMatchObject({ slug_id: first.slug_id, title: 'Another title', price: 130000 });
    const taken = await post(t, '/api/update_post_property', user.auth, { id: String(first.id), slug_id: 'sea-view-flat-in-marina' });
    expect(taken.json()).toMatchObject({ error: true, message: LISTING_MSG.slugTaken });
  });

  const rules: [string, Record<string, string | null>, string][] = [
    ['title', { title: '' }, 'Title is required'],
    ['description', { description: null }, 'Description is required'],
    ['price', { price: '0' }, 'Price must be between 1 and 1000000000000'],
    ['huge price', { price: '2000000000000' }, 'Price must be between 1 and 1000000000000'],
    ['missing price', { price: null }, 'Price is required'],
    ['category', { category_id: null }, 'Category is required'],
    ['title image', { title_image: null }, 'Title image is required'],
    ['meta title', { meta_title: 'x'.repeat(61) }, 'Meta title must be at most 60 characters'],
    ['short meta description', { meta_description: 'too short' }, 'Meta description must be between 50 and 160 characters'],
    ['long meta description', { meta_description: 'y'.repeat(161) }, 'Meta description must be between 50 and 160 characters'],
    ['keywords', { meta_keywords: Array.from({ length: 11 }, (_, i) => `k${i}`).join(',') }, 'At most 10 meta keywords'],
    ['slug', { slug_id: 'Bad Slug!' }, 'Slug may contain only lowercase letters, digits and hyphens'],
    ['location', { city: null }, 'A chosen location needs city, state, country and formatted address'],
    ['address', { address: null }, 'A chosen location needs city, state, country and formatted address'],
    ['rent duration', { rentduration: null }, 'Rent duration is required for rent'],
    ['video', { video_link: 'https://vimeo.com/123' }, 'Video link must be a YouTube URL'],
    ['required parameter', { 'parameters[0][value]': null }, 'Bedrooms is required'],
    ['option', { 'parameters[1][value]': 'Half' }, 'Furnishing: "Half" is not one of its options'],
    ['translation language', { 'translations[0][title][language_id]': '99999' }, 'Language 99999 not found'],
  ];

  it.each(rules)('refuses a bad %s with its message and writes nothing', async (_name, change, message) => {
    const user = await owner(t.db);
    await expectRefused(t, '/api/post_property', user.auth, await fields(), change, message);
  });

  it('refuses bad pictures by content, quickly, and writes nothing', async () => {
    const user = await owner(t.db);
    const huge = pngClaiming(20_000, 20_000);
    const full = await jpeg(800, 600);
    const cases: [string, Buffer, number, RegExp][] = [
      ['html.png', Buffer.from('<!doctype html><html><body>hi</body></html>'), 400, /JPEG or PNG/],
      ['truncated.jpg', full.subarray(0, Math.floor(full.length / 2)), 400, /damaged/],
      ['tiny.jpg', await jpeg(100, 100), 400, /at least 120×120/],
      ['huge.png', huge, 400, /too large/],
    ];
    for (const [filename, content, status, message] of cases) {
      const before = await footprint(t);
      const res = await post(t, '/api/post_property', user.auth, { ...(await fields()), 'gallery_images[0]': { filename, content } });
      expect(res.statusCode, filename).toBe(status);
      expect(res.json().message, filename).toMatch(message);
      expect(await footprint(t), filename).toEqual(before);
    }
    // a PNG named .jpg is judged by its content and accepted
    const renamed = await post(t, '/api/post_property', user.auth, { ...(await fields()), title_image: { filename: 'really-a-png.jpg', content: await png() } });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('refuses a 50 MB upload with 413 and keeps no file', async () => {
    const user = await owner(t.db);
    const before = await footprint(t);
    const res = await post(t, '/api/post_property', user.auth, { ...(await fields()), 'gallery_images[0]': { filename: 'big.jpg', content: Buffer.alloc(50 * 1024 * 1024, 0xff) } });
    expect(res.statusCode).toBe(413);
    expect(await footprint(t)).toEqual(before);
  });

  it('gates adding on a complete profile and, when required, verification', async () => {
    const user = await owner(t.db);
    await t.db.updateTable('users').set({ address: null }).where('id', '=', user.id).execute();
    const incomplete = await post(t, '/api/post_property', user.auth, await fields());
    expect(incomplete.json()).toMatchObject({ error: true, message: MSG.profileIncomplete, redirect: '/user/profile' });

    const unverified = await owner(t.db);
    await setSettings(t.db, { verification_required_for_user: '1' });
    try {
      const res = await post(t, '/api/post_property', unverified.auth, await fields());
      expect(res.json()).toMatchObject({ error: true, message: MSG.verificationIncomplete });
      const verified = await owner(t.db, { verification_status: 'success' });
      expect((await post(t, '/api/post_property', verified.auth, await fields())).statusCode).toBe(200);
    } finally {
      await setSettings(t.db, { verification_required_for_user: '0' });
    }
  });

  it('approves at once with auto_approve, and sends edits back to review unless edits auto-approve', async () => {
    const user = await owner(t.db);
    await setSettings(t.db, { auto_approve: '1' });
    const created = (await post(t, '/api/post_property', user.auth, await fields())).json().data[0];
    await setSettings(t.db, { auto_approve: '0' });
    expect(created.request_status).toBe('approved');
    const edited = (await post(t, '/api/update_post_property', user.auth, { id: String(created.id), title: 'Edited' })).json().data[0];
    expect(edited.request_status).toBe('pending');

    await t.db.updateTable('properties').set({ request_status: 'approved' }).where('id', '=', created.id).execute();
    await setSettings(t.db, { auto_approve_edited_listings: '1' });
    const again = (await post(t, '/api/update_post_property', user.auth, { id: String(created.id), title: 'Edited again' })).json().data[0];
    await setSettings(t.db, { auto_approve_edited_listings: '0' });
    expect(again.request_status).toBe('approved');
  });

  it('keeps a live listing live through a price cut, a rise within the band and a typo fix; reviews a new title, place or a rise past the band', async () => {
    const user = await owner(t.db);
    const res = await post(t, '/api/post_property', user.auth, { ...(await fields()), title: 'Quiet family villa', price: '1000000' });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data[0];
    const approve = () => t.db.updateTable('properties').set({ request_status: 'approved' }).where('id', '=', created.id).execute();
    const edit = async (change: Record<string, string>) => {
      const res = await post(t, '/api/update_post_property', user.auth, { id: String(created.id), ...change });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data[0].request_status as string;
    };
    await approve();
    expect(await edit({ price: '900000' })).toBe('approved');
    expect(await edit({ price: '950000' })).toBe('approved');
    expect(await edit({ title: 'Quiet famly villa' })).toBe('approved');
    expect(await edit({ title: 'Quiet family villa with pool and sea views' })).toBe('pending');
    await approve();
    expect(await edit({ price: '2000000' })).toBe('pending');
    await approve();
    await setSettings(t.db, { edit_review_price_band: '150' });
    expect(await edit({ price: '4000000' })).toBe('approved');
    await setSettings(t.db, { edit_review_price_band: '10' });
    expect(await edit({ latitude: '25.3', longitude: '55.5', address: 'Corniche Road, Sharjah', city: 'Sharjah', state: 'Sharjah', country: 'United Arab Emirates' })).toBe('pending');
    // a pending or rejected listing is reviewed whatever the change
    expect(await edit({ price: '3000000' })).toBe('pending');
  });

  it('drops the old category’s parameters when the category changes', async () => {
    const user = await owner(t.db);
    const created = (await post(t, '/api/post_property', user.auth, await fields())).json().data[0];
    const plain = await createCategory(t.db, { parameters: [{ name: 'Plot size', type: 'number', is_required: 1 }] });
    const missing = await post(t, '/api/update_post_property', user.auth, { id: String(created.id), category_id: String(plain.id) });
    expect(missing.json()).toMatchObject({ error: true, message: 'Plot size is required' });
    const before = await footprint(t);
    const res = await post(t, '/api/update_post_property', user.auth, {
      id: String(created.id),
      category_id: String(plain.id),
      'parameters[0][parameter_id]': String(plain.parameterIds[0]),
      'parameters[0][value]': '500',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0].parameters.map((p: { name: string; value: string }) => [p.name, p.value])).toEqual([['Plot size', '500']]);
    // the floor plan file of the old category is gone too
    expect((await footprint(t)).files.length).toBe(before.files.length - 1);
  });

  it('approves listings of verified agents at once when that setting is on', async () => {
    const agent = await owner(t.db, { verification_status: 'success' });
    const plain = await owner(t.db);
    await setSettings(t.db, { auto_approve_verified_agents: '1' });
    try {
      expect((await post(t, '/api/post_property', agent.auth, await fields())).json().data[0].request_status).toBe('approved');
      expect((await post(t, '/api/post_property', plain.auth, await fields())).json().data[0].request_status).toBe('pending');
    } finally {
      await setSettings(t.db, { auto_approve_verified_agents: '0' });
    }
  });

  it('edits media: removes gallery images, documents and the 3D image, files included', async () => {
    const user = await owner(t.db);
    const created = (await post(t, '/api/post_property', user.auth, await fields())).json().data[0];
    const before = await footprint(t);
    const res = await post(t, '/api/update_post_property', user.auth, {
      id: String(created.id),
      remove_gallery_images: created.gallery.map((g: { id: number }) => g.id).join(','),
      remove_documents: String(created.documents[0].id),
      remove_three_d_image: '1',
      'gallery_images[0]': await photo('new.jpg'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data[0];
    expect(p.gallery).toHaveLength(1);
    expect(p.documents).toEqual([]);
    expect(p.three_d_image).toBe('');
    const after = await footprint(t);
    expect(after.rows.property_images).toBe(before.rows.property_images - 1);
    expect(after.files.length).toBeLessThan(before.files.length);
    for (const gone of created.gallery) expect(after.files.some((f) => f.endsWith(gone.image.split('/').pop()))).toBe(false);

    const other = await owner(t.db);
    const [left] = p.gallery;
    expect((await post(t, '/api/remove_post_images', other.auth, { id: String(left.id) })).statusCode).toBe(404);
    expect((await post(t, '/api/remove_post_images', user.auth, { id: String(left.id) })).statusCode).toBe(200);
    expect(await t.db.selectFrom('property_images').select('id').where('id', '=', left.id).executeTakeFirst()).toBeUndefined();
    expect((await footprint(t)).files.some((f) => f.endsWith(left.image.split('/').pop()))).toBe(false);
  });

  it('answers another user’s listing exactly like a missing one', async () => {
    const me = await owner(t.db);
    const other = await owner(t.db);
    const theirs = (await post(t, '/api/post_property', other.auth, await fields())).json().data[0];
    await t.db.updateTable('properties').set({ request_status: 'approved' }).where('id', '=', theirs.id).execute();
    const calls: [string, Record<string, string>][] = [
      ['/api/update_post_property', { title: 'Mine now' }],
      ['/api/update_post_property', { action_type: '1' }],
      ['/api/delete_property', {}],
      ['/api/update_property_status', { status: '3' }],
      ['/api/change-property-status', { status: '0' }],
    ];
    for (const [url, extra] of calls) {
      const key = url.includes('status') ? 'property_id' : 'id';
      const foreign = await post(t, url, me.auth, { [key]: String(theirs.id), ...extra });
      const missing = await post(t, url, me.auth, { [key]: '999999', ...extra });
      expect(foreign.statusCode, url).toBe(missing.statusCode);
      expect(foreign.json(), url).toEqual(missing.json());
      expect(foreign.statusCode, url).toBe(404);
    }
    const interested = await t.app.inject({ method: 'GET', url: `/api/get_interested_users?property_id=${theirs.id}`, headers: me.auth });
    expect(interested.statusCode).toBe(404);
    const row = await t.db.selectFrom('properties').select(['title', 'status', 'property_type']).where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Sea view flat in Marina', status: 1, property_type: 1 });
  });

  it('runs the status model: active switch only when approved, rented and back, sold listings locked', async () => {
    const user = await owner(t.db);
    const p = (await post(t, '/api/post_property', user.auth, await fields())).json().data[0];
    const off = await post(t, '/api/change-property-status', user.auth, { property_id: String(p.id), status: '0' });
    expect(off.json()).toMatchObject({ error: true, message: MSG.statusUpdateFailed });

    await t.db.updateTable('properties').set({ request_status: 'approved' }).where('id', '=', p.id).execute();
    expect((await post(t, '/api/change-property-status', user.auth, { property_id: String(p.id), status: '0' })).statusCode).toBe(200);
    const own = await t.app.inject({ method: 'GET', url: `/api/get-added-properties?id=${p.id}`, headers: user.auth });
    expect(own.json().data[0]).toMatchObject({ status: 0, request_status: 'approved' });
    await post(t, '/api/change-property-status', user.auth, { property_id: String(p.id), status: '1' });

    expect((await post(t, '/api/update_property_status', user.auth, { property_id: String(p.id), status: '2' })).json()).toMatchObject({ error: true, message: MSG.statusUpdateFailed });
    expect((await post(t, '/api/update_property_status', user.auth, { property_id: String(p.id), status: '3' })).statusCode).toBe(200);
    const locked = await post(t, '/api/update_post_property', user.auth, { id: String(p.id), title: 'Edit a rented one' });
    expect(locked.json()).toMatchObject({ error: true, message: LISTING_MSG.soldOrRentedLocked });
    expect((await post(t, '/api/update_property_status', user.auth, { property_id: String(p.id), status: '1' })).statusCode).toBe(200);
    const back = await t.app.inject({ method: 'GET', url: `/api/get-added-properties?id=${p.id}`, headers: user.auth });
    expect(back.json().data[0].property_type).toBe('rent');
  });

  it('lists the owner’s listings with filters, views, interested users and similar ones; deletes with files', async () => {
    const user = await owner(t.db);
    const fan = await owner(t.db);
    const a = (await post(t, '/api/post_property', user.auth, await fields())).json().data[0];
    const b = (await post(t, '/api/post_property', user.auth, await fields())).json().data[0];
    await t.db.updateTable('properties').set({ request_status: 'rejected', reject_reason: 'Blurry photos', total_click: 7 }).where('id', '=', b.id).execute();
    const shownAt = '2026-03-04T05:06:07.000Z';
    await t.db.insertInto('interests').values({ user_id: fan.id, property_id: a.id, created_at: shownAt }).execute();

    const list = (await t.app.inject({ method: 'GET', url: '/api/get-added-properties', headers: user.auth })).json();
    expect(list).toMatchObject({ error: false, total: 2, total_views: 7 });
    const rejected = (await t.app.inject({ method: 'GET', url: '/api/get-added-properties?request_status=rejected', headers: user.auth })).json();
    expect(rejected.data.map((p: { id: number }) => p.id)).toEqual([b.id]);
    expect(rejected.data[0].reject_reason).toBe('Blurry photos');
    const one = (await t.app.inject({ method: 'GET', url: `/api/get-added-properties?slug_id=${a.slug_id}`, headers: user.auth })).json();
    expect(one.data[0].interested_users).toEqual([expect.objectContaining({ id: fan.id })]);
    expect(one.similiar_properties.map((p: { id: number }) => p.id)).toEqual([b.id]);
    const interested = (await t.app.inject({ method: 'GET', url: `/api/get_interested_users?property_id=${a.id}`, headers: user.auth })).json();
    expect(interested).toMatchObject({ total: 1, data: [expect.objectContaining({ id: fan.id, mobile: '+971501234567', created_at: shownAt })] });

    await promote(t.db, { property_id: b.id });
    const promoted = (await t.app.inject({ method: 'GET', url: '/api/get-added-properties?is_promoted=1', headers: user.auth })).json();
    expect(promoted).toMatchObject({ total: 1, data: [expect.objectContaining({ id: b.id, advertisement_type: 'property', advertisement_status: 0, title: b.title })] });

    const before = await footprint(t);
    expect((await post(t, '/api/delete_property', user.auth, { id: String(a.id) })).statusCode).toBe(200);
    const after = await footprint(t);
    expect(after.rows.properties).toBe(before.rows.properties - 1);
    expect(after.files.length).toBeLessThan(before.files.length);
    expect(after.files.some((f) => f.includes(a.title_image.split('/').pop().replace('.webp', '')))).toBe(false);
  });
});
