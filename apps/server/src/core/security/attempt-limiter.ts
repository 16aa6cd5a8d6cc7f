import type { Redis } from 'ioredis';

export interface LimitResult {
  allowed: boolean;
  /** seconds until the window resets (for Retry-After) */
  retryAfter: number;
}

/**
 * Counts attempts per key in fixed windows (login per account and per IP, OTP sends, resets).
 * With Redis the count is shared by every instance; otherwise it lives in this process.
 */
export interface AttemptLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<LimitResult>;
  reset(key: string): Promise<void>;
}

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, limit: number, windowMs: number): Promise<LimitResult> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    return { allowed: window.count <= limit, retryAfter: Math.ceil((window.resetAt - now) / 1000) };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
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

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
