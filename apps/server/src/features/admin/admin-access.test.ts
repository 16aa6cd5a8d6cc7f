import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { ADMIN_PERMISSIONS, type AdminAccess } from '@abode/shared/schemas/admin';
import { registerErrorHandling } from '../../core/http/error-handler.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty } from '../../test/factories.js';
import { createUserWithSession } from '../../test/sessions.js';
import { type AdminRoute, adminRoutesOf, registerAdminAccess } from './admin-access.js';

// Every /api/admin/ route, found by walking the app's registered routes (not a list kept by
// hand): a new route that declares no access fails here, and each one is tried as a visitor, a
// plain user and staff without its permission, with an id that exists and one that does not.

const DECLARABLE = new Set<string>([...ADMIN_PERMISSIONS, 'staff', 'admin']);
const MISSING_ID = 99_999_999;

function withId(route: AdminRoute, id: number): string {
  return route.url.replace(/:[a-z_]+/g, String(id));
}

describe.each(testDialects())('admin access on %s', (dialect) => {
  let t: TestApp;
  let routes: readonly AdminRoute[];
  let existingId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    routes = adminRoutesOf(t.app.server);
    const category = await createCategory(t.db);
    existingId = (await createProperty(t.db, { category_id: category.id, request_status: 'pending' })).id;
  });
  afterAll(() => t.close());

  const call = (route: AdminRoute, id: number, auth: Record<string, string>) =>
    t.app.inject({ method: route.method as 'GET' | 'POST', url: withId(route, id), headers: auth, ...(route.method === 'GET' ? {} : { payload: {} }) });

  it('finds the admin routes, and every one declares a known access', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const undeclared = routes.filter((r) => r.access === undefined || !DECLARABLE.has(r.access)).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('answers visitors 401 and plain users 403 on every admin route, whether or not the id exists', async () => {
    const user = await createUserWithSession(t.db);
    for (const route of routes) {
      for (const id of [existingId, MISSING_ID]) {
        const visitor = await call(route, id, {});
        expect(visitor.statusCode, `${route.method} ${route.url}`).toBe(401);
        const plain = await call(route, id, user.auth);
        expect([plain.statusCode, plain.json().message], `${route.method} ${route.url}`).toEqual([403, MSG.permissionDenied]);
      }
    }
  });

  it('answers staff 403 where they lack the declared permission, the same for any id', async () => {
    const others = (access: AdminAccess) => ADMIN_PERMISSIONS.filter((p) => p !== access);
    for (const route of routes.filter((r) => r.access !== 'staff')) {
      const staff = await createUserWithSession(t.db, { role: 'staff', permissions: others(route.access!) });
      const answers = await Promise.all([existingId, MISSING_ID].map((id) => call(route, id, staff.auth)));
      for (const answer of answers) expect([answer.statusCode, answer.json().message], `${route.method} ${route.url}`).toEqual([403, MSG.permissionDenied]);
    }
  });

  it('lets staff with no permission open the console pages (staff routes), and no one deactivated', async () => {
    const staff = await createUserWithSession(t.db, { role: 'staff', permissions: [] });
    for (const route of routes.filter((r) => r.access === 'staff')) expect((await call(route, existingId, staff.auth)).statusCode, route.url).toBe(200);
    const gone = await createUserWithSession(t.db, { role: 'admin' });
    await t.db.updateTable('users').set({ is_active: 0 }).where('id', '=', gone.id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: gone.auth })).statusCode).toBe(401);
  });

  it('in demo mode, refuses every changing admin call with the contract message, and still reads', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    await t.db.updateTable('settings').set({ value: '1' }).where('key', '=', 'demo_mode').execute();
    try {
      // one exemption, the switch itself: else demo mode could never be turned off from the console
      expect(routes.filter((r) => r.demoExempt).map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/admin/settings/demo-mode']);
      const changing = routes.filter((r) => r.method !== 'GET' && !r.demoExempt);
      expect(changing.length).toBeGreaterThan(5);
      for (const route of changing) {
        const answer = await call(route, existingId, admin.auth);
        expect([answer.statusCode, answer.json().message], route.url).toEqual([403, MSG.demoMode]);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.auth })).statusCode).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: admin.auth });
      expect(me.json().data).toMatchObject({ role: 'admin', demo_mode: true });
      const row = await t.db.selectFrom('properties').select('request_status').where('id', '=', existingId).executeTakeFirstOrThrow();
      expect(row.request_status).toBe('pending');
    } finally {
      await t.db.updateTable('settings').set({ value: '0' }).where('key', '=', 'demo_mode').execute();
    }
  });
});

describe('the admin access guard', () => {
  it('refuses a route that declared no access, even to an admin', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      request.user = { id: 1, role: 'admin', isActive: true, tokenId: 1 };
    });
    await app.register(
      async (api) => {
        registerAdminAccess(api, { actor: async () => ({ role: 'admin', permissions: null, is_active: 1 }), demoMode: async () => false });
        api.get('/admin/undeclared', async () => ({ reached: true }));
        api.get('/admin/declared', { config: { admin: 'audit.view' } }, async () => ({ reached: true }));
      },
      { prefix: '/api' },
    );
    expect((await app.inject({ url: '/api/admin/undeclared' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/declared' })).json()).toEqual({ reached: true });
    expect(adminRoutesOf(app.server).map((r) => [r.url, r.access])).toEqual([
      ['/api/admin/undeclared', undefined],
      ['/api/admin/declared', 'audit.view'],
    ]);
    await app.close();
  });
});
