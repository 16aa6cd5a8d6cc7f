import { MSG } from '@abode/shared/messages';
import type { SearchSuggestion } from '@abode/shared/schemas/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createProperty } from '../../test/factories.js';
import { createUserWithSession } from '../../test/sessions.js';

// The forgiving keyword search of issue #18 through the API: category words, aliases and typos of
// places, suggestions, and the admin's place aliases, on the reference data's categories and cities.
describe.each(testDialects())('forgiving keyword search on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const p: Record<string, { id: number }> = {};

  const ids = async (query: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get-property-list', query: { limit: '100', ...query } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: number }[]).map((c) => c.id).sort((a, b) => a - b);
  };
  const suggestions = async (q: string, language = 'en') => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search-suggestions', query: { q }, headers: { 'content-language': language } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SearchSuggestion[];
  };
  const category = async (slug: string) => (await t.db.selectFrom('categories').select('id').where('slug_id', '=', slug).executeTakeFirstOrThrow()).id;
  const sorted = (...found: { id: number }[]) => found.map((f) => f.id).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await createUserWithSession(t.db, { role: 'admin' })).auth;
    const [villa, apartment] = [await category('villa'), await category('apartment')];
    const at = (address: string, city = 'Dubai') => ({ address: `${address}, ${city}`, city, state: city });
    p.jvcVilla = await createProperty(t.db, { category_id: villa, title: 'Family home with garden', ...at('District 12, Jumeirah Village Circle') });
    p.jvcFlat = await createProperty(t.db, { category_id: apartment, title: 'Bright one bedroom', ...at('Belgravia, Jumeirah Village Circle') });
    p.marinaVilla = await createProperty(t.db, { category_id: villa, title: 'Waterfront home', ...at('Marina Walk, Dubai Marina') });
    p.rakFlat = await createProperty(t.db, { category_id: apartment, title: 'Sea view flat', property_type: 1, rentduration: 'yearly', ...at('Al Hamra Village', 'Ras Al Khaimah') });
  });
  afterAll(() => t.close());

  it('finds Jumeirah Village Circle listings by JVC, and reads "vila" as the villa category', async () => {
    expect(await ids({ search: 'JVC' })).toEqual(sorted(p.jvcVilla!, p.jvcFlat!));
    expect(await ids({ search: 'vila' })).toEqual(sorted(p.jvcVilla!, p.marinaVilla!));
    expect(await ids({ search: 'villas' })).toEqual(sorted(p.jvcVilla!, p.marinaVilla!));
    expect(await ids({ search: 'vila in jvc' })).toEqual(sorted(p.jvcVilla!));
    expect(await ids({ search: 'فيلا' })).toEqual(sorted(p.jvcVilla!, p.marinaVilla!));
  });

  it('forgives typos of places, reads cities and purpose words as filters, and leaves ordinary words as text', async () => {
    expect(await ids({ search: 'Marna' })).toEqual(sorted(p.marinaVilla!));
    expect(await ids({ search: 'RAK' })).toEqual(sorted(p.rakFlat!));
    expect(await ids({ search: 'flat for rent' })).toEqual(sorted(p.rakFlat!));
    expect(await ids({ search: 'sea view' })).toEqual(sorted(p.rakFlat!));
    expect(await ids({ search: 'garden' })).toEqual(sorted(p.jvcVilla!));
    // a chosen category wins: the word is then searched as text
    expect(await ids({ search: 'apartment', category_id: String(await category('villa')) })).toEqual([]);
  });

  it('applies the same reading to the map and the facets', async () => {
    const map = (await t.app.inject({ method: 'GET', url: '/api/get-properties-on-map', query: { bounds: '24,54,26.5,57', zoom: '16', search: 'vila' } })).json();
    // the factory puts every listing on one point: the two villas are one cluster
    expect([map.total, map.data.clusters[0].count]).toEqual([2, 2]);
    const facets = (await t.app.inject({ method: 'GET', url: '/api/property-facets', query: { search: 'jvc' } })).json();
    expect(facets.data.property_types).toEqual([{ property_type: 'sell', count: 2 }]);
  });

  it('suggests places and categories as the search is typed, aliases and typos included, in the asked language', async () => {
    const jv = await suggestions('vila in jv');
    expect(jv[0]).toMatchObject({ kind: 'area', label: 'Jumeirah Village Circle', alias: 'jvc', city: 'Dubai', completion: 'vila in Jumeirah Village Circle' });
    expect((await suggestions('vil'))[0]).toMatchObject({ kind: 'category', label: 'Villa', slug_id: 'villa', completion: 'Villa' });
    expect((await suggestions('vil', 'ar'))[0]).toMatchObject({ kind: 'category', label: 'فيلا' });
    expect((await suggestions('marna'))[0]).toMatchObject({ kind: 'area', label: 'Dubai Marina' });
    expect((await suggestions('sharj'))[0]).toMatchObject({ kind: 'city', label: 'Sharjah' });
    expect(await suggestions('qqqq')).toEqual([]);
    const empty = await t.app.inject({ method: 'GET', url: '/api/search-suggestions' });
    expect([empty.statusCode, empty.json().data]).toEqual([200, []]);
    expect(empty.headers['cache-control']).toBe('public, max-age=60');
    const long = await t.app.inject({ method: 'GET', url: '/api/search-suggestions', query: { q: 'x'.repeat(101) } });
    expect([long.statusCode, long.json().message]).toEqual([400, 'q must be at most 100 characters']);
  });

  describe('place aliases in the admin console', () => {
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
      t.app.inject({ method, url: `/api/admin/place-aliases${url}`, headers, ...(payload ? { payload } : {}) });

    it('lists the seeded aliases; refuses visitors (401) and users without catalogue.manage (403)', async () => {
      const list = (await call('GET', '')).json().data as { alias: string; place: string }[];
      expect(list).toContainEqual(expect.objectContaining({ alias: 'jvc', place: 'Jumeirah Village Circle' }));
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/place-aliases' })).statusCode).toBe(401);
      const user = (await createUserWithSession(t.db)).auth;
      expect((await call('POST', '', { alias: 'x', place: 'y' }, user)).statusCode).toBe(403);
      const otherStaff = (await createUserWithSession(t.db, { role: 'staff', permissions: ['content.manage'] })).auth;
      expect((await call('GET', '', undefined, otherStaff)).statusCode).toBe(403);
    });

    it('adds an alias the search understands at once, audited; a duplicate (also concurrent) is refused', async () => {
      const staff = (await createUserWithSession(t.db, { role: 'staff', permissions: ['catalogue.manage'] })).auth;
      expect(await ids({ search: 'circle village' })).toEqual(sorted(p.jvcVilla!, p.jvcFlat!));
      expect(await ids({ search: 'sunset corner' })).toEqual([]);
      const added = await call('POST', '', { alias: '  Sunset   Corner ', place: 'Jumeirah Village Circle' }, staff);
      expect([added.statusCode, added.json().message, added.json().data.alias]).toEqual([200, MSG.placeAliasSaved, 'sunset corner']);
      expect(await ids({ search: 'sunset corner' })).toEqual(sorted(p.jvcVilla!, p.jvcFlat!));
      expect((await call('POST', '', { alias: 'SUNSET CORNER', place: 'Dubai Marina' })).json()).toMatchObject({ error: true, message: MSG.placeAliasExists });
      const twice = await Promise.all([call('POST', '', { alias: 'jv circle', place: 'Jumeirah Village Circle' }), call('POST', '', { alias: 'jv circle', place: 'Jumeirah Village Circle' })]);
      expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const rows = await t.db.selectFrom('place_aliases').select('id').where('alias', '=', 'jv circle').execute();
      expect(rows).toHaveLength(1);
      const audit = await t.db.selectFrom('audit_log').select(['action', 'entity_id']).where('entity', '=', 'place_alias').execute();
      expect(audit).toContainEqual({ action: 'create', entity_id: added.json().data.id });
      expect(audit.filter((a) => a.entity_id === rows[0]!.id)).toHaveLength(1);
    });

    it('changes and removes an alias (the second removal finds nothing); refuses malformed input', async () => {
      const { id } = (await call('POST', '', { alias: 'marina side', place: 'Dubai Marina' })).json().data;
      expect(await ids({ search: 'marina side' })).toEqual(sorted(p.marinaVilla!));
      const changed = await call('PUT', `/${id}`, { alias: 'marina side', place: 'Jumeirah Village Circle' });
      expect([changed.statusCode, changed.json().data.place]).toEqual([200, 'Jumeirah Village Circle']);
      expect(await ids({ search: 'marina side' })).toEqual(sorted(p.jvcVilla!, p.jvcFlat!));
      expect((await call('PUT', `/${id}`, { alias: 'jvc', place: 'Dubai Marina' })).json()).toMatchObject({ error: true, message: MSG.placeAliasExists });
      expect((await call('DELETE', `/${id}`)).json()).toMatchObject({ error: false, message: MSG.placeAliasDeleted });
      expect((await call('DELETE', `/${id}`)).statusCode).toBe(404);
      expect((await call('PUT', '/999999', { alias: 'nowhere', place: 'Dubai' })).statusCode).toBe(404);
      expect((await call('PUT', '/abc', { alias: 'nowhere', place: 'Dubai' })).statusCode).toBe(400);
      expect((await call('POST', '', { alias: '', place: 'Dubai' })).json()).toMatchObject({ error: true, message: 'Alias is required' });
      expect((await call('POST', '', { alias: 'x'.repeat(61), place: 'Dubai' })).json()).toMatchObject({ error: true, message: 'Alias must be at most 60 characters' });
      expect((await call('POST', '', { alias: 'ok' })).json()).toMatchObject({ error: true, message: 'Place is required' });
      const audit = await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'place_alias').where('entity_id', '=', id).orderBy('id').execute();
      expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    });

    it('refuses changes in demo mode, leaving the aliases as they were', async () => {
      await t.db.updateTable('settings').set({ value: '1' }).where('key', '=', 'demo_mode').execute();
      try {
        const before = await t.db.selectFrom('place_aliases').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        const refused = await call('POST', '', { alias: 'demo', place: 'Dubai' });
        expect([refused.statusCode, refused.json().message]).toEqual([403, MSG.demoMode]);
        const after = await t.db.selectFrom('place_aliases').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(before.n));
      } finally {
        await t.db.updateTable('settings').set({ value: '0' }).where('key', '=', 'demo_mode').execute();
      }
    });
  });
});
