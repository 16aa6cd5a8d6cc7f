import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createUserWithSession } from '../../test/sessions.js';
import { subscribeTo } from '../../test/factories.js';

// get_limits (old package system, API-CONTRACT.md §2.6): older clients ask it before the
// add-property and feature pages and read the top-level `package`, `is_premium`, `subscription`.

describe.each(testDialects())('get_limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const limits = (auth: Record<string, string> | undefined, query: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/get_limits', headers: auth, query });

  it('answers the three flags beside data, as booleans', async () => {
    const user = await createUserWithSession(t.db);
    const property = await limits(user.auth, { package_type: 'property' });
    expect(property.statusCode).toBe(200);
    // posting needs no package in Abode (ADR 009): clients must not send the user away
    expect(property.json()).toEqual({ error: false, message: MSG.fetched, data: [], package: true, is_premium: false, subscription: false });
    const advertisement = (await limits(user.auth, { package_type: 'advertisement' })).json();
    expect(advertisement).toEqual({ error: false, message: MSG.notSubscribed, data: [], package: false, is_premium: false, subscription: false });
  });

  it('allows featuring with a running package that has property_feature left, and says when it is used up', async () => {
    const user = await createUserWithSession(t.db);
    await subscribeTo(t.db, user.id, 'property_feature');
    await subscribeTo(t.db, user.id, 'premium_properties');
    expect((await limits(user.auth, { package_type: 'advertisement' })).json()).toMatchObject({ package: true, is_premium: true, subscription: true });

    const running = await t.db
      .selectFrom('user_packages')
      .innerJoin('package_feature_limits', 'package_feature_limits.package_id', 'user_packages.package_id')
      .innerJoin('package_features', 'package_features.id', 'package_feature_limits.feature_id')
      .select(['user_packages.id', 'package_features.id as feature_id', 'package_feature_limits.limit_type', 'package_feature_limits.limit'])
      .where('user_packages.user_id', '=', user.id)
      .where('package_features.name', '=', 'property_feature')
      .execute();
    expect(running.length).toBeGreaterThan(0);
    expect(running.every((r) => r.limit_type === 'limited')).toBe(true);
    await t.db
      .insertInto('user_package_usage')
      .values(running.map((r) => ({ user_package_id: r.id, feature_id: r.feature_id, used_limit: r.limit ?? 0, total_limit: r.limit })))
      .execute();
    expect((await limits(user.auth, { package_type: 'advertisement' })).json()).toMatchObject({ message: MSG.packageLimitOver, package: false, subscription: true });
  });

  it('ignores packages that ended', async () => {
    const user = await createUserWithSession(t.db);
    await subscribeTo(t.db, user.id, 'property_feature', false);
    expect((await limits(user.auth, { package_type: 'advertisement' })).json()).toMatchObject({ package: false, subscription: false, message: MSG.notSubscribed });
  });

  it('needs a signed-in user and a known package_type', async () => {
    const anonymous = await limits(undefined, { package_type: 'property' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: true, message: 'User is not authenticated' });
    const user = await createUserWithSession(t.db);
    const missing = await limits(user.auth, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: true, message: 'package_type is required' });
    const wrong = await limits(user.auth, { package_type: 'project' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('package_type must be property or advertisement');
  });
});
