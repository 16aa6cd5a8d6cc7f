import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { SESSION_COOKIE } from '@abode/shared/session';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { startFakeOidc } from '../../test/fake-oidc.js';

describe.each(testDialects())('Google sign-in on %s', (dialect) => {
  let t: TestApp;
  let oidc: Awaited<ReturnType<typeof startFakeOidc>>;

  beforeAll(async () => {
    oidc = await startFakeOidc('abode-client', 'abode-secret', { sub: 'g-42', email: 'lina@example.com', email_verified: true, name: 'Lina Haddad' });
    t = await createTestApp(dialect, { GOOGLE_CLIENT_ID: 'abode-client', GOOGLE_CLIENT_SECRET: 'abode-secret', GOOGLE_ISSUER: oidc.issuer });
  });
  afterAll(async () => {
    await t.close();
    await oidc.close();
  });

  it('runs the code flow with PKCE and sets the session cookie', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google', query: { return_to: '/user/profile' } });
    expect(start.statusCode).toBe(302);
    const flowCookie = start.cookies.find((c) => c.name === 'abode_oidc')!;
    expect(flowCookie.httpOnly).toBe(true);
    const authorize = await fetch(start.headers.location as string, { redirect: 'manual' });
    const back = new URL(authorize.headers.get('location')!);
    expect(back.origin).toBe(TEST_PUBLIC_URL);

    const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { abode_oidc: flowCookie.value } });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/user/profile');
    const session = callback.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const me = await t.app.inject({ method: 'GET', url: '/api/get-user-data', cookies: { [SESSION_COOKIE]: session.value } });
    expect(me.json().data).toMatchObject({ email: 'lina@example.com', name: 'Lina Haddad', logintype: '0', auth_id: 'g-42' });
  });

  it('refuses a callback whose state does not match', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const flowCookie = start.cookies.find((c) => c.name === 'abode_oidc')!;
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=x&state=forged', cookies: { abode_oidc: flowCookie.value } });
    expect(res.headers.location).toBe('/login?error=google');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('logs API clients in with a verified ID token and refuses forged ones', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/user_signup', payload: { type: 0, id_token: oidc.idToken({}), auth_id: 'g-42' } });
    expect(ok.json()).toMatchObject({ error: false, token: expect.any(String), data: { auth_id: 'g-42' } });
    const forged = await t.app.inject({ method: 'POST', url: '/api/user_signup', payload: { type: 0, id_token: oidc.forgedIdToken() } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(MSG.invalidCredentials);
    const otherAudience = await t.app.inject({ method: 'POST', url: '/api/user_signup', payload: { type: 0, id_token: oidc.idToken({ aud: 'someone-else' }) } });
    expect(otherAudience.statusCode).toBe(400);
    const wrongSubject = await t.app.inject({ method: 'POST', url: '/api/user_signup', payload: { type: 0, id_token: oidc.idToken({}), auth_id: 'g-1' } });
    expect(wrongSubject.statusCode).toBe(400);
  });

  it('offers Google on the sign-in page only when the admin enables social login', async () => {
    const methods = async () => (await t.app.inject({ method: 'GET', url: '/api/auth/methods' })).json().data;
    await t.db.updateTable('settings').set({ value: '0' }).where('key', '=', 'social_login').execute();
    expect((await methods()).google).toBe(false);
    await t.db.updateTable('settings').set({ value: '1' }).where('key', '=', 'social_login').execute();
    expect((await methods()).google).toBe(true);
    await t.db.updateTable('settings').set({ value: '0' }).where('key', '=', 'number_with_otp_login').execute();
    expect((await methods()).phone_otp).toBe(false);
  });

  it('keeps open redirects out of return_to', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google', query: { return_to: '//evil.example/x' } });
    const flow = JSON.parse(Buffer.from(start.cookies.find((c) => c.name === 'abode_oidc')!.value, 'base64url').toString());
    expect(flow.returnTo).toBe('/');
  });
});

describe('Google sign-in when not configured', () => {
  it('answers "operation not allowed" and offers no Google route', async () => {
    const t = await createTestApp('sqlite');
    const res = await t.app.inject({ method: 'POST', url: '/api/user_signup', payload: { type: 0, id_token: 'x' } });
    expect(res.json()).toMatchObject({ error: true, message: MSG.operationNotAllowed });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/methods' })).json().data.google).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/google' })).statusCode).toBe(404);
    const apple = await t.app.inject({ method: 'POST', url: '/api/user_signup', payload: { type: 2, auth_id: 'x' } });
    expect(apple.json().message).toBe(MSG.operationNotAllowed);
    await t.close();
  });
});
