import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProject, createProperty, createUser, dates, loginAs, setSettings } from '../../test/factories.js';

describe.each(testDialects())('agent-properties on %s', (dialect) => {
  let t: TestApp;
  let agent: { id: number; slug_id: string };
  const p: Record<string, { id: number; slug_id: string }> = {};
  const pr: Record<string, { id: number; slug_id: string }> = {};
  const get = (query: Record<string, string>, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/agent-properties', query, headers });
  const ids = (list: { id: number }[]) => list.map((x) => x.id);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await setSettings(t.db, { company_email: 'hello@abode.test', company_address: 'Marina Plaza, Dubai', latitude: '25.07', longitude: '55.14', twitter_id: 'https://x.com/abode' });
    const category = await createCategory(t.db);
    agent = await createUser(t.db, { name: 'Omar Agent', is_agent: 1, verification_status: 'success', city: 'Dubai', country_code: '971', mobile: '501234567' });
    p.old = await createProperty(t.db, { category_id: category.id, user_id: agent.id, title: 'Old Villa', created_at: dates.daysAgo(20), is_premium: 1 });
    p.new = await createProperty(t.db, { category_id: category.id, user_id: agent.id, title: 'New Flat', created_at: dates.daysAgo(1) });
    p.sold = await createProperty(t.db, { category_id: category.id, user_id: agent.id, title: 'Sold House', property_type: 2, created_at: dates.daysAgo(30) });
    await createProperty(t.db, { category_id: category.id, user_id: agent.id, title: 'Pending Flat', request_status: 'pending' });
    pr.tower = await createProject(t.db, { category_id: category.id, user_id: agent.id, title: 'Agent Tower' });
    p.company = await createProperty(t.db, { category_id: category.id, title: 'Company Villa' });
    pr.company = await createProject(t.db, { category_id: category.id, title: 'Company Heights' });
  });
  afterAll(() => t.close());

  it('answers the profile and a page of visible listings, newest first', async () => {
    const res = await get({ slug_id: agent.slug_id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ error: false, total: 3 });
    expect(ids(body.data.properties_data)).toEqual([p.new!.id, p.old!.id, p.sold!.id]);
    expect(body.data.projects_data).toEqual([]);
    expect(body.data.customer_data).toMatchObject({
      id: agent.id,
      slug_id: agent.slug_id,
      name: 'Omar Agent',
      city: 'Dubai',
      mobile: '+971501234567',
      is_verify: true,
      is_agent: true,
      is_admin: false,
      property_count: 3,
      projects_count: 1,
      properties_sold_count: 1,
      properties_rented_count: 0,
    });
    expect(body.data).toMatchObject({ premium_properties_count: 1, package_available: false, feature_available: false });
    const page = (await get({ id: String(agent.id), offset: '1', limit: '1' })).json();
    expect(ids(page.data.properties_data)).toEqual([p.old!.id]);
    expect(page.total).toBe(3);
    expect(ids((await get({ slug_id: agent.slug_id, search: 'flat' })).json().data.properties_data)).toEqual([p.new!.id]);
  });

  it('answers the projects with is_projects=1', async () => {
    const body = (await get({ slug_id: agent.slug_id, is_projects: '1' })).json();
    expect(body.total).toBe(1);
    expect(ids(body.data.projects_data)).toEqual([pr.tower!.id]);
    expect(body.data.properties_data).toEqual([]);
  });

  it('answers the company for is_admin=1 or the slug "admin", with the listings added by the admin', async () => {
    for (const query of [{ is_admin: '1' }, { slug_id: 'admin' }] as Record<string, string>[]) {
      const body = (await get(query)).json();
      expect(body.data.customer_data, JSON.stringify(query)).toMatchObject({ id: 0, slug_id: 'admin', is_admin: true, is_verify: true, email: 'hello@abode.test', address: 'Marina Plaza, Dubai', latitude: '25.07', twitter_id: 'https://x.com/abode' });
      expect(ids(body.data.properties_data)).toEqual([p.company!.id]);
    }
    expect(ids((await get({ is_admin: '1', is_projects: '1' })).json().data.projects_data)).toEqual([pr.company!.id]);
  });

  it('tells a logged-in viewer whether their package opens premium listings', async () => {
    const viewer = await createUser(t.db);
    const { auth } = await loginAs(t.db, viewer.id);
    expect((await get({ slug_id: agent.slug_id }, auth)).json().data).toMatchObject({ package_available: false, feature_available: false });
  });

  it('answers 404 for an unknown or deactivated account and 400 without a key', async () => {
    const off = await createUser(t.db, { is_agent: 1, is_active: 0 });
    for (const query of [{ slug_id: 'nobody-here' }, { slug_id: off.slug_id }]) {
      const res = await get(query);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: true, message: 'No Data Found' });
    }
    const res = await get({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('id, slug_id or is_admin is required');
    expect((await get({ slug_id: agent.slug_id, limit: '-1' })).statusCode).toBe(400);
  });
});
