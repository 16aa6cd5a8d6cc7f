import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../core/db/connect.js';
import { createTestDatabase, testDialects } from '../../test/databases.js';
import { createCategory, createProperty } from '../../test/factories.js';
import { createPropertiesRepo } from './properties.repo.js';
import { createViewCounter } from './view-counter.js';

// Views are gathered in memory and written in batches (ADR 028); with Redis, several instances
// hand theirs to one set, so they add up and a viewer seen by two instances counts once.
const REDIS_URL = process.env.ABODE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DAY = '2026-11-27';

describe.each(testDialects())('listing views on %s', (dialect) => {
  let database: DatabaseHandle;
  let listing: { id: number };
  let other: { id: number };
  const clients: Redis[] = [];
  const errors: unknown[] = [];

  const clicks = async (id: number) => (await database.db.selectFrom('properties').select('total_click').where('id', '=', id).executeTakeFirstOrThrow()).total_click;
  const rows = async (id: number) => Number((await database.db.selectFrom('property_views').select((eb) => eb.fn.countAll<number>().as('n')).where('property_id', '=', id).executeTakeFirstOrThrow()).n);
  /** An instance of the server's counter: its own Redis connection, the shared database, no ticks during the test. */
  const instance = (redisKey?: string) => {
    const redis = redisKey ? new Redis(REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
    if (redis) clients.push(redis);
    return createViewCounter({ write: createPropertiesRepo(database.db).addViews, redis, redisKey, flushMs: 3_600_000, onError: (error) => errors.push(error) });
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const category = await createCategory(database.db);
    listing = await createProperty(database.db, { category_id: category.id, total_click: 10 });
    other = await createProperty(database.db, { category_id: category.id });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
    await database.destroy();
  });

  it('writes nothing per view, then each viewer once a day in one batch', async () => {
    const counter = instance();
    for (let i = 0; i < 50; i++) counter.record(listing.id, 'a:same-browser', DAY);
    counter.record(listing.id, 'u:7', DAY);
    counter.record(other.id, 'u:7', DAY);
    expect(await clicks(listing.id)).toBe(10);
    await counter.flush();
    expect(await clicks(listing.id)).toBe(12);
    expect(await clicks(other.id)).toBe(1);
    // the same viewer on the same day, in a later batch, is not counted again; on the next day it is
    counter.record(listing.id, 'u:7', DAY);
    counter.record(listing.id, 'u:7', '2026-11-28');
    await counter.close();
    expect(await clicks(listing.id)).toBe(13);
    expect(await rows(listing.id)).toBe(3);
    expect(errors).toEqual([]);
  });

  it('adds up the views of two instances joined by Redis, a viewer seen by both once', async () => {
    const key = `abode-views-test:${randomUUID()}`;
    const [first, second] = [instance(key), instance(key)];
    const start = await clicks(listing.id);
    first.record(listing.id, 'a:visitor-1', DAY);
    first.record(listing.id, 'a:both', DAY);
    second.record(listing.id, 'a:visitor-2', DAY);
    second.record(listing.id, 'a:both', DAY);
    // the first instance hands its views to Redis and writes everything there, the second's included once it has handed them
    await second.flush();
    expect(await clicks(listing.id)).toBe(start + 2);
    await first.flush();
    expect(await clicks(listing.id)).toBe(start + 3);
    await Promise.all([first.close(), second.close()]);
    expect(await clicks(listing.id)).toBe(start + 3);
    expect(await clients[0]!.exists(key)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps the views of a failed write for the next one', async () => {
    let fail = true;
    const repo = createPropertiesRepo(database.db);
    const counter = createViewCounter({
      write: (views) => (fail ? Promise.reject(new Error('database away')) : repo.addViews(views)),
      flushMs: 3_600_000,
      onError: () => undefined,
    });
    const start = await clicks(other.id);
    counter.record(other.id, 'a:patient', DAY);
    await expect(counter.flush()).rejects.toThrow('database away');
    fail = false;
    await counter.close();
    expect(await clicks(other.id)).toBe(start + 1);
  });
});
