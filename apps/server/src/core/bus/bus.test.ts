import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus } from './bus.js';

const REDIS_URL = process.env.ABODE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Resolves with the next event the handler gets (or fails after 3 s). */
function nextEvent(subscribe: (handler: (event: unknown) => void) => unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no event')), 3000);
    subscribe((event) => {
      clearTimeout(timer);
      resolve(event);
    });
  });
}

describe('memory bus', () => {
  it('hands each subscriber its own copy of an event, and nothing after unsubscribing', async () => {
    const bus = createMemoryBus();
    const event = { to: 1, frame: { type: 'pong' } };
    const seen: unknown[] = [];
    const off = await bus.subscribe('chat', (e) => seen.push(e));
    await bus.publish('chat', event);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([event]);
    expect(seen[0]).not.toBe(event);
    await off();
    await bus.publish('chat', event);
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toHaveLength(1);
  });
});

describe('Redis bus', () => {
  const admin = new Redis(REDIS_URL);
  afterAll(() => admin.disconnect());

  it('carries events between two connections, and says so when its subscription was cut and came back', async () => {
    const name = `abode-bus-test-${randomUUID()}`;
    const prefix = `abode-test:${randomUUID()}:`;
    const publisherSide = new Redis(REDIS_URL);
    const subscriberSide = new Redis(REDIS_URL);
    const a = createRedisBus(publisherSide, { prefix });
    const b = createRedisBus(subscriberSide, { prefix, connectionName: name });
    let gaps = 0;
    b.onGap(() => gaps++);
    let handler: (event: unknown) => void = () => {};
    await b.subscribe('chat', (event) => handler(event));

    const first = nextEvent((h) => (handler = h));
    await a.publish('chat', { n: 1 });
    expect(await first).toEqual({ n: 1 });

    // cut the subscriber's connection (only ours, found by its name): ioredis reconnects and resubscribes
    const list = String(await admin.client('LIST'));
    const id = /id=(\d+) [^\n]*name=(\S+)/g;
    const ours = [...list.matchAll(id)].find((m) => m[2] === name)?.[1];
    expect(ours).toBeDefined();
    await admin.client('KILL', 'ID', ours!);
    for (let waited = 0; gaps === 0 && waited < 3000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gaps).toBe(1);

    const second = nextEvent((h) => (handler = h));
    await a.publish('chat', { n: 2 });
    expect(await second).toEqual({ n: 2 });
    await a.close();
    await b.close();
    publisherSide.disconnect();
    subscriberSide.disconnect();
  });
});
