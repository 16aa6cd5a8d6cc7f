import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty, dates, type PropertyOverrides, subscribeTo } from '../../test/factories.js';
import { createUserWithSession } from '../../test/sessions.js';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe.each(testDialects())('user dashboard on %s', (dialect) => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    categoryId = (await createCategory(t.db)).id;
  });
  afterAll(() => t.close());

  const dashboard = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user/dashboard', headers: auth });

  it("counts only the owner's listings by state, their daily views of 30 days, interest, favourites and the package", async () => {
    const owner = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    const fan = await createUserWithSession(t.db);
    const listing = (values: Omit<PropertyOverrides, 'category_id'>) => createProperty(t.db, { category_id: categoryId, user_id: owner.id, ...values });
    const star = await listing({ title: 'Star', total_click: 50 });
    await listing({ request_status: 'pending' });
    await listing({ status: 0 });
    await listing({ request_status: 'rejected' });
    await listing({ expires_at: dates.daysAgo(1) });
    await listing({ property_type: 2 });
    const foreign = await createProperty(t.db, { category_id: categoryId, user_id: other.id, total_click: 999 });

    const views = [
      { property_id: star.id, viewer: 'a', day: day(0) },
      { property_id: star.id, viewer: 'b', day: day(0) },
      { property_id: star.id, viewer: 'a', day: day(29) },
      { property_id: star.id, viewer: 'a', day: day(30) },
      { property_id: foreign.id, viewer: 'a', day: day(0) },
    ];
    await t.db.insertInto('property_views').values(views).execute();
    await t.db.insertInto('interests').values([{ user_id: fan.id, property_id: star.id }, { user_id: other.id, property_id: star.id }, { user_id: fan.id, property_id: foreign.id }]).execute();
    await t.db.insertInto('favourites').values([{ user_id: fan.id, property_id: star.id }, { user_id: owner.id, property_id: foreign.id }]).execute();
    await subscribeTo(t.db, owner.id, 'property_list');

    const res = await dashboard(owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.listings).toEqual({ total: 6, by_state: { active: 1, pending: 1, inactive: 1, rejected: 1, expired: 1, closed: 1 } });
    expect(data.views_by_day).toHaveLength(30);
    expect(data.views_by_day[29]).toEqual({ date: day(0), views: 2 });
    expect(data.views_by_day[0]).toEqual({ date: day(29), views: 1 });
    expect(data.views_by_day.reduce((sum: number, d: { views: number }) => sum + d.views, 0)).toBe(3);
    expect(data.views_total).toBe(50);
    expect(data.interested_total).toBe(2);
    expect(data.favourites).toEqual({ of_my_listings: 1, mine: 1 });
    expect(data.top_listings[0]).toMatchObject({ id: star.id, title: 'Star', state: 'active', views: 50, interested: 2, favourites: 1 });
    expect(data.top_listings.map((l: { id: number }) => l.id)).not.toContain(foreign.id);
    expect(data.package).toMatchObject({ name: expect.any(String), end_date: expect.any(String) });
  });

  it('answers a new user with zeros, and visitors with 401', async () => {
    const fresh = await createUserWithSession(t.db);
    const data = (await dashboard(fresh.auth)).json().data;
    expect(data).toMatchObject({ listings: { total: 0 }, views_total: 0, interested_total: 0, favourites: { of_my_listings: 0, mine: 0 }, top_listings: [], package: null });
    expect(data.views_by_day.every((d: { views: number }) => d.views === 0)).toBe(true);
    for (const auth of [{}, { authorization: 'Bearer undefined' }] as Record<string, string>[]) {
      const res = await dashboard(auth);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.notAuthenticated);
    }
  });
});
