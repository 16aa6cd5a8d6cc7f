import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { startFakeTwilio } from '../../test/fake-twilio.js';
import { otpFrom, startMailbox } from '../../test/mailbox.js';

describe.each(testDialects())('one-time codes on %s', (dialect) => {
  let t: TestApp;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    twilio = await startFakeTwilio('AC123', 'twilio-secret');
    t = await createTestApp(dialect, {
      SMTP_URL: mailbox.url,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'twilio-secret',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: twilio.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([mailbox.close(), twilio.close()]);
  });

  const get = (url: string, query: Record<string, string>, ip = '10.0.0.1') =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, query, remoteAddress: ip });
  const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/user_signup', payload });
  const smsCode = (to: string) => {
    const sms = [...twilio.messages].reverse().find((m) => m.to === to);
    const code = sms && /^(\d{6})/.exec(sms.body)?.[1];
    if (!code) throw new Error(`no SMS to ${to}`);
    return code;
  };
  /** Lets the resend cool-down pass without waiting a minute. */
  const expireCooldown = (destination: string) =>
    t.db.updateTable('otps').set({ created_at: new Date(Date.now() - 120_000).toISOString() }).where('destination', '=', destination).execute();

  it('logs in by phone through Twilio, creating the account once', async () => {
    const sent = await get('get-otp', { number: '050 111 2222', country_code: '+971' });
    expect(sent.json()).toMatchObject({ error: false, message: MSG.otpSent });
    expect(twilio.messages.at(-1)).toMatchObject({ to: '+971 501112222'.replace(' ', ''), from: '+15005550006' });

    const verified = await get('verify-otp', { number: '501112222', country_code: '971', otp: smsCode('+971501112222') });
    const authId = verified.json().auth_id as string;
    const first = await signup({ type: 1, auth_id: authId, name: 'Omar' });
    expect(first.json()).toMatchObject({ error: false, message: MSG.registerSuccess, data: { name: 'Omar', mobile: '501112222', country_code: '+971', logintype: '1' } });

    const reuse = await signup({ type: 1, auth_id: authId });
    expect(reuse.statusCode).toBe(401);

    await expireCooldown('+971 501112222');
    await get('get-otp', { number: '0501112222', country_code: '971' });
    const again = await get('verify-otp', { number: '501112222', country_code: '+971', otp: smsCode('+971501112222') });
    const second = await signup({ type: '1', auth_id: again.json().auth_id });
    expect(second.json()).toMatchObject({ error: false, message: MSG.loginSuccess });
    expect(second.json().data.id).toBe(first.json().data.id);
  });

  it('refuses wrong, reused and expired codes, and stops after five wrong tries', async () => {
    const to = { number: '502223333', country_code: '971' };
    await get('get-otp', to);
    const code = smsCode('+971502223333');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await get('verify-otp', { ...to, otp: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.otpInvalid);
    expect((await get('verify-otp', { ...to, otp: 'abc' })).json().message).toBe(MSG.otpInvalid);

    expect((await get('verify-otp', { ...to, otp: code })).json().error).toBe(false);
    expect((await get('verify-otp', { ...to, otp: code })).json().message).toBe(MSG.otpInvalid);

    await expireCooldown('+971 502223333');
    await get('get-otp', to);
    await t.db.updateTable('otps').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('destination', '=', '+971 502223333').where('consumed_at', 'is', null).execute();
    expect((await get('verify-otp', { ...to, otp: smsCode('+971502223333') })).json().message).toBe(MSG.otpExpired);

    await expireCooldown('+971 502223333');
    await get('get-otp', to);
    const fresh = smsCode('+971502223333');
    const miss = fresh === '000000' ? '111111' : '000000';
    let last;
    for (let i = 0; i < 5; i++) last = await get('verify-otp', { ...to, otp: miss });
    expect(last!.json().message).toBe(MSG.otpTooManyAttempts);
    expect((await get('verify-otp', { ...to, otp: fresh })).json().message).toBe(MSG.otpTooManyAttempts);
  });

  it('holds back a resend for a minute, with Retry-After', async () => {
    const to = { number: '503334444', country_code: '971' };
    expect((await get('get-otp', to)).statusCode).toBe(200);
    const soon = await get('get-otp', to);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(MSG.otpCooldown);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('logs an existing account in with an email code; unknown emails get the same answer and no code', async () => {
    await t.db.insertInto('users').values({ slug_id: 'mail-user', name: 'Mail User', email: 'mail@example.com', email_verified_at: new Date().toISOString() }).execute();
    const mailsBefore = mailbox.messages.length;
    const unknown = await get('get-otp', { email: 'nobody@example.com' });
    const known = await get('get-otp', { email: 'mail@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    // the cool-down holds for both alike
    const unknownAgain = await get('get-otp', { email: 'nobody@example.com' });
    const knownAgain = await get('get-otp', { email: 'mail@example.com' });
    expect(unknownAgain.statusCode).toBe(429);
    expect(unknownAgain.json()).toEqual(knownAgain.json());
    await expect.poll(() => mailbox.last('mail@example.com')).toBeDefined();
    expect(mailbox.messages.slice(mailsBefore).flatMap((m) => m.to)).toEqual(['mail@example.com']);

    const verified = await get('verify-otp', { email: 'mail@example.com', otp: otpFrom(mailbox.last('mail@example.com')) });
    const login = await signup({ type: 1, auth_id: verified.json().auth_id });
    expect(login.json()).toMatchObject({ error: false, data: { email: 'mail@example.com' } });
  });

  it('rejects malformed targets', async () => {
    expect((await get('get-otp', {})).statusCode).toBe(400);
    expect((await get('get-otp', { number: '501234567' })).json().message).toBe('Country code is required with a phone number');
    expect((await get('get-otp', { number: 'abc', country_code: '971' })).json().message).toBe(MSG.invalidPhone);
    expect((await get('get-otp', { email: 'bad' })).json().message).toBe(MSG.invalidEmail);
  });
});
