import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { hashPassword } from '../../core/security/password.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { pairDelayMs } from './login-throttle.js';

const PASSWORD = 'secret123';

describe('pairDelayMs', () => {
  it('lets five failures through, then doubles the wait up to fifteen minutes', () => {
    expect([0, 4, 5, 6, 7].map(pairDelayMs)).toEqual([0, 0, 1000, 2000, 4000]);
    expect(pairDelayMs(40)).toBe(15 * 60_000);
  });
});

describe.each(testDialects())('password login limits on %s', (dialect) => {
  let t: TestApp;
  let passwordHash: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const account = (email: string) =>
    t.db.insertInto('users').values({ slug_id: email.replace(/\W/g, '-'), name: 'Owner', email, password_hash: passwordHash, email_verified_at: new Date().toISOString() }).execute();
  const login = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/user_signup', payload: { type: 3, email, password }, remoteAddress: ip });

  it('never limits successful logins from one address (an office, a carrier NAT)', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `office-${i}@example.com`);
    for (const email of emails) await account(email);
    for (let round = 0; round < 6; round++) {
      for (const email of emails) expect((await login(email, PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    }
  });

  it('slows a failing (account, address) pair down with a growing delay, and only that pair', async () => {
    await account('slow@example.com');
    for (let i = 0; i < 5; i++) expect((await login('slow@example.com', `wrong-${i}`, '10.2.0.2')).statusCode).toBe(400);
    const held = await login('slow@example.com', PASSWORD, '10.2.0.2');
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(MSG.tooManyRequests);
    expect(held.headers['retry-after']).toBe('1');
    // another address is not held back by this one's failures
    expect((await login('slow@example.com', PASSWORD, '10.2.0.3')).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_500 });
    expect((await login('slow@example.com', 'wrong-again', '10.2.0.2')).statusCode).toBe(400);
    expect((await login('slow@example.com', PASSWORD, '10.2.0.2')).headers['retry-after']).toBe('2');
    vi.setSystemTime(Date.now() + 2_500);
    expect((await login('slow@example.com', PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('strangers guessing from many addresses cannot keep the owner out', async () => {
    await account('target@example.com');
    expect((await login('target@example.com', PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 60; i++) await login('target@example.com', `guess-${i}`, `10.4.${Math.floor(i / 200)}.${i % 200}`);

    // the owner's address still gets in; an address the account never logged in from is locked out
    expect((await login('target@example.com', PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    const stranger = await login('target@example.com', PASSWORD, '10.5.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers unknown accounts exactly like known ones, limits included', async () => {
    await account('known-limit@example.com');
    const ask = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await login(email, `nope-${i}`, '10.6.0.1')).json());
      return answers;
    };
    expect(await ask('ghost-limit@example.com')).toEqual(await ask('known-limit@example.com'));
  });
});
