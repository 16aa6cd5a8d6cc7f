import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { NOTIFICATION_MSG } from '@abode/shared/schemas/notifications';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty, dates, subscribeTo } from '../../test/factories.js';
import { createUserWithSession } from '../../test/sessions.js';
import { createNotificationsRepo } from './notifications.repo.js';
import { createNotificationsService } from './notifications.service.js';
import { createPackageAlerts } from './package-alerts.js';
import { createPackagesRepo } from '../packages/packages.repo.js';
import { createPackageGate } from '../packages/package-gate.js';
import { createPackagesService } from '../packages/packages.service.js';

type Auth = Record<string, string>;
const PUSH_HOST = 'push.example.net';
const p256dh = Buffer.alloc(65, 4).toString('base64url');
const authSecret = Buffer.alloc(16, 7).toString('base64url');

describe.each(testDialects())('notifications on %s', (dialect) => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUSH_SERVICE_HOSTS: PUSH_HOST });
    categoryId = (await createCategory(t.db)).id;
  });
  afterAll(() => t.close());

  const get = (url: string, auth: Auth = {}) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: auth });
  const post = (url: string, auth: Auth = {}, payload?: object) => t.app.inject({ method: 'POST', url: `/api/${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const list = async (auth: Auth) => (await get('get_notification_list', auth)).json();
  const listingOf = async (ownerId: number, title = 'Sea view flat') =>
    createProperty(t.db, { category_id: categoryId, user_id: ownerId, request_status: 'pending', title });

  it("tells the owner when an admin approves or rejects the listing, with the reason and a link to it", async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const owner = await createUserWithSession(t.db);
    const approved = await listingOf(owner.id, 'Marina loft');
    const rejected = await listingOf(owner.id, 'Blurry villa');
    expect((await post(`admin/properties/${approved.id}/approve`, admin.auth)).statusCode).toBe(200);
    expect((await post(`admin/properties/${rejected.id}/reject`, admin.auth, { reason: 'Photos are blurry' })).statusCode).toBe(200);

    const body = await list(owner.auth);
    expect(body).toMatchObject({ error: false, total: 2, unread_count: 2 });
    const [rejectedNote, approvedNote] = body.data;
    expect(rejectedNote).toMatchObject({
      type: 'property_rejected',
      title: 'Your property was rejected',
      message: '"Blurry villa" was rejected: Photos are blurry',
      send_type: 0,
      customers_id: String(owner.id),
      propertys_id: rejected.id,
      property: { id: rejected.id, title: 'Blurry villa' },
      is_read: 0,
      link: `/my-property/${rejected.slug_id}`,
      data: { title: 'Blurry villa', reason: 'Photos are blurry' },
    });
    expect(rejectedNote.created).toMatch(/ago$|just now/);
    expect(approvedNote).toMatchObject({ type: 'property_approved', link: `/my-property/${approved.slug_id}`, data: { title: 'Marina loft' } });
    // the admin and other users hear nothing of it
    expect((await list(admin.auth)).data).toEqual([]);
  });

  it("does not tell anyone about the company's own listings", async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const own = await createProperty(t.db, { category_id: categoryId, user_id: null, request_status: 'pending' });
    const before = await t.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await post(`admin/properties/${own.id}/approve`, admin.auth)).statusCode).toBe(200);
    const after = await t.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('marks one read, then all; reading twice or at once changes nothing; another user’s notification is not found', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const owner = await createUserWithSession(t.db);
    const stranger = await createUserWithSession(t.db);
    for (const title of ['One', 'Two', 'Three']) await post(`admin/properties/${(await listingOf(owner.id, title)).id}/approve`, admin.auth);
    const [first] = (await list(owner.auth)).data as { id: number }[];

    const foreign = await post('notifications/read', stranger.auth, { id: first!.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: true, message: NOTIFICATION_MSG.notFound });
    expect((await post('notifications/read', owner.auth, { id: 99_999_999 })).statusCode).toBe(404);

    const reads = await Promise.all(Array.from({ length: 5 }, () => post('notifications/read', owner.auth, { id: first!.id })));
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(reads[0]!.json().message).toBe(NOTIFICATION_MSG.read);
    const readAt = await t.db.selectFrom('notification_recipients').select('read_at').where('notification_id', '=', first!.id).execute();
    expect(readAt).toHaveLength(1);
    await post('notifications/read', owner.auth, { id: first!.id });
    expect(await t.db.selectFrom('notification_recipients').select('read_at').where('notification_id', '=', first!.id).execute()).toEqual(readAt);

    expect((await get('notifications/unread-count', owner.auth)).json().data).toEqual({ unread_count: 2 });
    expect((await post('notifications/read-all', owner.auth)).json()).toMatchObject({ error: false, message: NOTIFICATION_MSG.allRead });
    expect((await post('notifications/read-all', owner.auth)).statusCode).toBe(200);
    const after = await list(owner.auth);
    expect(after.unread_count).toBe(0);
    expect(after.data.map((n: { is_read: number }) => n.is_read)).toEqual([1, 1, 1]);
    // the stranger's mark-all touched nothing of the owner's
    await post('notifications/read-all', stranger.auth);
    expect((await list(stranger.auth)).data).toEqual([]);
  });

  it('answers visitors and bad input as the contract says', async () => {
    for (const [method, url] of [
      ['GET', 'get_notification_list'],
      ['GET', 'notifications/unread-count'],
      ['POST', 'notifications/read'],
      ['POST', 'notifications/read-all'],
      ['POST', 'push/subscribe'],
      ['POST', 'push/unsubscribe'],
      ['POST', 'admin/notifications'],
    ] as const) {
      for (const auth of [{}, { authorization: 'Bearer undefined' }]) {
        const res = await t.app.inject({ method, url: `/api/${url}`, headers: auth });
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({ error: true, message: MSG.notAuthenticated });
      }
    }
    const user = await createUserWithSession(t.db);
    expect((await post('notifications/read', user.auth, { id: 'abc' })).statusCode).toBe(400);
    expect((await get('get_notification_list?limit=-1', user.auth)).statusCode).toBe(400);
    const paged = await get('get_notification_list?offset=0&limit=1', user.auth);
    expect(paged.json()).toMatchObject({ error: false, message: MSG.noData, data: [] });
  });

  it('admin broadcasts reach everyone registered by then; a later account does not get old ones; staff need the permission', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const before = await createUserWithSession(t.db);
    const sent = await post('admin/notifications', admin.auth, { title: 'Holiday hours', message: 'We answer chats from 9 to 5.' });
    expect(sent.json()).toMatchObject({ error: false, message: NOTIFICATION_MSG.sent });
    // created_at has millisecond precision: the next account registers strictly later
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await createUserWithSession(t.db);

    const seen = await list(before.auth);
    const broadcast = seen.data.find((n: { title: string }) => n.title === 'Holiday hours');
    expect(broadcast).toMatchObject({ send_type: 1, customers_id: '', type: 'general', is_read: 0 });
    // the console's sends are audited with the notification (ADR 027)
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'notification').where('entity_id', '=', broadcast.id).execute();
    expect(audit).toEqual([expect.objectContaining({ actor_id: admin.id, action: 'send' })]);
    expect(JSON.parse(audit[0]!.after_data!)).toMatchObject({ title: 'Holiday hours', to: 'all' });
    expect((await list(later.auth)).data.find((n: { title: string }) => n.title === 'Holiday hours')).toBeUndefined();
    expect((await post('notifications/read', later.auth, { id: broadcast.id })).statusCode).toBe(404);

    expect((await post('notifications/read', before.auth, { id: broadcast.id })).statusCode).toBe(200);
    expect((await post('notifications/read', before.auth, { id: broadcast.id })).statusCode).toBe(200);
    expect((await list(before.auth)).data.find((n: { id: number }) => n.id === broadcast.id).is_read).toBe(1);

    for (const who of [await createUserWithSession(t.db), await createUserWithSession(t.db, { role: 'staff', permissions: ['properties.moderate'] })]) {
      const refused = await post('admin/notifications', who.auth, { title: 'Spam', message: 'Buy now' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MSG.permissionDenied);
    }
    const staff = await createUserWithSession(t.db, { role: 'staff', permissions: ['notifications.send'] });
    expect((await post('admin/notifications', staff.auth, { title: 'Hi', message: 'To one', user_ids: String(later.id) })).statusCode).toBe(200);
    expect((await list(later.auth)).data[0]).toMatchObject({ title: 'Hi', send_type: 0 });
    expect((await list(before.auth)).data.find((n: { title: string }) => n.title === 'Hi')).toBeUndefined();
  });

  it('refuses bad admin notifications', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    expect((await post('admin/notifications', admin.auth, { title: '', message: 'x' })).statusCode).toBe(400);
    expect((await post('admin/notifications', admin.auth, { title: 'x'.repeat(192), message: 'x' })).statusCode).toBe(400);
    expect((await post('admin/notifications', admin.auth, { title: 'x', message: 'x', link: 'https://evil.example/' })).statusCode).toBe(400);
    expect((await post('admin/notifications', admin.auth, { title: 'x', message: 'x', link: '//evil.example/' })).statusCode).toBe(400);
    expect((await post('admin/notifications', admin.auth, { title: 'x', message: 'x', user_ids: '1,abc' })).statusCode).toBe(400);
    expect((await post('admin/notifications', admin.auth, { title: 'x', message: 'x', user_ids: '99999998' })).statusCode).toBe(404);
    expect((await post('admin/notifications', admin.auth, { title: 'x', message: 'x', property_id: 99999998 })).statusCode).toBe(404);
  });

  it('stores one subscription per browser, only on the configured push services, at most ten per account', async () => {
    const user = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    const subscribe = (auth: Auth, endpoint: string, keys: object = { p256dh, auth: authSecret }) => post('push/subscribe', auth, { endpoint, keys });

    expect((await subscribe(user.auth, `https://${PUSH_HOST}/a`)).json()).toMatchObject({ error: false, message: NOTIFICATION_MSG.subscribed });
    expect((await subscribe(user.auth, `https://${PUSH_HOST}/a`)).statusCode).toBe(200);
    const refusedHost = await subscribe(user.auth, 'https://169.254.169.254/latest');
    expect(refusedHost.statusCode).toBe(400);
    expect(refusedHost.json().message).toBe(NOTIFICATION_MSG.pushServiceRefused);
    expect((await subscribe(user.auth, `http://${PUSH_HOST}/plain`)).statusCode).toBe(400);
    expect((await subscribe(user.auth, `https://user:pw@${PUSH_HOST}/x`)).statusCode).toBe(400);
    expect((await subscribe(user.auth, `https://${PUSH_HOST}/k`, { p256dh: 'short', auth: authSecret })).statusCode).toBe(400);
    expect((await subscribe(user.auth, `https://${PUSH_HOST}/${'x'.repeat(2100)}`)).statusCode).toBe(400);

    const rows = () => t.db.selectFrom('push_subscriptions').select(['user_id', 'endpoint']).where('endpoint', 'like', `https://${PUSH_HOST}/%`).orderBy('id').execute();
    expect(await rows()).toEqual([{ user_id: user.id, endpoint: `https://${PUSH_HOST}/a` }]);
    // the same browser signed in as someone else now belongs to that account
    await subscribe(other.auth, `https://${PUSH_HOST}/a`);
    expect(await rows()).toEqual([{ user_id: other.id, endpoint: `https://${PUSH_HOST}/a` }]);

    for (let i = 0; i < 12; i += 1) await subscribe(user.auth, `https://${PUSH_HOST}/device-${i}`);
    const mine = (await rows()).filter((r) => r.user_id === user.id).map((r) => r.endpoint);
    expect(mine).toHaveLength(10);
    expect(mine).not.toContain(`https://${PUSH_HOST}/device-0`);
    expect(mine).toContain(`https://${PUSH_HOST}/device-11`);

    // unsubscribing someone else's browser does nothing
    await post('push/unsubscribe', user.auth, { endpoint: `https://${PUSH_HOST}/a` });
    expect((await rows()).some((r) => r.user_id === other.id)).toBe(true);
    await post('push/unsubscribe', other.auth, { endpoint: `https://${PUSH_HOST}/a` });
    expect((await rows()).some((r) => r.user_id === other.id)).toBe(false);
  });

  it('update_profile keeps the push token; before-logout clears it and forgets only that browser', async () => {
    const user = await createUserWithSession(t.db);
    const profile = { name: 'Push User', email: `push-${user.id}@example.com`, mobile: '501234567', country_code: '+971' };
    const updated = await post('update_profile', user.auth, { ...profile, fcm_id: `https://${PUSH_HOST}/mine` });
    expect(updated.json().data.fcm_id).toBe(`https://${PUSH_HOST}/mine`);
    for (const path of ['mine', 'tablet']) await post('push/subscribe', user.auth, { endpoint: `https://${PUSH_HOST}/${path}`, keys: { p256dh, auth: authSecret } });

    expect((await post('before-logout', user.auth, { fcm_id: `https://${PUSH_HOST}/mine` })).statusCode).toBe(200);
    const row = await t.db.selectFrom('users').select('fcm_id').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.fcm_id).toBeNull();
    const left = await t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', user.id).execute();
    expect(left).toEqual([{ endpoint: `https://${PUSH_HOST}/tablet` }]);
  });

  it('warns once about a package that ends within three days, however often the sweep runs', async () => {
    const holder = await createUserWithSession(t.db);
    const notLongNow = await createUserWithSession(t.db);
    await subscribeTo(t.db, holder.id, 'property_list');
    await subscribeTo(t.db, notLongNow.id, 'property_list');
    await t.db.updateTable('user_packages').set({ end_date: dates.daysAhead(2) }).where('user_id', '=', holder.id).execute();
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
    const alerts = createPackageAlerts({ packages: createPackagesService({ repo: createPackagesRepo(t.db), gate: createPackageGate(t.db) }), notifications });
    const runs = await Promise.all([alerts.run(), alerts.run(), alerts.run()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await alerts.run()).toBe(0);
    const heard = (await list(holder.auth)).data;
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ type: 'package_expiring', link: '/subscription-plan', title: 'Your package is ending soon' });
    expect((await list(notLongNow.auth)).data).toEqual([]);
  });
});
