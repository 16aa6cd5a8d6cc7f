import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty, setSettings } from '../../test/factories.js';
import { jpeg, pdf } from '../../test/listing-files.js';
import { multipart } from '../../test/multipart.js';
import { createUserWithSession } from '../../test/sessions.js';

// The console's notifications page (notifications.send): a picture and a listing with the message,
// to chosen users only or to everyone; the history of what was sent; the picker's user search.

describe.each(testDialects())('admin notifications on %s', (dialect) => {
  let t: TestApp;
  let staff: { id: number; auth: Record<string, string> };
  let otherStaff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    staff = await createUserWithSession(t.db, { role: 'staff', permissions: ['notifications.send'], name: 'Sara Staff' });
    otherStaff = (await createUserWithSession(t.db, { role: 'staff', permissions: ['packages.manage'] })).auth;
  });
  afterAll(() => t.close());

  const get = (url: string, auth?: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: auth });
  const inbox = async (auth: Record<string, string>) => (await get('get_notification_list?limit=50', auth)).json().data as { title: string; notification_image: string; propertys_id: number | null }[];

  it('answers 401 to visitors and 403 to users and staff without notifications.send', async () => {
    const user = await createUserWithSession(t.db);
    for (const url of ['admin/notifications', 'admin/notifications/recipients?search=a']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, user.auth)).statusCode).toBe(403);
      expect((await get(url, otherStaff)).statusCode).toBe(403);
    }
  });

  it('sends a picture and a listing to the chosen users only; the history shows it with its audience', async () => {
    const [ann, bob, cat] = [
      await createUserWithSession(t.db, { name: 'Ann Picked', email: 'ann.picked@example.com' }),
      await createUserWithSession(t.db, { name: 'Bob Picked' }),
      await createUserWithSession(t.db, { name: 'Cat Left Out' }),
    ];
    const category = await createCategory(t.db);
    const listing = await createProperty(t.db, { category_id: category.id });
    const picked = (await get('admin/notifications/recipients?search=picked', staff.auth)).json().data.map((u: { id: number }) => u.id);
    expect(picked.sort()).toEqual([ann.id, bob.id].sort());
    expect((await get('admin/notifications/recipients?search=ANN.PICKED@', staff.auth)).json().data).toEqual([{ id: ann.id, name: 'Ann Picked', email: 'ann.picked@example.com' }]);

    const form = await multipart({ title: 'Open house', message: 'Come on Saturday', user_ids: `${ann.id},${bob.id}`, property_id: String(listing.id), image: { filename: 'flyer.jpg', content: await jpeg(), type: 'image/jpeg' } });
    const sent = await t.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: { ...staff.auth, ...form.headers }, payload: form.payload });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const who of [ann, bob]) {
      const [notice] = await inbox(who.auth);
      expect(notice).toMatchObject({ title: 'Open house', propertys_id: listing.id });
      expect(notice!.notification_image).toMatch(/^http:\/\/abode\.test\/images\/notifications\/.+\.webp$/);
    }
    expect((await inbox(cat.auth)).some((n) => n.title === 'Open house')).toBe(false);

    const history = (await get('admin/notifications', staff.auth)).json();
    expect(history.data[0]).toMatchObject({ title: 'Open house', audience: 'selected', recipients: 2, property: { id: listing.id }, sent_by: { id: staff.id, name: 'Sara Staff' } });
    // the site's own alerts are not in the console's history
    expect(history.data.every((n: { sent_by: unknown }) => n.sent_by !== null)).toBe(true);
  });

  it('refuses a picture that is not one, and writes nothing', async () => {
    const before = (await get('admin/notifications', staff.auth)).json().total ?? 0;
    const form = await multipart({ title: 'Bad file', message: 'x', image: { filename: 'flyer.jpg', content: pdf(), type: 'image/jpeg' } });
    const answer = await t.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: { ...staff.auth, ...form.headers }, payload: form.payload });
    expect(answer.statusCode).toBe(400);
    expect((await get('admin/notifications', staff.auth)).json().total ?? 0).toBe(before);
    expect((await get('admin/notifications/recipients?limit=21', staff.auth)).statusCode).toBe(400);
  });

  it('refuses to send in demo mode', async () => {
    await setSettings(t.db, { demo_mode: '1' });
    try {
      const answer = await t.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: staff.auth, payload: { title: 'Demo', message: 'x' } });
      expect([answer.statusCode, answer.json().message]).toEqual([403, MSG.demoMode]);
    } finally {
      await setSettings(t.db, { demo_mode: '0' });
    }
  });
});
