import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProject, createProperty, createUser, dates, loginAs, promote, setSettings, subscribeTo, translate } from '../../test/factories.js';

describe.each(testDialects())('projects on %s', (dialect) => {
  let t: TestApp;
  let towers: Awaited<ReturnType<typeof createCategory>>;
  let owner: { id: number; slug_id: string };
  /** Authorization headers: a subscriber with project_access, a user whose package ended, one without any, the owner. */
  const auth: Record<'subscriber' | 'lapsed' | 'unsubscribed' | 'owner', Record<string, string>> = { subscriber: {}, lapsed: {}, unsubscribed: {}, owner: {} };
  const pr: Record<string, { id: number; slug_id: string }> = {};
  const get = (url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, query, headers });
  const listIds = async (query: Record<string, string> = {}) => (await get('get-projects', query)).json().data.map((x: { id: number }) => x.id);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await setSettings(t.db, { company_email: 'hello@abode.test', company_tel1: '+971 4 000 0000' });
    towers = await createCategory(t.db, { name: 'Towers' });
    const other = await createCategory(t.db, { name: 'Offices' });
    owner = await createUser(t.db, { name: 'Dana Developer', verification_status: 'success' });
    pr.creek = await createProject(t.db, { category_id: towers.id, user_id: owner.id, title: 'Creek Towers', images: 2, plans: 2, documents: 1, created_at: dates.daysAgo(10) });
    pr.bay = await createProject(t.db, { category_id: towers.id, title: 'Business Bay Heights', city: 'Dubai', created_at: dates.daysAgo(5) });
    pr.featured = await createProject(t.db, { category_id: other.id, title: 'Featured Offices', city: 'Abu Dhabi', created_at: dates.daysAgo(30) });
    await promote(t.db, { project_id: pr.featured.id });
    pr.pending = await createProject(t.db, { category_id: towers.id, title: 'Pending Project', request_status: 'pending' });
    await createProperty(t.db, { category_id: towers.id, user_id: owner.id });
    await translate(t.db, 'project', pr.creek.id, 'title', 'أبراج الخور');
    const userWith = async (feature: string | null, running = true) => {
      const user = await createUser(t.db);
      if (feature) await subscribeTo(t.db, user.id, feature, running);
      return (await loginAs(t.db, user.id)).auth;
    };
    auth.subscriber = await userWith('project_access');
    auth.lapsed = await userWith('project_access', false);
    auth.unsubscribed = await userWith('mortgage_calculator_detail');
    auth.owner = (await loginAs(t.db, owner.id)).auth;
  });
  afterAll(() => t.close());

  it('get-projects answers visible projects, featured first then newest, with total', async () => {
    const res = await get('get-projects');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ error: false, total: 3 });
    expect(body.data.map((x: { id: number }) => x.id)).toEqual([pr.featured!.id, pr.bay!.id, pr.creek!.id]);
    const creek = body.data[2];
    const url = (key: string) => `${TEST_PUBLIC_URL}/images/${key}`;
    expect(creek).toMatchObject({
      id: pr.creek!.id,
      slug_id: pr.creek!.slug_id,
      title: 'Creek Towers',
      category_id: towers.id,
      category: { id: towers.id, category: 'Towers', slug_id: towers.slug_id, image: '' },
      image: url(`projects/${pr.creek!.slug_id}.webp`),
      location: 'Creek Harbour',
      latitude: '25.2',
      longitude: '55.35',
      type: 'under_construction',
      status: 1,
      request_status: 'approved',
      is_admin_listing: false,
      added_by: owner.id,
      is_promoted: false,
      customer: { id: owner.id, name: 'Dana Developer', slug_id: owner.slug_id, is_user_verified: true },
    });
    expect(creek.gallary_images).toEqual([
      { id: expect.any(Number), project_id: pr.creek!.id, name: url(`projects/${pr.creek!.slug_id}-g0.webp`), type: 'image' },
      { id: expect.any(Number), project_id: pr.creek!.id, name: url(`projects/${pr.creek!.slug_id}-g1.webp`), type: 'image' },
    ]);
    expect(creek.plans.map((x: { title: string }) => x.title)).toEqual(['Floor 1', 'Floor 2']);
    expect(creek.documents[0]).toMatchObject({ type: 'doc', file_name: 'brochure-0.pdf' });
    expect(body.data[0]).toMatchObject({ is_promoted: true, is_admin_listing: true, added_by: 0, customer: { id: 0, name: 'Admin', email: 'hello@abode.test' } });
  });

  it('get-projects filters and pages', async () => {
    expect(await listIds({ category_id: String(towers.id) })).toEqual([pr.bay!.id, pr.creek!.id]);
    expect(await listIds({ city: 'abu dhabi' })).toEqual([pr.featured!.id]);
    expect(await listIds({ search: 'TOWERS' })).toEqual([pr.creek!.id]);
    expect(await listIds({ search: 'harbour' })).toHaveLength(3);
    expect(await listIds({ get_featured: '1' })).toEqual([pr.featured!.id]);
    expect(await listIds({ userid: String(owner.id) })).toEqual([pr.creek!.id]);
    expect(await listIds({ posted_since: '0' })).toEqual([pr.bay!.id]);
    expect(await listIds({ slug_id: pr.pending!.slug_id })).toEqual([]);
    const page = (await get('get-projects', { offset: '2', limit: '1' })).json();
    expect(page.data.map((x: { id: number }) => x.id)).toEqual([pr.creek!.id]);
    expect(page.total).toBe(3);
  });

  it('get-project-detail answers one project object with owner counts and similar projects', async () => {
    const body = (await get('get-project-detail', { slug_id: pr.creek!.slug_id, get_similar: '1' }, { ...auth.subscriber, 'content-language': 'ar' })).json();
    expect(body.error).toBe(false);
    expect(Array.isArray(body.data)).toBe(false);
    expect(body.data).toMatchObject({ id: pr.creek!.id, translated_title: 'أبراج الخور', total_properties: 1, total_projects: 1 });
    expect(body.similar_projects.map((x: { id: number }) => x.id)).toEqual([pr.bay!.id]);
    const byId = (await get('get-project-detail', { id: String(pr.bay!.id) }, auth.subscriber)).json();
    expect(byId.data).toMatchObject({ id: pr.bay!.id, customer: { name: 'Admin' } });
    expect(byId).not.toHaveProperty('similar_projects');
  });

  it('get-project-detail answers error:true for a missing or hidden project, 400 without a key', async () => {
    for (const slug of ['no-such-project', pr.pending!.slug_id]) {
      const res = await get('get-project-detail', { slug_id: slug }, auth.subscriber);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: true, message: 'No Data Found' });
    }
    const res = await get('get-project-detail', {}, auth.subscriber);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, message: 'id or slug_id is required' });
  });

  it('get-project-detail needs a login: 401 for a visitor', async () => {
    const res = await get('get-project-detail', { slug_id: pr.creek!.slug_id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: true, message: 'User is not authenticated' });
  });

  it('get-project-detail needs a running package with project_access: 403 with the subscribe message otherwise', async () => {
    for (const who of ['unsubscribed', 'lapsed'] as const) {
      const res = await get('get-project-detail', { slug_id: pr.creek!.slug_id }, auth[who]);
      expect(res.statusCode, who).toBe(403);
      expect(res.json(), who).toMatchObject({
        error: true,
        message: 'You have not subscribed. Please subscribe first',
        key: 'packageRequired',
        feature: 'project_access',
        redirect: '/subscription-plan',
      });
    }
  });

  it('get-project-detail lets the owner see their own project without the feature, and nobody else\'s', async () => {
    const own = await get('get-project-detail', { slug_id: pr.creek!.slug_id }, auth.owner);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ error: false, data: { id: pr.creek!.id, title: 'Creek Towers' } });
    const other = await get('get-project-detail', { slug_id: pr.bay!.slug_id }, auth.owner);
    expect(other.statusCode).toBe(403);
    expect(other.json().data).toBeUndefined();
  });
});
