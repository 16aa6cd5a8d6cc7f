import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { otpFrom, startMailbox } from '../../test/mailbox.js';

describe.each(testDialects())('email accounts on %s', (dialect) => {
  let t: TestApp;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(dialect, { SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers });
  const get = (url: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, query, headers });
  const userCount = async () => Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  async function registerAndVerify(email: string, password = 'secret123') {
    const registered = await post('user-register', { name: 'Jane Doe', email, password, re_password: password });
    expect(registered.statusCode).toBe(200);
    const verified = await get('verify-otp', { email, otp: otpFrom(mailbox.last(email)) });
    expect(verified.json()).toMatchObject({ error: false, auth_id: expect.any(String) });
  }

  it('registers, verifies the emailed code, logs in with a token that works', async () => {
    const email = 'jane@example.com';
    const res = await post('user-register', { name: 'Jane Doe', email, mobile: '050 123 4567', country_code: '971', password: 'secret123', re_password: 'secret123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: false, message: MSG.registeredVerify });

    const early = await post('user_signup', { type: 3, email, password: 'secret123' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ error: true, message: MSG.verifyEmailFirst, key: 'emailNotVerified' });

    const code = otpFrom(mailbox.last(email));
    expect((await get('verify-otp', { email, otp: code })).json()).toMatchObject({ error: false, message: MSG.otpVerified });

    const login = await post('user_signup', { type: '3', email: 'JANE@example.com', password: 'secret123' });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body).toMatchObject({ error: false, message: MSG.loginSuccess, token: expect.any(String) });
    expect(body.data).toMatchObject({ email, name: 'Jane Doe', mobile: '501234567', country_code: '+971', logintype: '3', is_email_verified: true });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/);

    const row = await t.db.selectFrom('users').select(['password_hash']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const tokens = await t.db.selectFrom('tokens').select('token_hash').execute();
    expect(tokens.map((r) => r.token_hash)).not.toContain(body.token);

    const me = await get('get-user-data', {}, { authorization: `Bearer ${body.token}` });
    expect(me.json().data.email).toBe(email);
  });

  it('sends a new code for a waiting registration when its own password is used to log in', async () => {
    const email = 'waiting@example.com';
    await post('user-register', { name: 'Waiting', email, password: 'secret123', re_password: 'secret123' });
    const first = otpFrom(mailbox.last(email));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    try {
      const mails = mailbox.messages.length;
      expect((await post('user_signup', { type: 3, email, password: 'wrong-pass' })).statusCode).toBe(400);
      expect(mailbox.messages.length).toBe(mails);
      const early = await post('user_signup', { type: 3, email, password: 'secret123' });
      expect(early.json()).toMatchObject({ error: true, key: 'emailNotVerified' });
      const second = otpFrom(mailbox.last(email));
      expect(mailbox.messages.length).toBe(mails + 1);
      expect((await get('verify-otp', { email, otp: second })).json().error).toBe(false);
      expect((await post('user_signup', { type: 3, email, password: 'secret123' })).statusCode).toBe(200);
      expect((await get('verify-otp', { email, otp: first })).statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses bad registrations with the spec messages and writes nothing', async () => {
    const before = await userCount();
    const cases: [object, string][] = [
      [{ name: 'A', email: 'a@example.com', password: 'secret123', re_password: 'other123' }, MSG.passwordsDoNotMatch],
      [{ name: 'A', email: 'not-an-email', password: 'secret123', re_password: 'secret123' }, MSG.invalidEmail],
      [{ name: 'A', email: 'a@example.com', password: '123', re_password: '123' }, MSG.passwordTooShort],
      [{ email: 'a@example.com', password: 'secret123', re_password: 'secret123' }, 'Name is required'],
      [{ name: 'A', email: 'a@example.com', mobile: '12', country_code: '971', password: 'secret123', re_password: 'secret123' }, MSG.invalidPhone],
    ];
    for (const [payload, message] of cases) {
      const res = await post('user-register', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: true, message });
    }
    expect(await userCount()).toBe(before);
  });

  it('takes mobile as international digits without country_code, as 1.2.x web clients send it', async () => {
    const email = 'intl@example.com';
    const res = await post('user-register', { name: 'Intl', email, mobile: '971501234567', password: 'secret123', re_password: 'secret123' });
    expect(res.json()).toMatchObject({ error: false, message: MSG.registeredVerify });
    await get('verify-otp', { email, otp: otpFrom(mailbox.last(email)) });
    const login = await post('user_signup', { type: 3, email, password: 'secret123', mobile: '971501234567' });
    expect(login.json()).toMatchObject({ error: false, data: { mobile: '971501234567', country_code: '' } });
  });

  it('answers "Email already in use." for a verified address', async () => {
    await registerAndVerify('taken@example.com');
    const res = await post('user-register', { name: 'Other', email: 'taken@example.com', password: 'secret123', re_password: 'secret123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.emailInUse);
  });

  it('does not tell unknown accounts from wrong passwords', async () => {
    await registerAndVerify('known@example.com');
    const wrong = await post('user_signup', { type: 3, email: 'known@example.com', password: 'wrong-pass' });
    const unknown = await post('user_signup', { type: 3, email: 'nobody@example.com', password: 'wrong-pass' });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(MSG.invalidCredentials);
  });

  it('limits password attempts per account with 429 and Retry-After', async () => {
    await registerAndVerify('target@example.com');
    let last;
    for (let i = 0; i < 11; i++) last = await post('user_signup', { type: 3, email: 'target@example.com', password: `guess-${i}` });
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toBe(MSG.tooManyRequests);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('resets a password with a single-use link and revokes every session', async () => {
    const email = 'reset@example.com';
    await registerAndVerify(email, 'oldpass1');
    const session = (await post('user_signup', { type: 3, email, password: 'oldpass1' })).json().token as string;

    const unknown = await get('forgot-password', { email: 'ghost@example.com' });
    const known = await get('forgot-password', { email });
    expect(unknown.json()).toEqual(known.json());
    await expect.poll(() => mailbox.last(email)?.subject ?? '').toMatch(/Reset your/);
    const raw = mailbox.last(email)!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /reset-password\?token=([\w-]+)/.exec(raw)?.[1];
    expect(token).toBeTruthy();

    const mismatch = await post('reset-password', { token, password: 'newpass1', re_password: 'newpass2' });
    expect(mismatch.json().message).toBe(MSG.passwordsDoNotMatch);
    const reset = await post('reset-password', { token, password: 'newpass1', re_password: 'newpass1' });
    expect(reset.json()).toMatchObject({ error: false, message: MSG.resetDone });
    const again = await post('reset-password', { token, password: 'newpass3', re_password: 'newpass3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.resetInvalid);

    expect((await get('get-user-data', {}, { authorization: `Bearer ${session}` })).statusCode).toBe(401);
    expect((await post('user_signup', { type: 3, email, password: 'oldpass1' })).statusCode).toBe(400);
    expect((await post('user_signup', { type: 3, email, password: 'newpass1' })).statusCode).toBe(200);
  });

  it('logs out: the token stops working and the push token is dropped', async () => {
    const email = 'logout@example.com';
    await registerAndVerify(email);
    const login = await post('user_signup', { type: 3, email, password: 'secret123', fcm_id: 'device-1' });
    const auth = { authorization: `Bearer ${login.json().token}` };
    expect(login.json().data.fcm_id).toBe('device-1');
    const out = await post('before-logout', { fcm_id: 'device-1' }, auth);
    expect(out.json()).toMatchObject({ error: false, message: MSG.loggedOut });
    expect((await get('get-user-data', {}, auth)).json()).toMatchObject({ error: true, message: MSG.notAuthenticated });
    const row = await t.db.selectFrom('users').select('fcm_id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.fcm_id).toBeNull();
  });

  it('logs out with no body at all', async () => {
    const email = 'bare-logout@example.com';
    await registerAndVerify(email);
    const token = (await post('user_signup', { type: 3, email, password: 'secret123' })).json().token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/before-logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.json()).toMatchObject({ error: false, message: MSG.loggedOut });
  });

  it('accepts urlencoded and multipart bodies like JSON', async () => {
    const email = 'forms@example.com';
    await registerAndVerify(email);
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/user_signup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ type: '3', email, password: 'secret123' }).toString(),
    });
    expect(urlencoded.json().error).toBe(false);
  });
});
