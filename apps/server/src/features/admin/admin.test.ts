import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty } from '../../test/factories.js';
import { createUserWithSession } from '../../test/sessions.js';
import { hashPassword } from '../../core/security/password.js';
import { weekOf } from './admin.service.js';

describe.each(testDialects())('admin console on %s', (dialect) => {
  let t: TestApp;
  let categoryId: number;
  let admin: Awaited<ReturnType<typeof createUserWithSession>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    categoryId = (await createCategory(t.db)).id;
    admin = await createUserWithSession(t.db, { role: 'admin', name: 'Ada Admin' });
  });
  afterAll(() => t.close());

  const get = (url: string, auth: Record<string, string> = admin.auth) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: auth });
  const post = (url: string, payload: object, auth: Record<string, string> = admin.auth) => t.app.inject({ method: 'POST', url: `/api/${url}`, headers: auth, payload });
  const outbox = async () => {
    const dir = path.join(t.env.DATA_DIR, 'outbox');
    const files = await readdir(dir).catch(() => []);
    return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  };

  it('shows the dashboard: counts, what waits, twelve weeks of series and top cities', async () => {
    await createProperty(t.db, { category_id: categoryId, request_status: 'approved', city: 'Dubai' });
    await createProperty(t.db, { category_id: categoryId, request_status: 'approved', city: 'Dubai' });
    await createProperty(t.db, { category_id: categoryId, request_status: 'approved', city: 'Sharjah' });
    await createProperty(t.db, { category_id: categoryId, request_status: 'pending', city: 'Ajman' });
    const res = await get('admin/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.waiting.properties).toBeGreaterThanOrEqual(1);
    expect(data.top_cities.slice(0, 2)).toEqual([
      { city: 'Dubai', count: 2 },
      { city: 'Sharjah', count: 1 },
    ]);
    expect(data.listings_by_week).toHaveLength(12);
    const thisWeek = data.listings_by_week.at(-1);
    expect(thisWeek.week).toBe(weekOf(new Date()));
    expect(thisWeek.approved).toBeGreaterThanOrEqual(3);
    expect(thisWeek.pending).toBeGreaterThanOrEqual(1);
    expect(data.new_users_by_week.at(-1).users).toBeGreaterThanOrEqual(0);
  });

  it('weeks start on Monday (UTC)', () => {
    expect(weekOf(new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-16');
  });

  it('lists the pending queue oldest first, searchable; bulk approve notifies each owner in the app and by email, audited before/after', async () => {
    const owner = await createUserWithSession(t.db, { email: 'owner-bulk@example.com' });
    const older = await createProperty(t.db, { category_id: categoryId, user_id: owner.id, request_status: 'pending', title: 'Bulk villa one', created_at: '2026-01-01T00:00:00.000Z' });
    const newer = await createProperty(t.db, { category_id: categoryId, user_id: owner.id, request_status: 'pending', title: 'Bulk villa two' });
    const queue = (await get('admin/properties?search=bulk%20villa')).json();
    expect(queue.data.map((p: { id: number }) => p.id)).toEqual([older.id, newer.id]);
    expect(queue.data[0]).toMatchObject({ request_status: 'pending', owner: { id: owner.id } });
    expect(queue.total).toBe(2);

    const bulk = await post('admin/properties/bulk', { ids: [older.id, newer.id, 99_999_999], decision: 'approve' });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data).toEqual([
      { id: older.id, ok: true, message: null },
      { id: newer.id, ok: true, message: null },
      { id: 99_999_999, ok: false, message: 'Property Not Found' },
    ]);
    expect((await get('admin/properties?search=bulk%20villa')).json().data).toEqual([]);
    const notices = (await get('get_notification_list', owner.auth)).json().data;
    expect(notices.filter((n: { type: string }) => n.type === 'property_approved')).toHaveLength(2);
    // mail goes out in the background (features/mail): wait for both
    const mailsTo = async (to: string) => (await outbox()).filter((m) => m.includes(to));
    await expect.poll(async () => (await mailsTo('owner-bulk@example.com')).length).toBe(2);
    const mails = await mailsTo('owner-bulk@example.com');
    expect(mails[0]).toContain('Bulk villa');

    const audit = (await get(`admin/audit-log?entity=property&entity_id=${older.id}`)).json();
    expect(audit.data).toEqual([
      expect.objectContaining({ action: 'approve', actor: { id: admin.id, name: 'Ada Admin' }, before: { request_status: 'pending', reject_reason: null }, after: { request_status: 'approved', reject_reason: null } }),
    ]);
  });

  it('rejects with a reason (bulk needs one); the email carries it', async () => {
    const owner = await createUserWithSession(t.db, { email: 'owner-reject@example.com' });
    const p = await createProperty(t.db, { category_id: categoryId, user_id: owner.id, request_status: 'pending', title: 'Blurry flat' });
    const noReason = await post('admin/properties/bulk', { ids: [p.id], decision: 'reject' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, 'Reason is required']);
    expect((await post('admin/properties/bulk', { ids: [], decision: 'approve' })).statusCode).toBe(400);
    expect((await post('admin/properties/bulk', { ids: Array.from({ length: 101 }, (_, i) => i + 1), decision: 'approve' })).statusCode).toBe(400);
    expect((await post('admin/properties/bulk', { ids: ['x'], decision: 'approve' })).statusCode).toBe(400);
    expect((await post(`admin/properties/${p.id}/reject`, { reason: 'Photos are blurry' })).statusCode).toBe(200);
    await expect.poll(async () => (await outbox()).find((m) => m.includes('owner-reject@example.com')) ?? '').toContain('Photos are blurry');
    expect((await get('admin/properties?request_status=rejected')).json().data[0]).toMatchObject({ id: p.id, reject_reason: 'Photos are blurry' });
    expect((await get('admin/properties?request_status=sideways')).statusCode).toBe(400);
  });

  it('lists projects and verification requests with their private files for reviewers', async () => {
    const agent = await createUserWithSession(t.db, { name: 'Vera Agent' });
    const field = await t.db.selectFrom('verification_fields').select(['id']).executeTakeFirstOrThrow();
    const { id: submissionId } = await t.db.insertInto('verification_submissions').values({ user_id: agent.id }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('verification_values').values({ submission_id: submissionId, field_id: field.id, value: 'Licence 42' }).execute();
    const queue = (await get('admin/verification')).json();
    const item = queue.data.find((s: { id: number }) => s.id === submissionId);
    expect(item).toMatchObject({ status: 'pending', user: { id: agent.id, name: 'Vera Agent' }, values: [expect.objectContaining({ value: 'Licence 42' })] });
    expect((await get('admin/projects')).statusCode).toBe(200);

    // refused with a reason: the agent is told in the app and by email
    expect((await post(`admin/verification/${submissionId}/reject`, { reason: 'The licence has expired' })).statusCode).toBe(200);
    const notices = (await get('get_notification_list', agent.auth)).json().data;
    expect(notices[0]).toMatchObject({ type: 'verification_rejected' });
    expect(notices[0].data).toMatchObject({ reason: 'The licence has expired' });
    const agentEmail = (await t.db.selectFrom('users').select('email').where('id', '=', agent.id).executeTakeFirstOrThrow()).email!;
    await expect.poll(async () => (await outbox()).find((m) => m.includes(agentEmail)) ?? '').toContain('The licence has expired');
    expect((await get('admin/verification?status=failed')).json().data.map((s: { id: number }) => s.id)).toContain(submissionId);
  });

  it('closes a report once: a second (or concurrent) close is refused; audited', async () => {
    const reporter = await createUserWithSession(t.db);
    const p = await createProperty(t.db, { category_id: categoryId, request_status: 'approved', title: 'Reported flat' });
    const { id } = await t.db.insertInto('reports').values({ user_id: reporter.id, property_id: p.id, reason: 'Fake listing' }).returning('id').executeTakeFirstOrThrow();
    const open = (await get('admin/reports')).json().data.find((r: { id: number }) => r.id === id);
    expect(open).toMatchObject({ status: 'open', reason: 'Fake listing', property: { id: p.id, title: 'Reported flat' }, reporter: { id: reporter.id } });
    const answers = await Promise.all([post(`admin/reports/${id}/close`, { status: 'resolved', note: 'Owner warned' }), post(`admin/reports/${id}/close`, { status: 'dismissed' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().message).toBe(MSG.reportAlreadyClosed);
    expect((await post(`admin/reports/${id}/close`, { status: 'open' })).statusCode).toBe(400);
    expect((await post('admin/reports/99999999/close', { status: 'resolved' })).statusCode).toBe(404);
    const audit = (await get(`admin/audit-log?entity=report&entity_id=${id}`)).json().data;
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toEqual({ status: 'open' });
  });

  it('searches and filters users, shows one with counts and sessions; a deactivated user cannot log in and is told why', async () => {
    const user = await createUserWithSession(t.db, { email: 'findme-zz@example.com', name: 'Zed Findme' });
    await t.db.updateTable('users').set({ password_hash: await hashPassword('secret123') }).where('id', '=', user.id).execute();
    await createProperty(t.db, { category_id: categoryId, user_id: user.id });
    const found = (await get('admin/users?search=FINDME-zz')).json();
    expect(found.data.map((u: { id: number }) => u.id)).toEqual([user.id]);
    expect((await get('admin/users?search=100%25')).json().data).toEqual([]);
    const detail = (await get(`admin/users/${user.id}`)).json().data;
    expect(detail).toMatchObject({ id: user.id, is_active: true, counts: { properties: 1, projects: 0 } });
    expect(detail.sessions).toHaveLength(1);
    expect(detail).not.toHaveProperty('password_hash');
    expect((await get('admin/users/99999999')).statusCode).toBe(404);

    const off = await post(`admin/users/${user.id}/status`, { is_active: 0 });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get('admin/users?is_active=0&search=findme-zz')).json().data.map((u: { id: number }) => u.id)).toEqual([user.id]);
    // the old session is gone, and logging in again is refused with the contract's message
    expect((await get('get-user-data', user.auth)).statusCode).toBe(401);
    const login = await post('user_signup', { type: 3, email: 'findme-zz@example.com', password: 'secret123' }, {});
    expect([login.statusCode, login.json().message]).toEqual([403, MSG.accountDeactivated]);
    expect((await get(`admin/users/${user.id}`)).json().data.sessions).toEqual([]);
    expect((await post(`admin/users/${admin.id}/status`, { is_active: 0 })).statusCode).toBe(403);
    const audit = (await get(`admin/audit-log?entity=user&entity_id=${user.id}&action=deactivate`)).json().data;
    expect(audit[0]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
    expect((await get('admin/audit-log?from=yesterday')).statusCode).toBe(400);
  });

  it('lets the admin create staff who log in and work only in their areas; permissions can change', async () => {
    const created = await post('admin/staff', { name: 'Sam Staff', email: 'Sam.Staff@example.com', password: 'secret123', permissions: ['properties.moderate', 'properties.moderate'] });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ role: 'staff', email: 'sam.staff@example.com', permissions: ['properties.moderate'] });
    expect((await post('admin/staff', { name: 'Again', email: 'sam.staff@EXAMPLE.com', password: 'secret123' })).json().message).toBe(MSG.emailInUse);
    expect((await post('admin/staff', { name: 'Bad', email: 'bad@example.com', password: 'secret123', permissions: ['root'] })).statusCode).toBe(400);
    expect((await post('admin/staff', { name: 'Short', email: 'short@example.com', password: '123' })).statusCode).toBe(400);

    const login = await post('user_signup', { type: 3, email: 'sam.staff@example.com', password: 'secret123' }, {});
    expect(login.statusCode, login.body).toBe(200);
    const staff = { authorization: `Bearer ${login.json().token}` };
    expect((await get('admin/me', staff)).json().data).toMatchObject({ role: 'staff', permissions: ['properties.moderate'] });
    expect((await get('admin/properties', staff)).statusCode).toBe(200);
    expect((await get('admin/users', staff)).statusCode).toBe(403);
    const id = created.json().data.id as number;
    expect((await post(`admin/staff/${id}/permissions`, { permissions: ['users.manage'] })).statusCode).toBe(200);
    expect((await get('admin/users', staff)).statusCode).toBe(200);
    expect((await get('admin/properties', staff)).statusCode).toBe(403);
    expect((await post(`admin/staff/${admin.id}/permissions`, { permissions: [] })).statusCode).toBe(404);
    const audit = (await get(`admin/audit-log?entity=staff&entity_id=${id}`)).json().data;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['permissions', 'create']);
    expect(JSON.stringify(audit)).not.toContain('secret123');
  });
});
