import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProject, createProperty, createUser, setSettings } from '../../test/factories.js';

describe.each(testDialects())('agent-list on %s', (dialect) => {
  let t: TestApp;
  const a: Record<string, { id: number; slug_id: string }> = {};
  const get = (query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/agent-list', query });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await setSettings(t.db, { company_email: 'hello@abode.test' });
    const category = await createCategory(t.db);
    a.busy = await createUser(t.db, { name: 'Busy Unverified', is_agent: 1, profile: 'profiles/busy.webp', country_code: '971', mobile: '501112222' });
    a.verifiedSmall = await createUser(t.db, { name: 'Verified Small', is_agent: 1, verification_status: 'success' });
    a.verifiedBig = await createUser(t.db, { name: 'Verified Big', is_agent: 1, verification_status: 'success' });
    a.idle = await createUser(t.db, { name: 'Idle Agent', is_agent: 1 });
    await createUser(t.db, { name: 'Not an agent' });
    await createUser(t.db, { name: 'Deactivated', is_agent: 1, is_active: 0 });
    for (let i = 0; i < 3; i++) await createProperty(t.db, { category_id: category.id, user_id: a.busy.id });
    await createProperty(t.db, { category_id: category.id, user_id: a.verifiedSmall.id });
    await createProperty(t.db, { category_id: category.id, user_id: a.verifiedBig.id });
    await createProject(t.db, { category_id: category.id, user_id: a.verifiedBig.id });
    // hidden listings do not count
    await createProperty(t.db, { category_id: category.id, user_id: a.idle.id, request_status: 'pending' });
    // the company's own listings
    await createProperty(t.db, { category_id: category.id });
    await createProject(t.db, { category_id: category.id });
  });
  afterAll(() => t.close());

  it('puts the company first, then verified agents, then by number of listings', async () => {
    const body = (await get()).json();
    expect(body).toMatchObject({ error: false, total: 5 });
    expect(body.data.map((x: { name: string }) => x.name)).toEqual(['Admin', 'Verified Big', 'Verified Small', 'Busy Unverified', 'Idle Agent']);
    expect(body.data[0]).toMatchObject({ id: 0, name: 'Admin', email: 'hello@abode.test', is_admin: true, is_verified: true, property_count: 1, projects_count: 1, total_count: 2 });
    expect(body.data[1]).toEqual({
      id: a.verifiedBig!.id,
      name: 'Verified Big',
      email: expect.any(String),
      mobile: '',
      profile: '',
      slug_id: a.verifiedBig!.slug_id,
      facebook_id: '',
      twitter_id: '',
      instagram_id: '',
      youtube_id: '',
      projects_count: 1,
      property_count: 1,
      total_count: 2,
      is_verified: true,
      is_admin: false,
    });
    expect(body.data[3]).toMatchObject({ property_count: 3, is_verified: false, mobile: '+971501112222', profile: `${TEST_PUBLIC_URL}/images/profiles/busy.webp` });
    expect(body.data[4]).toMatchObject({ property_count: 0 });
  });

  it('pages over the company entry without gaps or repeats', async () => {
    const first = (await get({ limit: '2' })).json().data.map((x: { name: string }) => x.name);
    const second = (await get({ offset: '2', limit: '2' })).json().data.map((x: { name: string }) => x.name);
    const third = (await get({ offset: '4', limit: '2' })).json();
    expect(first).toEqual(['Admin', 'Verified Big']);
    expect(second).toEqual(['Verified Small', 'Busy Unverified']);
    expect(third.data.map((x: { name: string }) => x.name)).toEqual(['Idle Agent']);
    expect(third.total).toBe(5);
    expect((await get({ limit: '1' })).json().data.map((x: { name: string }) => x.name)).toEqual(['Admin']);
  });
});
