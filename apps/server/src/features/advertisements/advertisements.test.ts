import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERTISEMENT_STATUS } from '@abode/shared/enums';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProject, createProperty, grantPackage } from '../../test/factories.js';
import { createUserWithSession } from '../../test/sessions.js';
import { createAdvertisementsRepo } from './advertisements.repo.js';
import { createAdvertisementsService } from './advertisements.service.js';
import { createPackageGate } from '../packages/package-gate.js';
import { createNotificationsRepo } from '../notifications/notifications.repo.js';
import { createNotificationsService } from '../notifications/notifications.service.js';

// Featured listings: store_advertisement spends a unit of property_feature / project_feature in
// its own transaction, one live feature per listing, pending → approved → expired by the sweep,
// which also warns owners a few days ahead.

describe.each(testDialects())('featured listings on %s', (dialect) => {
  let t: TestApp;
  let category: { id: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    category = await createCategory(t.db);
  });
  afterAll(() => t.close());

  const store = (auth: Record<string, string>, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/store_advertisement', headers: auth, payload });
  const featured = async (auth: Record<string, string>, type = 'property') => (await t.app.inject({ method: 'GET', url: `/api/get-featured-data?type=${type}`, headers: auth })).json();
  const promotedIds = async () => ((await t.app.inject({ method: 'GET', url: '/api/get-property-list?promoted=1&limit=50' })).json().data ?? []).map((p: { id: number }) => p.id);

  it('features an own approved property: pending, then approved by the admin and leading the lists', async () => {
    const user = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const { userPackageId } = await grantPackage(t.db, user.id, { property_feature: 2 });
    const property = await createProperty(t.db, { category_id: category.id, user_id: user.id });
    const res = await store(user.auth, { feature_for: 'property', property_id: property.id });
    expect(res.json()).toMatchObject({ error: false, message: MSG.advertisementAdded });
    const mine = await featured(user.auth);
    const holding = await t.db.selectFrom('user_packages').select('end_date').where('id', '=', userPackageId).executeTakeFirstOrThrow();
    expect(mine.data).toEqual([expect.objectContaining({ status: ADVERTISEMENT_STATUS.pending, property_id: property.id, end_date: holding.end_date, property: expect.objectContaining({ id: property.id }) })]);
    expect(await promotedIds()).not.toContain(property.id);

    expect((await t.app.inject({ method: 'POST', url: `/api/admin/advertisements/${mine.data[0].id}/approve`, headers: user.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/advertisements/${mine.data[0].id}/approve`, headers: admin.auth })).json().message).toBe(MSG.advertisementApproved);
    expect(await promotedIds()).toContain(property.id);

    const again = await store(user.auth, { feature_for: 'property', property_id: property.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.advertisementExists);
    const usage = await t.db.selectFrom('user_package_usage').select('used_limit').where('user_package_id', '=', userPackageId).executeTakeFirstOrThrow();
    expect(usage.used_limit).toBe(1);
  });

  it('spends one unit for two parallel requests on the same listing', async () => {
    const user = await createUserWithSession(t.db);
    const { userPackageId } = await grantPackage(t.db, user.id, { property_feature: 5 });
    const property = await createProperty(t.db, { category_id: category.id, user_id: user.id });
    const answers = await Promise.all([store(user.auth, { property_id: property.id }), store(user.auth, { property_id: property.id })]);
    expect(answers.map((a) => a.json().message).sort()).toEqual([MSG.advertisementAdded, MSG.advertisementExists].sort());
    const usage = await t.db.selectFrom('user_package_usage').select('used_limit').where('user_package_id', '=', userPackageId).executeTakeFirstOrThrow();
    expect(usage.used_limit).toBe(1);
  });

  it('refuses without a package, after the limit, for someone else’s listing, and for visitors', async () => {
    const user = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    const mine = await createProperty(t.db, { category_id: category.id, user_id: user.id });
    const second = await createProperty(t.db, { category_id: category.id, user_id: user.id });
    const theirs = await createProperty(t.db, { category_id: category.id, user_id: other.id });
    expect((await store(user.auth, { property_id: mine.id })).json()).toMatchObject({ message: MSG.notSubscribed, key: 'packageRequired' });
    await grantPackage(t.db, user.id, { property_feature: 1 });
    expect((await store(user.auth, { property_id: theirs.id })).json()).toMatchObject({ error: true, message: MSG.advertisementNotAllowed });
    expect((await store(user.auth, { property_id: mine.id })).statusCode).toBe(200);
    expect((await store(user.auth, { property_id: second.id })).json()).toMatchObject({ message: MSG.packageLimitOver, key: 'packageLimitOver' });
    expect((await t.app.inject({ method: 'POST', url: '/api/store_advertisement', payload: { property_id: mine.id } })).statusCode).toBe(401);
    expect((await store(user.auth, { feature_for: 'project' })).json().message).toBe('project_id is required');
    // deleting: own only
    const ad = (await featured(user.auth)).data[0];
    expect((await t.app.inject({ method: 'POST', url: '/api/delete_advertisement', headers: other.auth, payload: { id: ad.id } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/delete_advertisement', headers: user.auth, payload: { id: ad.id } })).json().message).toBe(MSG.advertisementDeleted);
    expect((await featured(user.auth)).data).toEqual([]);
  });

  it('queues pending requests for the admin, who rejects one with a reason: audited, its owner told, a second decision refused', async () => {
    const user = await createUserWithSession(t.db, { name: 'Queue Owner' });
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    await grantPackage(t.db, user.id, { property_feature: 2 });
    const property = await createProperty(t.db, { category_id: category.id, user_id: user.id, title: 'Queued loft' });
    expect((await store(user.auth, { feature_for: 'property', property_id: property.id })).statusCode).toBe(200);
    const queue = async (status: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/advertisements?status=${status}&limit=100`, headers: admin.auth })).json();
    const pending = await queue('pending');
    const mine = pending.data.find((f: { listing: { id: number } }) => f.listing.id === property.id);
    expect(mine).toMatchObject({ status: 'pending', feature_for: 'property', listing: { slug_id: property.slug_id, title: 'Queued loft' }, owner: { id: user.id, name: 'Queue Owner' } });
    expect(pending.total).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/advertisements?status=lost', headers: admin.auth })).statusCode).toBe(400);

    const reject = (payload: object) => t.app.inject({ method: 'POST', url: `/api/admin/advertisements/${mine.id}/reject`, headers: admin.auth, payload });
    expect((await reject({})).statusCode).toBe(400);
    expect((await reject({ reason: 'The photos show another building.' })).json()).toMatchObject({ error: false, message: MSG.advertisementRejected });
    expect((await reject({ reason: 'Again' })).json()).toMatchObject({ error: true, message: MSG.advertisementDecided });
    expect((await queue('rejected')).data.find((f: { id: number }) => f.id === mine.id)).toMatchObject({ status: 'rejected', reject_reason: 'The photos show another building.' });

    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'advertisement').where('entity_id', '=', mine.id).execute();
    expect(audit).toEqual([expect.objectContaining({ actor_id: admin.id, action: 'reject' })]);
    const heard = (await t.app.inject({ method: 'GET', url: '/api/get_notification_list', headers: user.auth })).json().data;
    expect(heard).toContainEqual(expect.objectContaining({ type: 'advertisement_rejected', link: '/user/advertisement' }));
    expect(await promotedIds()).not.toContain(property.id);
  });

  it('answers two admins deciding the same request at once with one decision', async () => {
    const user = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    await grantPackage(t.db, user.id, { property_feature: 1 });
    const property = await createProperty(t.db, { category_id: category.id, user_id: user.id });
    const { id } = (await store(user.auth, { feature_for: 'property', property_id: property.id })).json().data;
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/admin/advertisements/${id}/approve`, headers: admin.auth }),
      t.app.inject({ method: 'POST', url: `/api/admin/advertisements/${id}/reject`, headers: admin.auth, payload: { reason: 'No' } }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await t.db.selectFrom('audit_log').select('id').where('entity', '=', 'advertisement').where('entity_id', '=', id).execute()).toHaveLength(1);
  });

  it('features projects with project_feature', async () => {
    const user = await createUserWithSession(t.db);
    await grantPackage(t.db, user.id, { project_feature: 1 });
    const project = await createProject(t.db, { category_id: category.id, user_id: user.id });
    expect((await store(user.auth, { feature_for: 'project', project_id: project.id })).statusCode).toBe(200);
    expect((await featured(user.auth, 'project')).data[0]).toMatchObject({ project_id: project.id, project: expect.objectContaining({ id: project.id }) });
  });

  it('expires ended features, and warns owners once a few days before, however often the sweep runs', async () => {
    const user = await createUserWithSession(t.db);
    const ending = await createProperty(t.db, { category_id: category.id, user_id: user.id, title: 'Ending soon' });
    const ended = await createProperty(t.db, { category_id: category.id, user_id: user.id });
    const stamp = new Date().toISOString();
    const insert = (propertyId: number, endsInMs: number) =>
      t.db
        .insertInto('advertisements')
        .values({ user_id: user.id, feature_for: 'property', property_id: propertyId, status: 0, is_enable: 1, start_date: stamp, end_date: new Date(Date.now() + endsInMs).toISOString(), created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
    const soon = await insert(ending.id, 2 * 86_400_000);
    const past = await insert(ended.id, -60_000);
    const notifications = createNotificationsService({
      repo: createNotificationsRepo(t.db),
      storage: t.storage,
      push: null,
      pushHosts: [],
      vapidPublicKey: async () => '',
      onPushError: (error) => {
        throw error;
      },
    });
    const service = createAdvertisementsService({ db: t.db, repo: createAdvertisementsRepo(t.db), gate: createPackageGate(t.db), properties: { cardsOf: async () => [] }, projects: { byIds: async () => [] }, notifications, users: { findById: async () => undefined }, mail: { send: () => {} }, storage: t.storage });
    const runs = await Promise.all([service.sweep(), service.sweep()]);
    expect(runs.reduce((sum, r) => sum + r.warned, 0)).toBe(1);
    expect(runs.reduce((sum, r) => sum + r.expired, 0)).toBeGreaterThanOrEqual(1);
    expect(await service.sweep()).toEqual({ expired: 0, warned: 0 });
    const status = async (id: number) => (await t.db.selectFrom('advertisements').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await status(past.id)).toBe(ADVERTISEMENT_STATUS.expired);
    expect(await status(soon.id)).toBe(ADVERTISEMENT_STATUS.approved);
    expect(await promotedIds()).toContain(ending.id);
    expect(await promotedIds()).not.toContain(ended.id);
    const heard = (await t.app.inject({ method: 'GET', url: '/api/get_notification_list', headers: user.auth })).json().data;
    expect(heard).toEqual([expect.objectContaining({ type: 'advertisement_expiring', link: '/user/advertisement' })]);
  });
});
