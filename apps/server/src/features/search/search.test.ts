import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createFacility, createProperty, createUser, dates, loginAs, promote } from '../../test/factories.js';

type Card = { id: number };
type Envelope<T> = { error: boolean; message: string; data: T; total?: number };

/** Id lists each target answered, per query, compared once all have run. */
const answers = new Map<string, Map<string, number[]>>();
/** Each dialect, and SQLite again with its search reads in worker threads (ADR 011). */
const WORKERS = 'sqlite with read workers';
const targets = [...testDialects().map((dialect) => ({ name: dialect, dialect, readWorkers: 0 })), { name: WORKERS, dialect: 'sqlite' as const, readWorkers: 2 }];

describe.each(targets)('search on $name', ({ name, dialect, readWorkers }) => {
  let t: TestApp;
  let villas: Awaited<ReturnType<typeof createCategory>>;
  let flats: Awaited<ReturnType<typeof createCategory>>;
  let metro: { id: number };
  let beach: { id: number };
  let owner: { id: number };
  let ownerAuth: { authorization: string };
  const p: Record<string, { id: number; slug_id: string }> = {};
  const seen = new Map<string, number[]>();
  answers.set(name, seen);

  const get = (url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, query, headers });
  /** Ids of get-property-list, recorded for the cross-dialect comparison. */
  const listIds = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await get('get-property-list', { limit: '100', ...query }, headers);
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json() as Envelope<Card[]>).data.map((c) => c.id);
    seen.set(JSON.stringify(query), found);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { readWorkers });
    villas = await createCategory(t.db, { name: 'Villa', parameters: [{ name: 'Bedrooms', type: 'number' }] });
    flats = await createCategory(t.db, { name: 'Apartment' });
    metro = await createFacility(t.db, { name: 'Metro' });
    beach = await createFacility(t.db, { name: 'Beach' });
    owner = await createUser(t.db, { name: 'Owner' });
    ownerAuth = (await loginAs(t.db, owner.id)).auth;
    const [bedrooms] = villas.parameterIds as [number];

    // Dubai Marina / JBR, Downtown, Abu Dhabi and Sharjah
    p.marinaVilla = await createProperty(t.db, {
      category_id: villas.id,
      title: 'Marina Villa with pool',
      description: 'Quiet waterfront home',
      address: 'Marina Walk',
      city: 'Dubai',
      latitude: 25.08,
      longitude: 55.14,
      price: 9_000_000_00,
      created_at: dates.daysAgo(2),
      total_click: 5,
      parameters: [{ parameter_id: bedrooms, value: '4' }],
      facilities: [
        { facility_id: metro.id, distance: 1.5 },
        { facility_id: beach.id, distance: 0.2 },
      ],
    });
    p.marinaFlat = await createProperty(t.db, {
      category_id: flats.id,
      user_id: owner.id,
      title: 'Sea view flat',
      address: 'JBR The Walk',
      city: 'Dubai',
      latitude: 25.081,
      longitude: 55.141,
      price: 2_000_000_00,
      created_at: dates.daysAgo(10),
      total_click: 40,
      total_favourites: 7,
      facilities: [{ facility_id: metro.id, distance: 4 }],
    });
    p.downtown = await createProperty(t.db, {
      category_id: flats.id,
      title: 'Downtown apartment',
      description: 'Burj views, near the metro',
      city: 'Dubai',
      latitude: 25.197,
      longitude: 55.274,
      price: 3_500_000_00,
      created_at: dates.daysAgo(40),
      parameters: [{ parameter_id: bedrooms, value: '2' }],
    });
    p.abuDhabi = await createProperty(t.db, {
      category_id: villas.id,
      title: 'فيلا على البحر',
      description: 'Corniche family villa',
      city: 'Abu Dhabi',
      latitude: 24.47,
      longitude: 54.37,
      price: 6_000_000_00,
      property_type: 1,
      rentduration: 'yearly',
      created_at: dates.daysAgo(100),
    });
    p.sharjah = await createProperty(t.db, {
      category_id: flats.id,
      user_id: owner.id,
      title: 'Sharjah studio',
      city: 'Sharjah',
      latitude: 25.34,
      longitude: 55.42,
      price: 400_000_00,
      created_at: dates.daysAgo(1),
    });
    await promote(t.db, { property_id: p.sharjah.id });
    await t.db.updateTable('advertisements').set({ user_id: owner.id }).where('property_id', '=', p.sharjah.id).execute();
    p.hidden = await createProperty(t.db, { category_id: villas.id, title: 'Marina pending villa', city: 'Dubai', latitude: 25.08, longitude: 55.14, request_status: 'pending' });
  });
  afterAll(() => t.close());

  describe('full text', () => {
    it('matches title, description, address, city and category name, the last word as a prefix', async () => {
      expect(await listIds({ search: 'pool' })).toEqual([p.marinaVilla!.id]);
      expect(await listIds({ search: 'waterfront' })).toEqual([p.marinaVilla!.id]);
      expect(await listIds({ search: 'jbr walk' })).toEqual([p.marinaFlat!.id]);
      expect(await listIds({ search: 'sharjah' })).toEqual([p.sharjah!.id]);
      expect(await listIds({ search: 'apartment' })).toEqual([p.sharjah!.id, p.marinaFlat!.id, p.downtown!.id]);
      expect(await listIds({ search: 'waterf' })).toEqual([p.marinaVilla!.id]);
      expect(await listIds({ search: 'QUIET water' })).toEqual([p.marinaVilla!.id]);
      expect(await listIds({ search: 'quiet sea' })).toEqual([]);
      expect(await listIds({ search: 'البحر' })).toEqual([p.abuDhabi!.id]);
      expect(await listIds({ search: 'فيل' })).toEqual([p.abuDhabi!.id]);
    });

    it('treats operators and punctuation as plain text', async () => {
      expect(await listIds({ search: 'pool OR "sea' })).toEqual([]);
      expect(await listIds({ search: 'sea*) & view:' })).toEqual([p.marinaFlat!.id]);
      expect(await listIds({ search: '!!!' })).toHaveLength(5);
    });

    it('follows writes to listings and categories through the database triggers', async () => {
      const extra = await createProperty(t.db, { category_id: flats.id, title: 'Skyline loft', city: 'Dubai', latitude: 25.2, longitude: 55.27 });
      expect(await listIds({ search: 'skyline' })).toEqual([extra.id]);
      await t.db.updateTable('properties').set({ title: 'Duplex loft' }).where('id', '=', extra.id).execute();
      expect(await listIds({ search: 'skyline' })).toEqual([]);
      expect(await listIds({ search: 'duplex' })).toEqual([extra.id]);
      await t.db.updateTable('categories').set({ category: 'Residence' }).where('id', '=', flats.id).execute();
      expect(await listIds({ search: 'residence loft' })).toEqual([extra.id]);
      await t.db.updateTable('categories').set({ category: 'Apartment' }).where('id', '=', flats.id).execute();
      await t.db.updateTable('properties').set({ latitude: 10, longitude: 10 }).where('id', '=', extra.id).execute();
      expect(await listIds({ search: 'duplex' })).toEqual([extra.id]);
      await t.db.deleteFrom('properties').where('id', '=', extra.id).execute();
      expect(await listIds({ search: 'duplex' })).toEqual([]);
    });

    it('moves the search version on listing writes, not on view or favourite counts', async () => {
      const version = async () => Number((await t.db.selectFrom('search_state').select('version').executeTakeFirstOrThrow()).version);
      const before = await version();
      await t.db.updateTable('properties').set({ total_click: 99, total_favourites: 3 }).where('id', '=', p.downtown!.id).execute();
      expect(await version()).toBe(before);
      await t.db.updateTable('properties').set({ price: 3_600_000_00 }).where('id', '=', p.downtown!.id).execute();
      expect(await version()).toBeGreaterThan(before);
      await t.db.updateTable('properties').set({ price: 3_500_000_00, total_click: 0, total_favourites: 0 }).where('id', '=', p.downtown!.id).execute();
    });

    it('keeps the search version while a listing no visitor can see is written, and moves it when one is approved', async () => {
      const version = async () => Number((await t.db.selectFrom('search_state').select('version').executeTakeFirstOrThrow()).version);
      const before = await version();
      const pending = await createProperty(t.db, { category_id: flats.id, title: 'Awaiting review', request_status: 'pending' });
      await t.db.updateTable('properties').set({ price: 12_000_00 }).where('id', '=', pending.id).execute();
      await t.db.insertInto('property_facilities').values({ property_id: pending.id, facility_id: metro.id, distance: 1 }).execute();
      expect(await version()).toBe(before);
      await t.db.updateTable('properties').set({ request_status: 'approved' }).where('id', '=', pending.id).execute();
      const approved = await version();
      expect(approved).toBeGreaterThan(before);
      await t.db.deleteFrom('property_facilities').where('property_id', '=', pending.id).execute();
      expect(await version()).toBeGreaterThan(approved);
      const afterFacility = await version();
      await t.db.deleteFrom('properties').where('id', '=', pending.id).execute();
      expect(await version()).toBeGreaterThan(afterFacility);
    });
  });

  describe('flat filters', () => {
    it('filters by parameter, facilities within a distance and price range', async () => {
      const [bedrooms] = villas.parameterIds as [number];
      expect(await listIds({ parameter_id: String(bedrooms) })).toEqual([p.marinaVilla!.id, p.downtown!.id]);
      expect(await listIds({ parameter_id: String(bedrooms), parameter_value: '2' })).toEqual([p.downtown!.id]);
      expect(await listIds({ outdoor_facilitiy_ids: `${metro.id}` })).toEqual([p.marinaVilla!.id, p.marinaFlat!.id]);
      expect(await listIds({ outdoor_facilitiy_ids: `${metro.id},${beach.id}` })).toEqual([p.marinaVilla!.id]);
      expect(await listIds({ outdoor_facilitiy_ids: `${metro.id}`, max_distance: '2' })).toEqual([p.marinaVilla!.id]);
      expect(await listIds({ price_range: '1000000,4000000' })).toEqual([p.marinaFlat!.id, p.downtown!.id]);
      expect(await listIds({ price_range: '5000000,' })).toEqual([p.marinaVilla!.id, p.abuDhabi!.id]);
    });

    it('keeps a list to a map box, edges included', async () => {
      expect(await listIds({ bounds: '25.0,55.0,25.1,55.2' })).toEqual([p.marinaVilla!.id, p.marinaFlat!.id]);
      expect(await listIds({ bounds: '25.08,55.14,25.08,55.14' })).toEqual([p.marinaVilla!.id]);
      expect(await listIds({ bounds: '24,54,26,56', search: 'burj' })).toEqual([p.downtown!.id]);
      expect((await get('get-property-list', { bounds: '-90,-180,90,180' })).statusCode).toBe(400);
    });

    it('keeps a chosen order as chosen; without one (the contract lists) running promotions come first', async () => {
      const all = [p.marinaVilla!.id, p.marinaFlat!.id, p.downtown!.id, p.abuDhabi!.id];
      expect(await listIds({ sort_by: 'price_asc' })).toEqual([p.sharjah!.id, p.marinaFlat!.id, p.downtown!.id, p.abuDhabi!.id, p.marinaVilla!.id]);
      expect(await listIds({ sort_by: 'price_desc' })).toEqual([p.marinaVilla!.id, p.abuDhabi!.id, p.downtown!.id, p.marinaFlat!.id, p.sharjah!.id]);
      expect(await listIds({ sort_by: 'newest' })).toEqual([p.sharjah!.id, ...all]);
      expect((await listIds({ sort_by: 'most_viewed' })).slice(0, 2)).toEqual([p.marinaFlat!.id, p.marinaVilla!.id]);
      expect((await listIds({ sort_by: 'most_liked' })).slice(0, 1)).toEqual([p.marinaFlat!.id]);
      // the promoted Sharjah flat has the fewest views, but leads the contract's most-viewed list
      expect((await listIds({ most_viewed: '1' })).slice(0, 3)).toEqual([p.sharjah!.id, p.marinaFlat!.id, p.marinaVilla!.id]);
    });

    it('leaves sold and rented listings out unless asked for, so the purpose counts add up to the total', async () => {
      const sold = await createProperty(t.db, { category_id: villas.id, title: 'Sold marina villa', city: 'Dubai', latitude: 25.08, longitude: 55.14, property_type: 2 });
      try {
        expect(await listIds({ search: 'marina' })).not.toContain(sold.id);
        expect(await listIds({ search: 'marina', include_closed: '1' })).toContain(sold.id);
        expect(await listIds({ search: 'marina', property_type: '2' })).toEqual([sold.id]);
        const facets = (await get('property-facets', { search: 'marina' })).json() as Envelope<{ property_types: { count: number }[] }>;
        const total = ((await get('get-property-list', { search: 'marina' })).json() as Envelope<Card[]>).total;
        expect(facets.data.property_types.reduce((sum, row) => sum + row.count, 0)).toBe(total);
      } finally {
        await t.db.deleteFrom('properties').where('id', '=', sold.id).execute();
      }
    });

    it("answers the current user's promoted listings, similar listings and old-client parameters", async () => {
      expect(await listIds({ users_promoted: '1' }, ownerAuth)).toEqual([p.sharjah!.id]);
      expect(await listIds({ users_promoted: '1' })).toEqual([]);
      const similar = (await get('get_property', { id: String(p.marinaFlat!.id), get_simiilar: '1' })).json() as Envelope<Card[]>;
      expect(similar.data.map((c) => c.id)).toEqual([p.sharjah!.id, p.downtown!.id]);
      expect(similar.total).toBe(2);
      const mine = (await get('get_property', { userid: String(owner.id), current_user: String(owner.id) })).json() as Envelope<Card[]>;
      expect(mine.data.map((c) => c.id)).toEqual([p.sharjah!.id, p.marinaFlat!.id]);
    });

    it('answers get_nearby_properties in the contract shape', async () => {
      const body = (await get('get_nearby_properties', { city: 'Dubai', type: '0' })).json() as Envelope<Record<string, unknown>[]>;
      expect(body.data.map((c) => c.id)).toEqual([p.marinaVilla!.id, p.marinaFlat!.id, p.downtown!.id]);
      expect(Object.keys(body.data[0]!).sort()).toEqual(
        ['category', 'city', 'country', 'id', 'latitude', 'longitude', 'price', 'property_type', 'slug_id', 'state', 'title', 'title_image'].sort(),
      );
      expect(body).not.toHaveProperty('total');
    });
  });

  describe('map', () => {
    const dubai = { bounds: '24.9,55.0,25.4,55.5' };

    it('clusters nearby listings and answers lone ones as points', async () => {
      const res = await get('get-properties-on-map', { ...dubai, zoom: '10' });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as Envelope<{ clusters: { count: number; latitude: number; bounds: Record<string, number> }[]; points: { id: number; price: number; property_type: string }[] }>;
      expect(body.total).toBe(4);
      expect(body.data.clusters).toHaveLength(1);
      expect(body.data.clusters[0]).toMatchObject({ count: 2, bounds: { min_lat: 25.08, max_lat: 25.081, min_lng: 55.14, max_lng: 55.141 } });
      expect(body.data.clusters[0]!.latitude).toBeCloseTo(25.0805, 6);
      expect(body.data.points.map((x) => x.id)).toEqual([p.downtown!.id, p.sharjah!.id]);
      expect(body.data.points[0]).toMatchObject({ price: 3_500_000, property_type: 'sell', title: 'Downtown apartment' });
      seen.set('map', body.data.points.map((x) => x.id));
    });

    it('splits clusters at a closer zoom and applies the list filters', async () => {
      const close = (await get('get-properties-on-map', { sw_lat: '25.0', sw_lng: '55.0', ne_lat: '25.2', ne_lng: '55.3', zoom: '18' })).json() as Envelope<{ clusters: unknown[]; points: { id: number }[] }>;
      expect(close.data.clusters).toEqual([]);
      expect(close.data.points.map((x) => x.id)).toEqual([p.marinaVilla!.id, p.marinaFlat!.id, p.downtown!.id]);
      const filtered = (await get('get-properties-on-map', { ...dubai, zoom: '10', search: 'sea' })).json() as Envelope<{ clusters: unknown[]; points: { id: number }[] }>;
      expect(filtered.data.points.map((x) => x.id)).toEqual([p.marinaFlat!.id]);
    });

    it('answers whole grid cells: a cluster cut by the viewport edge is counted whole, and nearby viewports agree', async () => {
      type MapBody = Envelope<{ clusters: { count: number; latitude: number }[]; points: { id: number }[] }>;
      // At zoom 10 a cell is ~0.082°: this viewport ends between the two Marina listings (25.08 and 25.081).
      const cut = (await get('get-properties-on-map', { bounds: '24.9,55.0,25.0805,55.5', zoom: '10' })).json() as MapBody;
      expect(cut.data.clusters.map((c) => c.count)).toEqual([2]);
      expect(cut.data.clusters[0]!.latitude).toBeCloseTo(25.0805, 6);
      const nudged = (await get('get-properties-on-map', { bounds: '24.91,55.01,25.09,55.49', zoom: '10' })).json() as MapBody;
      expect(nudged.data).toEqual(cut.data);
    });

    it('answers 400 to a missing, inverted or world-sized box and a bad zoom', async () => {
      const queries: Record<string, string>[] = [{ zoom: '10' }, { bounds: '25.4,55.0,24.9,55.5', zoom: '10' }, { bounds: '-90,-180,90,180', zoom: '10' }, { bounds: '1,2,3', zoom: '10' }, { ...dubai, zoom: '0' }, { ...dubai }];
      for (const query of queries) {
        const res = await get('get-properties-on-map', query);
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
        expect(res.json()).toMatchObject({ error: true });
      }
      expect((await get('get-properties-on-map', { bounds: '-90,-180,90,180', zoom: '3' })).json().message).toBe('The map area is too large: zoom in to at most 20 degrees across');
    });
  });

  describe('facets', () => {
    it('counts per category and type, each ignoring its own filter', async () => {
      const body = (await get('property-facets', { city: 'Dubai', category_id: String(villas.id) })).json() as Envelope<{
        categories: { id: number; count: number }[];
        property_types: { property_type: string; count: number }[];
      }>;
      expect(body.data.categories.map((c) => [c.id, c.count])).toEqual([
        [villas.id, 1],
        [flats.id, 2],
      ].sort((a, b) => a[0]! - b[0]!));
      expect(body.data.property_types).toEqual([{ property_type: 'sell', count: 1 }]);
      const all = (await get('property-facets')).json() as Envelope<{ property_types: { property_type: string; count: number }[] }>;
      expect(all.data.property_types).toEqual([
        { property_type: 'sell', count: 4 },
        { property_type: 'rent', count: 1 },
      ]);
    });
  });

  describe('cached answers', () => {
    it('are sent as the same bytes, compressed once per encoding the client accepts', async () => {
      const query = { city: 'Dubai' };
      const plain = await get('get-property-list', query);
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/);
      expect((await get('get-property-list', query)).body).toBe(plain.body);
      for (const [encoding, decode] of [
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
      ] as const) {
        const first = await get('get-property-list', query, { 'accept-encoding': `${encoding}, identity;q=0.5` });
        expect(first.headers['content-encoding']).toBe(encoding);
        expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
        expect(decode(first.rawPayload).toString()).toBe(plain.body);
        expect((await get('get-property-list', query, { 'accept-encoding': encoding })).rawPayload.equals(first.rawPayload)).toBe(true);
      }
      // Below 1 KB (four map points) an answer goes out as it is, whatever the client accepts.
      const map = await get('get-properties-on-map', { bounds: '24.9,55.0,25.4,55.5', zoom: '18' }, { 'accept-encoding': 'br' });
      expect(map.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(map.headers['content-encoding']).toBeUndefined();
      expect((map.json() as Envelope<{ points: unknown[] }>).data.points).toHaveLength(4);
    });
  });

  describe('bad parameters', () => {
    it('answers 400 or clamps, never 500', async () => {
      const status = async (query: Record<string, string>) => (await get('get-property-list', query)).statusCode;
      expect(await status({ limit: '-1' })).toBe(400);
      expect(await status({ offset: '-5' })).toBe(400);
      expect(await status({ sort_by: 'random' })).toBe(400);
      expect(await status({ search: 'x'.repeat(10_000) })).toBe(400);
      expect(await status({ price_range: '9,1' })).toBe(400);
      expect(await status({ outdoor_facilitiy_ids: '1,abc' })).toBe(400);
      const huge = (await get('get-property-list', { limit: '1000000' })).json() as Envelope<Card[]>;
      expect(huge.data).toHaveLength(5);
      expect((await get('get_property', { limit: '99999999999' })).statusCode).toBe(200);
      expect((await get('get-property-list', { search: 'a '.repeat(100) })).statusCode).toBe(200);
    });
  });
});

describe('search parity', () => {
  it('answers the same ids with and without read workers', () => {
    const sqlite = answers.get('sqlite');
    expect(sqlite?.size).toBeGreaterThan(20);
    expect(Object.fromEntries(answers.get(WORKERS) ?? [])).toEqual(Object.fromEntries(sqlite ?? []));
  });
  it.runIf(testDialects().length > 1)('answers the same ids on SQLite and PostgreSQL', () => {
    expect(Object.fromEntries(answers.get('postgres') ?? [])).toEqual(Object.fromEntries(answers.get('sqlite') ?? []));
  });
});

describe('search reads in worker threads', () => {
  it('answer a database error with a 500, as on the main connection', async () => {
    const t = await createTestApp('sqlite', {}, { readWorkers: 1 });
    try {
      await t.db.schema.dropTable('properties_fts').execute();
      const res = await t.app.inject({ method: 'GET', url: '/api/get-property-list', query: { search: 'waterfront' } });
      expect(res.statusCode).toBe(500);
      expect((res.json() as Envelope<unknown>).error).toBe(true);
    } finally {
      await t.close();
    }
  });
});
