import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { setSettings } from '../../test/factories.js';
import { createUserWithSession } from '../../test/sessions.js';

// The console's packages (packages.manage): CRUD with feature limits, grants and revokes by hand,
// each audited; refused to visitors, users and staff without the permission, and in demo mode.

describe.each(testDialects())('admin packages on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  let otherStaff: Record<string, string>;
  let user: { id: number; auth: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await createUserWithSession(t.db, { role: 'admin' })).auth;
    staff = (await createUserWithSession(t.db, { role: 'staff', permissions: ['packages.manage'] })).auth;
    otherStaff = (await createUserWithSession(t.db, { role: 'staff', permissions: ['settings.manage'] })).auth;
    user = await createUserWithSession(t.db);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth?: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const gold = { name: 'Gold', package_type: 'paid', price: '49.5', currency_code: 'AED', duration_hours: '720', status: '1', sort_order: '3', limit_property_list: '10', limit_premium_properties: 'unlimited' };
  const audit = async (entity: string) => (await call('GET', `admin/audit-log?entity=${entity}`, admin)).json().data;

  it('answers 401 to visitors and 403 to users and staff without packages.manage', async () => {
    for (const [method, url] of [['GET', 'admin/packages'], ['POST', 'admin/packages'], ['GET', 'admin/user-packages'], ['POST', 'admin/user-packages'], ['DELETE', 'admin/packages/1']] as const) {
      expect((await call(method, url, undefined, method === 'GET' ? undefined : gold)).statusCode).toBe(401);
      expect((await call(method, url, user.auth, method === 'GET' ? undefined : gold)).statusCode).toBe(403);
      expect((await call(method, url, otherStaff, method === 'GET' ? undefined : gold)).statusCode).toBe(403);
    }
  });

  it('creates a package with its limits; it goes on sale; edits and deletes are audited before and after', async () => {
    const created = await call('POST', 'admin/packages', staff, gold);
    expect(created.statusCode, created.body).toBe(200);
    const pack = created.json().data;
    expect(pack).toMatchObject({ name: 'Gold', package_type: 'paid', price: 49.5, duration_hours: 720, status: true, sort_order: 3, holders: 0 });
    expect(pack.features).toEqual([
      { name: 'property_list', limit_type: 'limited', limit: 10 },
      { name: 'premium_properties', limit_type: 'unlimited', limit: null },
    ]);
    expect((await t.db.selectFrom('packages').select('price').where('id', '=', pack.id).executeTakeFirstOrThrow()).price).toBe(4950);
    const onSale = (await call('GET', 'get-package')).json().data;
    expect(onSale.find((p: { id: number }) => p.id === pack.id)).toMatchObject({ name: 'Gold', price: 49.5 });

    const edited = await call('POST', `admin/packages/${pack.id}`, staff, { ...gold, name: 'Gold plus', status: '0', limit_property_list: '', limit_project_list: '5' });
    expect(edited.json().data).toMatchObject({ name: 'Gold plus', status: false, features: [{ name: 'project_list', limit: 5 }, { name: 'premium_properties' }] });
    expect((await call('GET', 'get-package')).json().data.some((p: { id: number }) => p.id === pack.id)).toBe(false);
    const [update] = await audit('package');
    expect(update).toMatchObject({ action: 'update', entity_id: pack.id, before: { name: 'Gold', status: true }, after: { name: 'Gold plus', status: 0 } });

    expect((await call('DELETE', `admin/packages/${pack.id}`, staff)).json().message).toBe(MSG.packageDeleted);
    expect((await call('GET', `admin/packages/${pack.id}`, staff)).statusCode).toBe(404);
    expect((await audit('package'))[0]).toMatchObject({ action: 'delete', entity_id: pack.id, before: { name: 'Gold plus' } });
  });

  it('refuses bad input and says which field, writing nothing', async () => {
    const before = (await call('GET', 'admin/packages', staff)).json().data.length;
    for (const bad of [
      { ...gold, name: '' },
      { ...gold, price: '-1' },
      { ...gold, package_type: 'free' },
      { ...gold, package_type: 'gift' },
      { ...gold, currency_code: 'dirham' },
      { ...gold, duration_hours: '0' },
      { ...gold, limit_property_list: '-3' },
      { ...gold, limit_property_list: 'lots' },
      { ...gold, name: 'x'.repeat(192) },
    ]) {
      const answer = await call('POST', 'admin/packages', staff, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('POST', 'admin/packages', staff, { ...gold, price: 'abc' })).json().message).toMatch(/Price/);
    expect((await call('GET', 'admin/packages', staff)).json().data.length).toBe(before);
    expect((await call('POST', 'admin/packages/99999999', staff, gold)).statusCode).toBe(404);
  });

  it('grants a package by hand and revokes it once, with reasons; a held package cannot be deleted', async () => {
    const pack = (await call('POST', 'admin/packages', admin, gold)).json().data;
    const refused = await call('POST', 'admin/user-packages', staff, { user_id: user.id, package_id: pack.id });
    expect(refused.statusCode).toBe(400);
    expect((await call('POST', 'admin/user-packages', staff, { user_id: 99999999, package_id: pack.id, reason: 'Gift' })).statusCode).toBe(404);
    expect((await call('POST', 'admin/user-packages', staff, { user_id: user.id, package_id: pack.id, reason: 'Launch gift' })).json().message).toBe(MSG.packageGranted);
    const limit = (await call('GET', 'check-package-limit?type=property_list', user.auth)).json().data;
    expect(limit).toMatchObject({ package_available: true, feature_available: true, limit_available: true });

    const held = (await call('GET', `admin/user-packages?user_id=${user.id}&package_id=${pack.id}&state=running`, staff)).json();
    expect(held.total).toBe(1);
    const holding = held.data[0];
    expect(holding).toMatchObject({ user: { id: user.id }, package: { id: pack.id, name: 'Gold' }, running: true, revoked_at: null, payment_transaction_id: null });
    expect((await call('DELETE', `admin/packages/${pack.id}`, staff)).json().message).toBe(MSG.packageInUse);

    const revoke = () => call('POST', `admin/user-packages/${holding.id}/revoke`, staff, { reason: 'Granted by mistake' });
    const [a, b] = await Promise.all([revoke(), revoke()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect((await call('GET', 'check-package-limit?type=property_list', user.auth)).json().data.package_available).toBe(false);
    const ended = (await call('GET', `admin/user-packages?user_id=${user.id}&state=ended`, staff)).json().data[0];
    expect(ended).toMatchObject({ id: holding.id, running: false, revoke_reason: 'Granted by mistake' });
    const actions = (await audit('user_package')).map((e: { action: string; entity_id: number }) => [e.action, e.entity_id]);
    expect(actions).toEqual([['revoke', holding.id], ['grant', holding.id]]);
  });

  it('documents every new console operation in the OpenAPI description', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    for (const operation of [
      'GET /api/admin/packages',
      'POST /api/admin/packages',
      'POST /api/admin/packages/{id}',
      'DELETE /api/admin/packages/{id}',
      'GET /api/admin/user-packages',
      'POST /api/admin/user-packages',
      'POST /api/admin/user-packages/{id}/revoke',
      'GET /api/admin/transactions',
      'GET /api/admin/payment-settings',
      'POST /api/admin/payment-settings',
      'GET /api/admin/notifications',
      'POST /api/admin/notifications',
      'GET /api/admin/notifications/recipients',
    ]) {
      expect(operations, operation).toContain(operation);
    }
  });

  it('refuses every change in demo mode and changes nothing', async () => {
    await setSettings(t.db, { demo_mode: '1' });
    try {
      const count = (await call('GET', 'admin/packages', admin)).json().data.length;
      const answer = await call('POST', 'admin/packages', admin, gold);
      expect([answer.statusCode, answer.json().message]).toEqual([403, MSG.demoMode]);
      expect((await call('POST', 'admin/user-packages', admin, { user_id: user.id, package_id: 1, reason: 'x' })).json().message).toBe(MSG.demoMode);
      expect((await call('GET', 'admin/packages', admin)).json().data.length).toBe(count);
    } finally {
      await setSettings(t.db, { demo_mode: '0' });
    }
  });
});
