import type { Redis } from 'ioredis';

export interface LimitResult {
  allowed: boolean;
  /** seconds until the window resets (for Retry-After) */
  retryAfter: number;
}

/** Failures in a row under one key, and when the last one came (epoch ms; 0 when none). */
export interface FailureRecord {
  count: number;
  lastAt: number;
}

/**
 * Counts attempts per key in fixed windows (OTP sends, registrations, resets), and failures in a
 * row (logins: features/auth/login-throttle.ts). With Redis the counts are shared by every
 * instance; otherwise they live in this process.
 */
export interface AttemptLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<LimitResult>;
  /** The failures recorded under key, without counting one. */
  failures(key: string): Promise<FailureRecord>;
  /** Counts one more failure; the record is forgotten `memoryMs` after the last one. */
  recordFailure(key: string, memoryMs: number): Promise<FailureRecord>;
  reset(key: string): Promise<void>;
}

const NO_FAILURES: FailureRecord = { count: 0, lastAt: 0 };
const MAX_MEMORY_KEYS = 50_000;

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly failureRecords = new Map<string, FailureRecord & { forgetAt: number }>();

  async hit(key: string, limit: number, windowMs: number): Promise<LimitResult> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > MAX_MEMORY_KEYS) this.sweep(now);
    }
    window.count += 1;
    return { allowed: window.count <= limit, retryAfter: Math.ceil((window.resetAt - now) / 1000) };
  }

  async failures(key: string): Promise<FailureRecord> {
    const record = this.failureRecords.get(key);
    if (!record || record.forgetAt <= Date.now()) return NO_FAILURES;
    return { count: record.count, lastAt: record.lastAt };
  }

  async recordFailure(key: string, memoryMs: number): Promise<FailureRecord> {
    const now = Date.now();
    const count = (await this.failures(key)).count + 1;
    this.failureRecords.set(key, { count, lastAt: now, forgetAt: now + memoryMs });
    if (this.failureRecords.size > MAX_MEMORY_KEYS) this.sweep(now);
    return { count, lastAt: now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
    this.failureRecords.delete(key);
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    for (const [k, r] of this.failureRecords) if (r.forgetAt <= now) this.failureRecords.delete(k);
  }
}

export class RedisAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'abode-attempts:',
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<LimitResult> {
    const k = this.prefix + key;
    const result = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    const count = Number(result?.[0]?.[1] ?? 0);
    const ttl = Number(result?.[2]?.[1] ?? windowMs);
    return { allowed: count <= limit, retryAfter: Math.ceil(Math.max(ttl, 0) / 1000) };
  }

  async failures(key: string): Promise<FailureRecord> {
    const [count, lastAt] = await this.redis.hmget(this.failureKey(key), 'count', 'last');
    return { count: Number(count ?? 0), lastAt: Number(lastAt ?? 0) };
  }

  async recordFailure(key: string, memoryMs: number): Promise<FailureRecord> {
    const k = this.failureKey(key);
    const now = Date.now();
    const result = await this.redis.multi().hincrby(k, 'count', 1).hset(k, 'last', now).pexpire(k, memoryMs).exec();
    return { count: Number(result?.[0]?.[1] ?? 1), lastAt: now };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key, this.failureKey(key));
  }

  private failureKey(key: string) {
    return `${this.prefix}failures:${key}`;
  }
}
