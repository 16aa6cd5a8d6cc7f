import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { SESSION_COOKIE } from '@abode/shared/session';
import { hashPassword } from '../../core/security/password.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { multipart } from '../../test/multipart.js';
import { createUserWithSession } from '../../test/sessions.js';

const profile = { name: 'Sara Ali', email: 'sara@example.com', mobile: '0501234567', country_code: '971', address: 'Dubai Marina, Dubai' };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe.each(testDialects())('users on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3a7' } }).jpeg().withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } }).toBuffer();

  it('updates the profile with a picture and reports completeness', async () => {
    const user = await createUserWithSession(t.db, { email: profile.email });
    const before = await t.app.inject({ method: 'GET', url: '/api/get-user-data', headers: user.auth });
    expect(before.json().data.is_profile_complete).toBe(false);

    const form = await multipart({ ...profile, about_me: 'Agent in Dubai', profile: { filename: 'me.jpg', content: await jpeg(300, 300), type: 'image/jpeg' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/update_profile', headers: { ...user.auth, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: 'Sara Ali', mobile: '501234567', country_code: '+971', about_me: 'Agent in Dubai', is_profile_complete: true });
    expect(data.profile).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/images/profiles/.+\\.webp$`));

    const stored = await sharp(path.join(t.env.DATA_DIR, 'media', new URL(data.profile).pathname.replace('/images/', ''))).metadata();
    expect(stored.exif).toBeUndefined();

    const cleared = await t.app.inject({ method: 'POST', url: '/api/update_profile', headers: user.auth, payload: { ...profile, about_me: '' } });
    expect(cleared.json().data.about_me).toBe('');
  });

  it('refuses small or fake pictures and missing fields without changing anything', async () => {
    const user = await createUserWithSession(t.db);
    const small = await multipart({ ...profile, email: 'small@example.com', profile: { filename: 'a.jpg', content: await jpeg(100, 100) } });
    const res = await t.app.inject({ method: 'POST', url: '/api/update_profile', headers: { ...user.auth, ...small.headers }, payload: small.payload });
    expect(res.statusCode).toBe(400);
    const fake = await multipart({ ...profile, email: 'fake@example.com', profile: { filename: 'a.png', content: Buffer.from('<html>hi</html>') } });
    expect((await t.app.inject({ method: 'POST', url: '/api/update_profile', headers: { ...user.auth, ...fake.headers }, payload: fake.payload })).statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'POST', url: '/api/update_profile', headers: user.auth, payload: { name: 'X' } });
    expect(missing.json()).toMatchObject({ error: true, message: 'Email is required' });
    const row = await t.db.selectFrom('users').select(['name', 'profile']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.profile).toBeNull();
    expect(row.name).not.toBe('Sara Ali');
  });

  it('takes update_profile without country_code and keeps the one stored', async () => {
    const user = await createUserWithSession(t.db, { email: 'no-cc@example.com' });
    await t.app.inject({ method: 'POST', url: '/api/update_profile', headers: user.auth, payload: { ...profile, email: 'no-cc@example.com' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/update_profile', headers: user.auth, payload: { name: 'Sara Ali', email: 'no-cc@example.com', mobile: '971501234567' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ mobile: '971501234567', country_code: '+971' });
  });

  it('will not take an email another account uses', async () => {
    await createUserWithSession(t.db, { email: 'owner@example.com' });
    const user = await createUserWithSession(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/update_profile', headers: user.auth, payload: { ...profile, email: 'owner@example.com' } });
    expect(res.json()).toMatchObject({ error: true, message: MSG.emailInUse });
  });

  it('deletes the account with everything it owns, files included', async () => {
    const user = await createUserWithSession(t.db, { email: 'leaving@example.com' });
    const form = await multipart({ ...profile, email: 'leaving@example.com', profile: { filename: 'me.jpg', content: await jpeg(200, 200) } });
    await t.app.inject({ method: 'POST', url: '/api/update_profile', headers: { ...user.auth, ...form.headers }, payload: form.payload });
    const filesBefore = await listFiles(path.join(t.env.DATA_DIR, 'media'));
    const category = await t.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const { id: propertyId } = await t.db
      .insertInto('properties')
      .values({ slug_id: 'leaving-flat', user_id: user.id, category_id: category.id, title: 'Flat', price: 100_00, currency_code: 'AED', latitude: 25.2, longitude: 55.3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await createUserWithSession(t.db);
    await t.db.insertInto('favourites').values({ user_id: other.id, property_id: propertyId }).execute();
    await t.db.insertInto('favourites').values({ user_id: user.id, property_id: propertyId }).execute();
    const lang = await t.db.selectFrom('languages').select('id').executeTakeFirstOrThrow();
    await t.db.insertInto('translations').values({ entity: 'property', entity_id: propertyId, language_id: lang.id, field: 'title', value: 'شقة' }).execute();

    const res = await t.app.inject({ method: 'POST', url: '/api/delete_user', headers: user.auth });
    expect(res.json()).toMatchObject({ error: false, message: MSG.accountDeleted });
    expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('properties').select('id').where('id', '=', propertyId).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('favourites').select('id').where('property_id', '=', propertyId).execute()).toEqual([]);
    expect(await t.db.selectFrom('tokens').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('translations').select('id').where('entity', '=', 'property').where('entity_id', '=', propertyId).execute()).toEqual([]);
    const filesAfter = await listFiles(path.join(t.env.DATA_DIR, 'media'));
    expect(filesBefore.length).toBeGreaterThan(filesAfter.length);
    expect(filesAfter.filter((f) => f.includes('profiles'))).toEqual(filesBefore.filter((f) => f.includes('profiles')).filter((f) => filesAfter.includes(f)));
    expect((await t.app.inject({ method: 'GET', url: '/api/get-user-data', headers: user.auth })).statusCode).toBe(401);
  });

  it('lets an admin deactivate an account, which then cannot use its token', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const user = await createUserWithSession(t.db);
    const notAdmin = await t.app.inject({ method: 'POST', url: `/api/admin/users/${admin.id}/status`, headers: user.auth, payload: { is_active: 0 } });
    expect(notAdmin.statusCode).toBe(403);

    const off = await t.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/status`, headers: admin.auth, payload: { is_active: '0' } });
    expect(off.json()).toMatchObject({ error: false, data: { isActive: 0 } });
    const denied = await t.app.inject({ method: 'GET', url: '/api/get-user-data', headers: user.auth });
    expect(denied.statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/web-settings', headers: user.auth });
    expect(anonymous.statusCode).toBe(200);

    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/users/999999/status', headers: admin.auth, payload: { is_active: 1 } });
    expect(missing.statusCode).toBe(404);
  });

  it('answers a deactivated password login with the contract key', async () => {
    const password = 'secret123';
    await t.db
      .insertInto('users')
      .values({ slug_id: 'gone', name: 'Gone', email: 'gone@example.com', password_hash: await hashPassword(password), email_verified_at: new Date().toISOString(), is_active: 0 })
      .execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/user_signup', payload: { type: 3, email: 'gone@example.com', password } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: true, message: MSG.accountDeactivated, key: 'accountDeactivated', is_active: false });
  });

  it('checks the Origin of unsafe requests authenticated by cookie', async () => {
    const user = await createUserWithSession(t.db);
    const token = user.auth.authorization.replace('Bearer ', '');
    const payload = { ...profile, email: 'cookie@example.com' };
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/update_profile', cookies: { [SESSION_COOKIE]: token }, payload });
    expect(noOrigin.statusCode).toBe(403);
    const evil = await t.app.inject({ method: 'POST', url: '/api/update_profile', cookies: { [SESSION_COOKIE]: token }, headers: { origin: 'https://evil.example' }, payload });
    expect(evil.statusCode).toBe(403);
    const same = await t.app.inject({ method: 'POST', url: '/api/update_profile', cookies: { [SESSION_COOKIE]: token }, headers: { origin: TEST_PUBLIC_URL }, payload });
    expect(same.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/get-user-data', cookies: { [SESSION_COOKIE]: token } });
    expect(read.statusCode).toBe(200);
  });
});
