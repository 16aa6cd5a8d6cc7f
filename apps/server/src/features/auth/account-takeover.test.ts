import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { dropUnprovenPasswords } from '../../core/db/migrations/0011-account-security.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { otpFrom, startMailbox } from '../../test/mailbox.js';
import { createUserWithSession } from '../../test/sessions.js';
import { createSessionRepo } from './session.repo.js';
import { createSessionService } from './session.service.js';

// Standing abuse suite (issue #12): the registration and email-change takeovers. An address
// belongs to an account only once a code sent to it comes back, and a password belongs to the
// code sent with it.

describe.each(testDialects())('abuse: account takeovers on %s', (dialect) => {
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
  afterEach(() => vi.useRealTimers());

  const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers, remoteAddress: ip });
  const get = (url: string, query: Record<string, string>, headers: Record<string, string> = {}, ip = '10.1.0.1') =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, query, headers, remoteAddress: ip });
  const register = (email: string, password: string, name: string, ip?: string, extra: object = {}) =>
    post('user-register', { name, email, password, re_password: password, ...extra }, {}, ip);
  const login = (email: string, password: string) => post('user_signup', { type: 3, email, password });
  const userRow = (email: string) => t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const claimCount = async () => Number((await t.db.selectFrom('email_claims').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  /** Lets the one-minute resend cool-down pass (the limiter and the claims read the clock through Date). */
  const twoMinutesLater = () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
  };

  it('a stranger registering an address that waits for its code changes nothing of the owner\'s', async () => {
    const email = 'owner-reg@example.com';
    expect((await register(email, 'owner-pass-1', 'Owner', '10.1.0.2', { mobile: '501112222', country_code: '971' })).statusCode).toBe(200);
    const ownerCode = otpFrom(mailbox.last(email));
    // nothing is an account before the code comes back
    expect(await userRow(email)).toBeUndefined();

    // a refusal (the resend cool-down) writes nothing
    const claims = await claimCount();
    const refused = await register(email, 'stranger-pass', 'Mallory', '10.1.0.3');
    expect(refused.statusCode).toBe(429);
    expect(await claimCount()).toBe(claims);

    twoMinutesLater();
    expect((await register(email, 'stranger-pass', 'Mallory', '10.1.0.3', { mobile: '509999999', country_code: '1' })).statusCode).toBe(200);
    expect(otpFrom(mailbox.last(email))).not.toBe(ownerCode);

    const verified = await get('verify-otp', { email, otp: ownerCode });
    expect(verified.json()).toMatchObject({ error: false, message: MSG.otpVerified });
    expect(await userRow(email)).toMatchObject({ name: 'Owner', mobile: '501112222', country_code: '+971' });
    expect((await login(email, 'stranger-pass')).statusCode).toBe(400);
    expect((await login(email, 'owner-pass-1')).json()).toMatchObject({ error: false, data: { name: 'Owner' } });

    // the stranger's code, used later, cannot take the address over either
    const strangerCode = otpFrom(mailbox.last(email));
    expect((await get('verify-otp', { email, otp: strangerCode })).statusCode).toBe(400);
    expect((await login(email, 'owner-pass-1')).statusCode).toBe(200);
  });

  it('drops passwords that earlier versions stored before the address was verified (migration 0011)', async () => {
    const stamp = new Date().toISOString();
    await t.db.insertInto('users').values([
      { slug_id: 'legacy-unverified', email: 'legacy@example.com', password_hash: 'stranger-hash' },
      { slug_id: 'legacy-verified', email: 'kept@example.com', password_hash: 'owner-hash', email_verified_at: stamp },
    ]).execute();
    await dropUnprovenPasswords(t.db);
    expect((await userRow('legacy@example.com'))!.password_hash).toBeNull();
    expect((await userRow('kept@example.com'))!.password_hash).toBe('owner-hash');
  });

  it('refuses to register a verified address and leaves its row alone', async () => {
    const owner = await createUserWithSession(t.db, { email: 'taken-reg@example.com', name: 'Taken' });
    const before = await userRow('taken-reg@example.com');
    const claims = await claimCount();
    const res = await register('taken-reg@example.com', 'stranger-pass', 'Mallory');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.emailInUse);
    expect(await userRow('taken-reg@example.com')).toEqual(before);
    expect(await claimCount()).toBe(claims);
    expect((await get('get-user-data', {}, owner.auth)).statusCode).toBe(200);
  });

  it('a registration never attaches to an account that asked for the address', async () => {
    const victim = 'victim-change@example.com';
    const attacker = await createUserWithSession(t.db, { email: 'attacker@example.com', name: 'Attacker' });
    const profile = { name: 'Attacker', email: victim, mobile: '501234567', country_code: '971' };
    const changed = await post('update_profile', profile, attacker.auth);
    expect(changed.json()).toMatchObject({ error: false, pending_email: victim, data: { email: 'attacker@example.com' } });
    expect(await userRow(victim)).toBeUndefined();

    twoMinutesLater();
    expect((await register(victim, 'victim-pass-1', 'Victim', '10.1.0.4')).statusCode).toBe(200);
    const code = otpFrom(mailbox.last(victim));
    expect((await get('verify-otp', { email: victim, otp: code })).json().error).toBe(false);
    const account = await userRow(victim);
    expect(account).toMatchObject({ name: 'Victim' });
    expect(account!.id).not.toBe(attacker.id);
    expect((await get('get-user-data', {}, attacker.auth)).json().data.email).toBe('attacker@example.com');
  });

  it('applies a new email only when the code sent there comes back, then ends every other session', async () => {
    const user = await createUserWithSession(t.db, { email: 'mover@example.com', name: 'Mover' });
    const someoneElse = await createUserWithSession(t.db);
    const { token } = await createSessionService(createSessionRepo(t.db), { ttlDays: 1 }).issue(user.id);
    const otherDevice = { authorization: `Bearer ${token}` };

    const res = await post('update_profile', { name: 'Mover', email: 'moved@example.com', mobile: '501234567' }, user.auth);
    expect(res.json()).toMatchObject({ error: false, message: MSG.profileUpdated, pending_email: 'moved@example.com', data: { email: 'mover@example.com' } });
    expect((await userRow('mover@example.com'))!.id).toBe(user.id);
    expect(await userRow('moved@example.com')).toBeUndefined();

    const code = otpFrom(mailbox.last('moved@example.com'));
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await get('verify-otp', { email: 'moved@example.com', otp: wrong })).statusCode).toBe(400);
    expect(await userRow('moved@example.com')).toBeUndefined();

    expect((await get('verify-otp', { email: 'moved@example.com', otp: code })).json().error).toBe(false);
    expect(await userRow('moved@example.com')).toMatchObject({ id: user.id, email_verified_at: expect.any(String) });
    expect((await get('get-user-data', {}, user.auth)).json().data.email).toBe('moved@example.com');
    expect((await get('get-user-data', {}, otherDevice)).statusCode).toBe(401);
    expect((await get('get-user-data', {}, someoneElse.auth)).statusCode).toBe(200);
  });

  it('an email change to a taken address is refused and sends nothing', async () => {
    await createUserWithSession(t.db, { email: 'holder@example.com' });
    const user = await createUserWithSession(t.db, { email: 'asker@example.com' });
    const mails = mailbox.messages.length;
    const res = await post('update_profile', { name: 'Asker', email: 'holder@example.com', mobile: '501234567' }, user.auth);
    expect(res.json()).toMatchObject({ error: true, message: MSG.emailInUse });
    expect(mailbox.messages.length).toBe(mails);
  });
});
