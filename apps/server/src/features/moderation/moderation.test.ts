import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProject, createProperty } from '../../test/factories.js';
import { createUserWithSession } from '../../test/sessions.js';

describe.each(testDialects())('moderation on %s', (dialect) => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    categoryId = (await createCategory(t.db)).id;
  });
  afterAll(() => t.close());

  const call = (url: string, auth: Record<string, string>, payload?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });

  it('an admin approves a pending property: it appears in get-property-list; the decision is audited', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const owner = await createUserWithSession(t.db);
    const p = await createProperty(t.db, { category_id: categoryId, user_id: owner.id, request_status: 'pending', title: 'Pending flat' });
    const listed = async () => (await t.app.inject({ method: 'GET', url: `/api/get-property-list?category_id=${categoryId}` })).json().data.map((x: { id: number }) => x.id);
    expect(await listed()).not.toContain(p.id);

    const res = await call(`/api/admin/properties/${p.id}/approve`, admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed()).toContain(p.id);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'property').where('entity_id', '=', p.id).execute();
    expect(audit).toEqual([expect.objectContaining({ actor_id: admin.id, action: 'approve' })]);
  });

  it('rejects with a reason the owner sees; a reason is required', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const owner = await createUserWithSession(t.db);
    const p = await createProperty(t.db, { category_id: categoryId, user_id: owner.id, request_status: 'pending' });
    expect((await call(`/api/admin/properties/${p.id}/reject`, admin.auth, {})).json()).toMatchObject({ error: true, message: 'Reason is required' });
    expect((await call(`/api/admin/properties/${p.id}/reject`, admin.auth, { reason: 'Photos are blurry' })).statusCode).toBe(200);
    const own = (await t.app.inject({ method: 'GET', url: `/api/get-added-properties?id=${p.id}`, headers: owner.auth })).json();
    expect(own.data[0]).toMatchObject({ request_status: 'rejected', reject_reason: 'Photos are blurry' });
  });

  it('moderates projects the same way', async () => {
    const staff = await createUserWithSession(t.db, { role: 'staff', permissions: ['projects.moderate'] });
    const project = await createProject(t.db, { category_id: categoryId, request_status: 'pending' });
    expect((await call(`/api/admin/projects/${project.id}/approve`, staff.auth)).statusCode).toBe(200);
    const row = await t.db.selectFrom('projects').select('request_status').where('id', '=', project.id).executeTakeFirstOrThrow();
    expect(row.request_status).toBe('approved');
    expect((await call('/api/admin/projects/999999/approve', staff.auth)).statusCode).toBe(404);
  });

  it('refuses users and staff without the permission', async () => {
    const p = await createProperty(t.db, { category_id: categoryId, request_status: 'pending' });
    for (const who of [await createUserWithSession(t.db), await createUserWithSession(t.db, { role: 'staff', permissions: ['users.manage'] })]) {
      const res = await call(`/api/admin/properties/${p.id}/approve`, who.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.permissionDenied);
    }
    expect((await call(`/api/admin/properties/${p.id}/approve`, {})).statusCode).toBe(401);
    const row = await t.db.selectFrom('properties').select('request_status').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.request_status).toBe('pending');
  });
});
