import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptLimiter, MemoryAttemptLimiter, RedisAttemptLimiter } from './attempt-limiter.js';

/** Redis when one answers on 127.0.0.1:6379 (as on CI and this machine), else only the in-process limiter. */
async function redisIfAvailable(): Promise<Redis | null> {
  const redis = new Redis({ host: '127.0.0.1', port: 6379, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

const redis = await redisIfAvailable();
const limiters: [string, () => AttemptLimiter][] = [['memory', () => new MemoryAttemptLimiter()]];
if (redis) limiters.push(['redis', () => new RedisAttemptLimiter(redis, `abode-test-${randomBytes(4).toString('hex')}:`)]);

afterAll(() => redis?.disconnect());

describe.each(limiters)('attempt limiter (%s): failures in a row', (_name, make) => {
  let limiter: AttemptLimiter;
  beforeAll(() => {
    limiter = make();
  });

  it('counts failures with the time of the last, and forgets them on reset', async () => {
    expect(await limiter.failures('a')).toEqual({ count: 0, lastAt: 0 });
    await limiter.recordFailure('a', 60_000);
    const second = await limiter.recordFailure('a', 60_000);
    expect(second.count).toBe(2);
    expect(await limiter.failures('a')).toEqual(second);
    expect((await limiter.failures('b')).count).toBe(0);
    await limiter.reset('a');
    expect((await limiter.failures('a')).count).toBe(0);
  });

  it('forgets failures once their memory has passed', async () => {
    await limiter.recordFailure('short', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await limiter.failures('short')).count).toBe(0);
  });

  it('keeps fixed windows apart from failure records', async () => {
    expect((await limiter.hit('w', 1, 60_000)).allowed).toBe(true);
    expect((await limiter.hit('w', 1, 60_000)).allowed).toBe(false);
    expect((await limiter.failures('w')).count).toBe(0);
  });
});
