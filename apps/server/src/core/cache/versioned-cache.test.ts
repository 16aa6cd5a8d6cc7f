import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVersionedCache } from './versioned-cache.js';

describe('versioned cache', () => {
  let version = 1;
  let computed = 0;
  const compute = () => Promise.resolve(++computed);
  const make = (maxEntries = 10) => createVersionedCache({ ttlMs: 30_000, refreshAfterMs: 20_000, maxEntries, version: () => Promise.resolve(version) });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    version = 1;
    computed = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('serves a hit until the search version changes', async () => {
    const cache = make();
    expect(await cache.get('q', compute)).toBe(1);
    expect(await cache.get('q', compute)).toBe(1);
    version = 2;
    expect(await cache.get('q', compute)).toBe(2);
    expect(await cache.get('q', compute)).toBe(2);
  });

  it('past the refresh age serves the old answer once more while the new one is computed', async () => {
    const cache = make();
    await cache.get('q', compute);
    vi.advanceTimersByTime(21_000);
    expect(await cache.get('q', compute)).toBe(1);
    expect(computed).toBe(2);
    await Promise.resolve();
    expect(await cache.get('q', compute)).toBe(2);
    // The refreshed entry is young again: no further recomputation.
    expect(await cache.get('q', compute)).toBe(2);
    expect(computed).toBe(2);
  });

  it('past the TTL computes before answering', async () => {
    const cache = make();
    await cache.get('q', compute);
    vi.advanceTimersByTime(30_000);
    expect(await cache.get('q', compute)).toBe(2);
  });

  it('keeps the served answer when a background recomputation fails', async () => {
    const cache = make();
    await cache.get('q', compute);
    vi.advanceTimersByTime(21_000);
    expect(await cache.get('q', () => Promise.reject(new Error('database gone')))).toBe(1);
    await Promise.resolve();
    expect(await cache.get('q', compute)).toBe(1);
    await Promise.resolve();
    expect(await cache.get('q', compute)).toBe(2);
  });

  it('shares one version read among the requests that arrive while it is under way', async () => {
    let reads = 0;
    const cache = createVersionedCache({ ttlMs: 30_000, refreshAfterMs: 20_000, maxEntries: 10, version: () => (reads++, Promise.resolve(version)) });
    await Promise.all([cache.get('a', compute), cache.get('a', compute), cache.get('b', compute)]);
    expect(reads).toBe(1);
    // a later request reads again, and sees a write made since
    version = 2;
    expect(await cache.get('a', compute)).toBe(3);
    expect(reads).toBe(2);
  });

  it('runs at most maxRefreshing background recomputations at once, serving the others as they are', async () => {
    const cache = createVersionedCache({ ttlMs: 30_000, refreshAfterMs: 20_000, maxEntries: 10, maxRefreshing: 1, version: () => Promise.resolve(version) });
    await cache.get('a', compute);
    await cache.get('b', compute);
    vi.advanceTimersByTime(21_000);
    let finish: (value: number) => void = () => undefined;
    expect(await cache.get('a', () => new Promise<number>((resolve) => (finish = resolve)))).toBe(1);
    // 'b' is due too, but the one slot is taken: served as it is, not recomputed
    expect(await cache.get('b', compute)).toBe(2);
    expect(computed).toBe(2);
    finish(10);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('a', compute)).toBe(10);
    expect(await cache.get('b', compute)).toBe(2);
    expect(computed).toBe(3);
  });

  it('forgets a failed computation and the entries stored longest ago when full', async () => {
    const cache = make(2);
    await expect(cache.get('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('bad', compute)).toBe(1);
    await cache.get('b', compute);
    await cache.get('c', compute);
    expect(await cache.get('bad', compute)).toBe(4);
  });
});
