import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty } from '../../test/factories.js';
import { decryptAes128gcm, startFakePushService, verifyVapid } from '../../test/fake-push-service.js';
import { createUserWithSession } from '../../test/sessions.js';
import { VAPID_SETTING } from './vapid-keys.js';

// The real protocol end to end: the server pushes through `web-push` to a push service on
// loopback, and the test reads the message as the subscribed browser would (RFC 8291, 8292).
describe.each(testDialects())('Web Push on %s', (dialect) => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startFakePushService>>;
  let categoryId: number;
  beforeAll(async () => {
    push = await startFakePushService();
    t = await createTestApp(dialect, { PUSH_SERVICE_HOSTS: '127.0.0.1' }, { pushAgent: push.agent });
    categoryId = (await createCategory(t.db)).id;
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('made its VAPID keys on start, keeps them in settings and never shows the private one', async () => {
    const stored = await t.db.selectFrom('settings').select('value').where('key', '=', VAPID_SETTING).executeTakeFirstOrThrow();
    const keys = JSON.parse(stored.value) as { publicKey: string; privateKey: string };
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    const answer = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(answer.json().data).toEqual({ public_key: keys.publicKey });
    const settings = (await t.app.inject({ method: 'GET', url: '/api/web-settings' })).body;
    expect(settings).not.toContain(keys.privateKey);
    expect(settings).not.toContain(VAPID_SETTING);
  });

  it("delivers the owner's approval to their browser, encrypted for it and signed with the server's VAPID key", async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const owner = await createUserWithSession(t.db);
    const browser = push.subscription();
    const subscribed = await t.app.inject({ method: 'POST', url: '/api/push/subscribe', headers: owner.auth, payload: { endpoint: browser.endpoint, keys: browser.keys } });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const listing = await createProperty(t.db, { category_id: categoryId, user_id: owner.id, request_status: 'pending', title: 'Creek house' });

    const arriving = push.nextPush();
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/properties/${listing.id}/approve`, headers: admin.auth })).statusCode).toBe(200);
    const received = await arriving;

    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received.headers.ttl)).toBeGreaterThan(0);
    const message = JSON.parse(decryptAes128gcm(received.body, browser).toString('utf8'));
    expect(message).toMatchObject({ type: 'property_approved', title: 'Your property was approved', link: `/my-property/${listing.slug_id}`, data: { title: 'Creek house' } });
    const [stored] = (await t.app.inject({ method: 'GET', url: '/api/get_notification_list', headers: owner.auth })).json().data;
    expect(message.id).toBe(stored.id);

    const vapid = verifyVapid(received.headers.authorization as string);
    expect(vapid.publicKey).toBe((await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().data.public_key);
    expect(vapid.claims.aud).toBe(push.origin);
    expect(vapid.claims.sub).toBe(`mailto:${t.env.ADMIN_EMAIL}`);
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());

    // another browser's keys cannot read it
    expect(() => decryptAes128gcm(received.body, push.subscription())).toThrow();
  });

  it('forgets a subscription its push service calls gone (410) and keeps the others', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const owner = await createUserWithSession(t.db);
    const dropped = push.subscription('/push/dropped');
    const kept = push.subscription('/push/kept');
    push.gone.add('/push/dropped');
    for (const browser of [dropped, kept]) {
      await t.app.inject({ method: 'POST', url: '/api/push/subscribe', headers: owner.auth, payload: { endpoint: browser.endpoint, keys: browser.keys } });
    }
    const before = push.received.length;
    const sent = await t.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: admin.auth, payload: { title: 'Hello', message: 'Only you', user_ids: String(owner.id) } });
    expect(sent.statusCode).toBe(200);
    await expect.poll(() => push.received.length - before).toBe(2);
    await expect
      .poll(async () => (await t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', owner.id).execute()).map((r) => r.endpoint))
      .toEqual([kept.endpoint]);
  });

  it('sends nothing to a user who switched notifications off in the profile', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const quiet = await createUserWithSession(t.db);
    const browser = push.subscription();
    await t.app.inject({ method: 'POST', url: '/api/push/subscribe', headers: quiet.auth, payload: { endpoint: browser.endpoint, keys: browser.keys } });
    await t.db.updateTable('users').set({ notification: 0 }).where('id', '=', quiet.id).execute();
    const before = push.received.length;
    await t.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: admin.auth, payload: { title: 'Psst', message: 'Quiet', user_ids: String(quiet.id) } });
    // the list still has it; no push went out (a second, pushed notification proves delivery had its chance)
    const loud = await createUserWithSession(t.db);
    const loudBrowser = push.subscription();
    await t.app.inject({ method: 'POST', url: '/api/push/subscribe', headers: loud.auth, payload: { endpoint: loudBrowser.endpoint, keys: loudBrowser.keys } });
    const arriving = push.nextPush();
    await t.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: admin.auth, payload: { title: 'Loud', message: 'Hi', user_ids: String(loud.id) } });
    expect((await arriving).path).toBe(new URL(loudBrowser.endpoint).pathname);
    expect(push.received.slice(before).map((r) => r.path)).toEqual([new URL(loudBrowser.endpoint).pathname]);
    expect((await t.app.inject({ method: 'GET', url: '/api/get_notification_list', headers: quiet.auth })).json().data[0].title).toBe('Psst');
  });
});
