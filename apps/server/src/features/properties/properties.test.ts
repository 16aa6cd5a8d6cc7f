import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import {
  createCategory,
  createFacility,
  createProject,
  createProperty,
  createUser,
  dates,
  loginAs,
  promote,
  setSettings,
  subscribeTo,
  translate,
} from '../../test/factories.js';

type Card = { id: number; [key: string]: unknown };
const ids = (list: Card[]) => list.map((p) => p.id);

describe.each(testDialects())('listings on %s', (dialect) => {
  let t: TestApp;
  let villas: Awaited<ReturnType<typeof createCategory>>;
  let flats: Awaited<ReturnType<typeof createCategory>>;
  let agent: { id: number; slug_id: string };
  let visitor: { id: number };
  let visitorAuth: { authorization: string };
  let agentAuth: { authorization: string };
  let metro: { id: number };
  const p: Record<string, { id: number; slug_id: string }> = {};

  const get = (url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, query, headers });
  const list = async (query: Record<string, string> = {}, headers: Record<string, string> = {}) => {
    const res = await get('get-property-list', query, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { error: boolean; data: Card[]; total?: number; message: string };
  };
  // Views are written in batches (ADR 028): each read here writes those gathered first.
  const clicks = async (id: number) => (await t.app.viewCounts.flush(), await t.db.selectFrom('properties').select('total_click').where('id', '=', id).executeTakeFirstOrThrow()).total_click;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await setSettings(t.db, { company_email: 'hello@abode.test', company_tel1: '+971 4 000 0000' });
    villas = await createCategory(t.db, {
      name: 'Villa',
      parameters: [
        { name: 'Bedrooms', type: 'number' },
        { name: 'Furnishing', type: 'dropdown', options: ['Furnished', 'Unfurnished'] },
        { name: 'Amenities', type: 'checkbox', options: ['Pool', 'Gym', 'Garden'] },
        { name: 'Floor plan', type: 'file' },
      ],
    });
    flats = await createCategory(t.db, { name: 'Apartment' });
    metro = await createFacility(t.db, { name: 'Metro' });
    agent = await createUser(t.db, { name: 'Omar Agent', is_agent: 1, verification_status: 'success', mobile: '501234567', country_code: '+971', profile: 'profiles/omar.webp' });
    visitor = await createUser(t.db, { city: 'Dubai' });
    // the visitor may open premium listings (Palm Villa is one)
    await subscribeTo(t.db, visitor.id, 'premium_properties');
    visitorAuth = (await loginAs(t.db, visitor.id)).auth;
    agentAuth = (await loginAs(t.db, agent.id)).auth;
    const [bedrooms, furnishing, amenities, plan] = villas.parameterIds as [number, number, number, number];

    p.palm = await createProperty(t.db, {
      category_id: villas.id,
      user_id: agent.id,
      title: 'Palm Villa',
      description: 'Sea views from every room.',
      price: 12_500_000_00,
      city: 'Dubai',
      address: 'Frond K, Palm Jumeirah',
      created_at: dates.daysAgo(40),
      total_click: 50,
      total_favourites: 1,
      is_premium: 1,
      images: 3,
      documents: 1,
      parameters: [
        { parameter_id: furnishing, value: 'Furnished' },
        { parameter_id: bedrooms, value: '5' },
        { parameter_id: amenities, value: JSON.stringify(['Pool', 'Garden']) },
        { parameter_id: plan, value: 'plans/palm.pdf' },
      ],
      facilities: [{ facility_id: metro.id, distance: 2.5 }],
    });
    p.marina = await createProperty(t.db, { category_id: flats.id, title: 'Marina Flat', price: 1_800_000_00, city: 'Dubai', created_at: dates.daysAgo(3), total_click: 10, total_favourites: 9 });
    p.rent = await createProperty(t.db, {
      category_id: flats.id,
      user_id: agent.id,
      title: 'Sharjah Rental',
      property_type: 1,
      rentduration: 'yearly',
      price: 65_000_00,
      city: 'Sharjah',
      state: 'Sharjah',
      created_at: dates.daysAgo(0.5),
      total_click: 30,
    });
    p.promoted = await createProperty(t.db, { category_id: villas.id, title: 'Promoted Townhouse', price: 3_000_000_00, city: 'Abu Dhabi', created_at: dates.daysAgo(100) });
    await promote(t.db, { property_id: p.promoted.id });
    p.expiredAd = await createProperty(t.db, { category_id: villas.id, title: 'Old Ad Villa', city: 'Ajman', created_at: dates.daysAgo(200) });
    await promote(t.db, { property_id: p.expiredAd.id }, { end_date: dates.daysAgo(1) });
    // not visible to visitors
    p.pending = await createProperty(t.db, { category_id: villas.id, user_id: agent.id, title: 'Pending Villa', request_status: 'pending' });
    p.off = await createProperty(t.db, { category_id: villas.id, title: 'Switched Off', status: 0 });
    p.expired = await createProperty(t.db, { category_id: villas.id, title: 'Expired Listing', expires_at: dates.daysAgo(1) });

    await t.db.insertInto('favourites').values({ user_id: visitor.id, property_id: p.palm.id }).execute();
    await t.db.insertInto('interests').values({ user_id: visitor.id, property_id: p.palm.id }).execute();
    await translate(t.db, 'property', p.palm.id, 'title', 'فيلا النخلة');
    await translate(t.db, 'parameter', furnishing, 'type_values', JSON.stringify(['مفروش', 'غير مفروش']));
    await translate(t.db, 'category', villas.id, 'category', 'فيلا');
    await createProject(t.db, { category_id: villas.id, user_id: agent.id });
  });
  afterAll(() => t.close());

  describe('get-property-list', () => {
    it('answers visible listings as cards, promoted first then newest, with total', async () => {
      const body = await list();
      expect(body.error).toBe(false);
      expect(body.total).toBe(5);
      expect(ids(body.data)).toEqual([p.promoted!.id, p.rent!.id, p.marina!.id, p.palm!.id, p.expiredAd!.id]);
      const card = body.data.find((c) => c.id === p.palm!.id)!;
      expect(card).toMatchObject({
        slug_id: p.palm!.slug_id,
        category_id: villas.id,
        category: { id: villas.id, category: 'Villa', slug_id: villas.slug_id, image: '', translated_name: 'Villa' },
        title: 'Palm Villa',
        title_image: `${TEST_PUBLIC_URL}/images/properties/${p.palm!.slug_id}.webp`,
        price: 12_500_000,
        property_type: 'sell',
        rentduration: 'Monthly',
        city: 'Dubai',
        latitude: '25.08',
        longitude: '55.14',
        is_premium: true,
        promoted: false,
        added_by: agent.id,
        is_verified: true,
        is_favourite: 0,
        posted_on: '1 month ago',
      });
      // a card's facts: numbers and single choices, no files, free text or option lists (read on the listing itself, issue #19)
      expect((card.parameters as { name: string }[]).map((x) => x.name)).toEqual(['Bedrooms', 'Furnishing']);
      // cards carry the lighter parameter: value and names, no option lists or translation rows
      expect((card.parameters as object[])[1]).toEqual({
        id: villas.parameterIds[1],
        name: 'Furnishing',
        image: '',
        is_required: 0,
        type_of_parameter: 'dropdown',
        value: 'Furnished',
        translated_name: 'Furnishing',
        translated_option_value: 'Furnished',
      });
      expect(body.data.find((c) => c.id === p.promoted!.id)).toMatchObject({ promoted: true });
      expect(body.data.find((c) => c.id === p.rent!.id)).toMatchObject({ property_type: 'rent', rentduration: 'Yearly', price: 65_000 });
    });

    it('marks cards of verified agents and of the company as verified, not those of other owners', async () => {
      const owner = await createUser(t.db, { name: 'Unverified Owner', verification_status: 'pending' });
      const own = await createProperty(t.db, { category_id: flats.id, user_id: owner.id, title: 'Unverified Flat' });
      try {
        const cards = (await list({ limit: '50' })).data;
        expect(cards.find((c) => c.id === own.id)).toMatchObject({ added_by: owner.id, is_verified: false });
        expect(cards.find((c) => c.id === p.rent!.id)).toMatchObject({ added_by: agent.id, is_verified: true });
        expect(cards.find((c) => c.id === p.marina!.id)).toMatchObject({ added_by: 0, is_verified: true });
      } finally {
        await t.db.deleteFrom('properties').where('id', '=', own.id).execute();
      }
    });

    it('filters by type, category, place, price, age and search', async () => {
      expect(ids((await list({ property_type: '1' })).data)).toEqual([p.rent!.id]);
      expect(ids((await list({ property_type: 'rent' })).data)).toEqual([p.rent!.id]);
      expect(ids((await list({ category_id: String(flats.id) })).data)).toEqual([p.rent!.id, p.marina!.id]);
      expect(ids((await list({ category_slug_id: flats.slug_id })).data)).toEqual([p.rent!.id, p.marina!.id]);
      expect(ids((await list({ city: 'dubai' })).data)).toEqual([p.marina!.id, p.palm!.id]);
      expect(ids((await list({ state: 'Sharjah' })).data)).toEqual([p.rent!.id]);
      expect(ids((await list({ min_price: '1800000', max_price: '3000000' })).data)).toEqual([p.promoted!.id, p.marina!.id]);
      expect(ids((await list({ max_price: '65000.00' })).data)).toEqual([p.rent!.id]);
      expect(ids((await list({ posted_since: '0' })).data)).toEqual([p.rent!.id, p.marina!.id]);
      expect(ids((await list({ posted_since: '1' })).data)).toEqual([p.rent!.id]);
      expect(ids((await list({ search: 'PALM' })).data)).toEqual([p.palm!.id]);
      expect(ids((await list({ search: 'frond k' })).data)).toEqual([p.palm!.id]);
      expect(ids((await list({ search: '100%' })).data)).toEqual([]);
      expect(ids((await list({ promoted: '1' })).data)).toEqual([p.promoted!.id]);
    });

    it('orders promoted first, then by views or likes when asked, and pages', async () => {
      expect(ids((await list({ most_viewed: '1' })).data).slice(0, 4)).toEqual([p.promoted!.id, p.palm!.id, p.rent!.id, p.marina!.id]);
      expect(ids((await list({ most_liked: '1' })).data).slice(0, 3)).toEqual([p.promoted!.id, p.marina!.id, p.palm!.id]);
      const page = await list({ offset: '1', limit: '2' });
      expect(ids(page.data)).toEqual([p.rent!.id, p.marina!.id]);
      expect(page.total).toBe(5);
      expect(await list({ city: 'Atlantis' })).toMatchObject({ error: false, message: 'No Data Found', data: [] });
    });

    it('marks the caller’s favourites and treats bad tokens as anonymous', async () => {
      const mine = await list({ city: 'Dubai' }, visitorAuth);
      expect(mine.data.find((c) => c.id === p.palm!.id)).toMatchObject({ is_favourite: 1 });
      for (const authorization of ['Bearer undefined', 'Bearer garbage-token']) {
        const anonymous = await list({ city: 'Dubai' }, { authorization });
        expect(anonymous.data.find((c) => c.id === p.palm!.id)).toMatchObject({ is_favourite: 0 });
      }
    });

    it('refuses bad filters with clear messages', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ property_type: '7' }, 'property_type must be 0, 1, 2 or 3'],
        [{ min_price: 'cheap' }, 'min_price must be a number'],
        [{ max_price: '-1' }, 'max_price must be 0 or more'],
        [{ posted_since: '9' }, 'posted_since must be between 0 and 4'],
        [{ category_id: 'villa' }, 'category_id must be a whole number'],
        [{ most_viewed: 'yes' }, 'most_viewed must be 0 or 1'],
        [{ search: 's'.repeat(300) }, 'search must be at most 200 characters'],
      ];
      for (const [query, message] of cases) {
        const res = await get('get-property-list', query);
        expect(res.statusCode, message).toBe(400);
        expect(res.json()).toMatchObject({ error: true, message });
      }
    });
  });

  describe('get_property', () => {
    it('answers the full listing by slug with every contract field and type', async () => {
      const res = await get('get_property', { slug_id: p.palm!.slug_id }, visitorAuth);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ error: false, total: 1 });
      expect(body.data).toHaveLength(1);
      const full = body.data[0];
      const url = (key: string) => `${TEST_PUBLIC_URL}/images/${key}`;
      expect(full).toMatchObject({
        id: p.palm!.id,
        slug_id: p.palm!.slug_id,
        title: 'Palm Villa',
        description: 'Sea views from every room.',
        address: 'Frond K, Palm Jumeirah',
        client_address: '',
        price: 12_500_000,
        property_type: 'sell',
        rentduration: 'Monthly',
        title_image: url(`properties/${p.palm!.slug_id}.webp`),
        title_image_hash: expect.stringMatching(/^data:image\/webp/),
        three_d_image: '',
        meta_image: url(`properties/${p.palm!.slug_id}.webp`),
        meta_title: 'Palm Villa',
        meta_description: 'Sea views from every room.',
        meta_keywords: '',
        video_link: '',
        latitude: '25.08',
        longitude: '55.14',
        status: 1,
        request_status: 'approved',
        total_view: expect.any(Number),
        posted_on: '1 month ago',
        added_by: agent.id,
        customer_name: 'Omar Agent',
        customer_id: agent.id,
        customer_slug_id: agent.slug_id,
        mobile: '+971501234567',
        profile: url('profiles/omar.webp'),
        customer_total_properties: 2,
        customer_total_projects: 1,
        is_admin: false,
        is_verified: true,
        is_premium: true,
        promoted: false,
        is_favourite: 1,
        is_interested: 1,
        favourite_users: [],
        interested_users: [],
        total_favourite_users: 1,
        total_interested_users: 1,
        is_reported: 0,
        inquiry: true,
        is_interest_available: true,
        is_report_available: true,
        is_blocked_by_me: 0,
        is_blocked_by_user: 0,
        is_appointment_available: false,
        translated_title: 'Palm Villa',
        translations: [expect.objectContaining({ key: 'title', value: 'فيلا النخلة' })],
      });
      expect(full).not.toHaveProperty('advertisement');
      expect(full.gallery).toHaveLength(3);
      expect(full.gallery[0]).toEqual({ id: expect.any(Number), image: `properties/${p.palm!.slug_id}-g0.webp`, image_url: url(`properties/${p.palm!.slug_id}-g0.webp`), placeholder: '' });
      expect(full.documents).toEqual([
        { id: expect.any(Number), property_id: p.palm!.id, type: 'pdf', file_name: 'brochure-0.pdf', file: url(`documents/${p.palm!.slug_id}-0.pdf`) },
      ]);
      expect(full.assign_facilities).toEqual([
        expect.objectContaining({ property_id: p.palm!.id, facility_id: metro.id, distance: 2.5, name: 'Metro', image: '', translated_name: 'Metro', translations: [] }),
      ]);
      const parameters = Object.fromEntries(full.parameters.map((x: { name: string; value: unknown }) => [x.name, x.value]));
      expect(parameters).toEqual({ Bedrooms: '5', Furnishing: 'Furnished', Amenities: ['Pool', 'Garden'], 'Floor plan': url('plans/palm.pdf') });
      expect(full.parameters[1]).toMatchObject({ type_of_parameter: 'dropdown', type_values: ['Furnished', 'Unfurnished'], is_required: 0 });
      expect(body.similar_properties.map((x: Card) => x.id)).toEqual([p.promoted!.id, p.expiredAd!.id]);
      // similar listings are cards: what a card shows, not a whole listing (issue #19)
      expect(body.similar_properties[0]).toMatchObject({ id: p.promoted!.id, title_image: expect.any(String), parameters: expect.any(Array), is_favourite: 0 });
      expect(body.similar_properties[0]).not.toHaveProperty('gallery');
    });

    it('translates for Content-Language, including chosen options', async () => {
      const full = (await get('get_property', { id: String(p.palm!.id) }, { ...visitorAuth, 'content-language': 'ar' })).json().data[0];
      expect(full.title).toBe('Palm Villa');
      expect(full.translated_title).toBe('فيلا النخلة');
      expect(full.category.translated_name).toBe('فيلا');
      const furnishing = full.parameters.find((x: { name: string }) => x.name === 'Furnishing');
      expect(furnishing.translated_option_value).toBe('مفروش');
      expect(furnishing.translated_value).toEqual([{ language_id: expect.any(Number), value: 'مفروش' }]);
    });

    it('answers admin listings with the company as owner', async () => {
      const full = (await get('get_property', { slug_id: p.marina!.slug_id })).json().data[0];
      expect(full).toMatchObject({
        added_by: 0,
        customer_id: 0,
        customer_name: 'Admin',
        email: 'hello@abode.test',
        mobile: '+971 4 000 0000',
        is_admin: true,
        is_favourite: 0,
        is_interested: 0,
      });
    });

    it('shows who favourited only to the owner', async () => {
      const full = (await get('get_property', { slug_id: p.palm!.slug_id }, agentAuth)).json().data[0];
      expect(full.favourite_users).toEqual([visitor.id]);
      expect(full.interested_users).toEqual([visitor.id]);
    });

    it('counts a view once per viewer and day, not for metadata reads, the owner or an admin', async () => {
      const id = p.rent!.id;
      const start = await clicks(id);
      await get('get_property', { id: String(id) }, { ...visitorAuth });
      await get('get_property', { id: String(id) }, { ...visitorAuth });
      expect(await clicks(id)).toBe(start + 1);
      // an anonymous visitor is another viewer; the same address and browser count once
      const anonymous = { 'user-agent': 'test-browser/1.0' };
      await get('get_property', { id: String(id) }, anonymous);
      await get('get_property', { id: String(id) }, anonymous);
      expect(await clicks(id)).toBe(start + 2);
      await get('get_property', { id: String(id), with_seo: '1' }, { 'user-agent': 'crawler' });
      await get('get_property', { id: String(id) }, agentAuth);
      // nor an admin's (issue #19)
      const admin = await createUser(t.db, { role: 'admin' });
      await get('get_property', { id: String(id) }, (await loginAs(t.db, admin.id)).auth);
      expect(await clicks(id)).toBe(start + 2);
      const views = await t.db.selectFrom('property_views').select((eb) => eb.fn.countAll<number>().as('n')).where('property_id', '=', id).executeTakeFirstOrThrow();
      expect(Number(views.n)).toBe(2);
    });

    it('answers a missing or hidden slug with error:false and [], but the owner sees their own', async () => {
      for (const slug of ['no-such-listing', p.pending!.slug_id, p.off!.slug_id, p.expired!.slug_id]) {
        const body = (await get('get_property', { slug_id: slug }, visitorAuth)).json();
        expect(body, slug).toMatchObject({ error: false, data: [] });
      }
      const own = (await get('get_property', { slug_id: p.pending!.slug_id }, agentAuth)).json();
      expect(own.data[0]).toMatchObject({ id: p.pending!.id, request_status: 'pending' });
    });

    it('refuses a premium listing to visitors without the premium_properties feature, not to its owner', async () => {
      const refused = { error: true, message: 'Cannot Access Premium Property, Feature Not Available', key: 'premiumPropertyLocked' };
      const clicksBefore = await clicks(p.palm!.id);
      const anonymous = await get('get_property', { slug_id: p.palm!.slug_id });
      expect(anonymous.statusCode).toBe(400);
      expect(anonymous.json()).toMatchObject(refused);
      // the teaser: enough for the page to show the listing's face and stay indexable, nothing more
      expect(anonymous.json().teaser).toMatchObject({ id: p.palm!.id, slug_id: p.palm!.slug_id, title: 'Palm Villa', city: expect.any(String) });
      expect(Object.keys(anonymous.json().teaser)).not.toContain('description');
      const plain = await createUser(t.db);
      const lapsed = await createUser(t.db);
      await subscribeTo(t.db, lapsed.id, 'premium_properties', false);
      // a running package without the feature does not open it either
      await subscribeTo(t.db, plain.id, 'mortgage_calculator_detail');
      for (const user of [plain, lapsed]) {
        const res = await get('get_property', { id: String(p.palm!.id) }, (await loginAs(t.db, user.id)).auth);
        expect(res.statusCode, `user ${user.id}`).toBe(400);
        expect(res.json()).toMatchObject(refused);
      }
      // a refused read is not a view
      expect(await clicks(p.palm!.id)).toBe(clicksBefore);
      expect((await get('get_property', { slug_id: p.palm!.slug_id }, agentAuth)).json().data[0]).toMatchObject({ id: p.palm!.id, is_premium: true });
      expect((await get('get_property', { slug_id: p.palm!.slug_id }, visitorAuth)).json().data[0]).toMatchObject({ id: p.palm!.id, is_premium: true });
      // other listings stay open to everyone
      expect((await get('get_property', { slug_id: p.marina!.slug_id })).json().data[0]).toMatchObject({ id: p.marina!.id, is_premium: false });
    });

    it('lists full listings with the same filters when no id or slug is given', async () => {
      const body = (await get('get_property', { city: 'Dubai', limit: '1' })).json();
      expect(body.total).toBe(2);
      expect(ids(body.data)).toEqual([p.marina!.id]);
      expect(body.data[0]).toHaveProperty('gallery');
      expect(body).not.toHaveProperty('similar_properties');
      expect(ids((await get('get_property', { top_rated: '1', limit: '2' })).json().data)).toEqual([p.promoted!.id, p.palm!.id]);
      expect(ids((await get('get_property', { userid: String(agent.id) })).json().data)).toEqual([p.rent!.id, p.palm!.id]);
    });

    it('answers promoted listings with their advertisement', async () => {
      const full = (await get('get_property', { id: String(p.promoted!.id) })).json().data[0];
      expect(full.promoted).toBe(true);
      expect(full.advertisement).toEqual({ id: expect.any(Number), status: 0, start_date: expect.any(String), end_date: expect.any(String) });
    });
  });

  describe('transport', () => {
    it('answers CORS preflights for calls that carry Authorization', async () => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/get_property',
        headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,content-language' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://app.example.com');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('content-language');
      expect(String(res.headers['access-control-allow-methods'])).toContain('GET');
    });

    it('answers a call that needs a login with 401 and the contract message', async () => {
      const res = await get('get-user-data');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: true, message: 'User is not authenticated' });
    });
  });
});

describe.each(testDialects())('failures on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers a database failure with 500 and no SQL or stack in the body', async () => {
    await sql`drop table property_views`.execute(t.db);
    await sql`drop table property_images`.execute(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/get_property', query: { limit: '5' } });
    const category = await createCategory(t.db);
    await createProperty(t.db, { category_id: category.id });
    const broken = await t.app.inject({ method: 'GET', url: '/api/get_property', query: { limit: '5' } });
    expect(res.statusCode).toBe(200);
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ error: true, message: 'Something Went Wrong', code: 500 });
    expect(broken.body).not.toMatch(/select|property_images|sqlite|relation|at /i);
  });
});
