import { tooManyRequests } from '../../core/http/errors.js';
import type { AttemptLimiter } from '../../core/security/attempt-limiter.js';

const MINUTE_MS = 60_000;
/** Wrong passwords an address may try at one account before each next try waits. */
const FREE_FAILURES_PER_PAIR = 5;
/** The wait doubles with each further failure (1 s, 2 s, 4 s…) up to this. */
const MAX_PAIR_DELAY_MS = 15 * MINUTE_MS;
const PAIR_MEMORY_MS = 24 * 60 * MINUTE_MS;
/** Failures at one account from every address together that lock it for addresses it never logged in from. */
const ACCOUNT_LOCK_FAILURES = 50;
const ACCOUNT_MEMORY_MS = 60 * MINUTE_MS;

/** How long after its last failure an address waits before trying this account again. */
export function pairDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_PAIR) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES_PER_PAIR), MAX_PAIR_DELAY_MS);
}

/**
 * Password logins count failures, never successes (an office or a carrier NAT logs many people
 * in from one address). Failures slow down the (account, address) pair that made them; the
 * account-wide lock, against guessing from many addresses, spares the addresses its owner has
 * logged in from, so strangers cannot use it to keep the owner out. Unknown accounts are
 * counted by their email the same way, so the answers do not tell them apart.
 */
export function createLoginThrottle(limiter: AttemptLimiter, hasLoggedInFrom: (userId: number, ip: string) => Promise<boolean>) {
  const pairKey = (email: string, ip: string) => `login-fail:pair:${email}|${ip}`;
  const accountKey = (email: string) => `login-fail:account:${email}`;
  const secondsUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / 1000));

  return {
    /** Throws 429 (with Retry-After) when this address may not try this account's password now. */
    async check(email: string, ip: string, userId: number | undefined) {
      const pair = await limiter.failures(pairKey(email, ip));
      const pairOpensAt = pair.lastAt + pairDelayMs(pair.count);
      if (pairOpensAt > Date.now()) throw tooManyRequests(secondsUntil(pairOpensAt));
      const account = await limiter.failures(accountKey(email));
      if (account.count < ACCOUNT_LOCK_FAILURES) return;
      if (userId !== undefined && (await hasLoggedInFrom(userId, ip))) return;
      throw tooManyRequests(secondsUntil(account.lastAt + ACCOUNT_MEMORY_MS));
    },

    async failed(email: string, ip: string) {
      await limiter.recordFailure(pairKey(email, ip), PAIR_MEMORY_MS);
      await limiter.recordFailure(accountKey(email), ACCOUNT_MEMORY_MS);
    },

    succeeded(email: string, ip: string) {
      return limiter.reset(pairKey(email, ip));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
