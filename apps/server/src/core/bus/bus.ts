import { EventEmitter, once } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Publish/subscribe between server instances (ADR 004). Events are JSON values on named channels.
 * The bus is a doorbell: whatever it carries is stored before it is published, and a subscriber
 * that misses an event catches up from the database.
 */
export interface Bus {
  publish(channel: string, event: unknown): Promise<void>;
  /** Calls `handler` for every event on `channel`, from this instance and every other; answers an unsubscribe. */
  subscribe(channel: string, handler: (event: unknown) => void): Promise<() => Promise<void>>;
  /**
   * Calls `listener` when events may have been missed (the subscription was down and is back), so
   * that whoever relies on the bus can catch up from the database.
   */
  onGap(listener: () => void): void;
  close(): Promise<void>;
}

/** One process: events go straight to this process's subscribers (on the next tick, as over Redis). */
export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, event) {
      // a copy, so that no subscriber shares an object with the publisher (as with Redis)
      const copy: unknown = JSON.parse(JSON.stringify(event));
      setImmediate(() => emitter.emit(channel, copy));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    // one process: nothing is ever missed
    onGap() {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub. A subscribed Redis connection can do nothing else, so the bus keeps its own
 * duplicate of the given connection for subscribing and publishes through the given one.
 */
export function createRedisBus(redis: Redis, options: { prefix?: string | undefined; onError?: (error: unknown) => void; connectionName?: string } = {}): Bus {
  const prefix = options.prefix ?? 'abode:bus:';
  const subscriber = redis.duplicate(options.connectionName ? { connectionName: options.connectionName } : {});
  const handlers = new Map<string, Set<(event: unknown) => void>>();
  const gapListeners: Array<() => void> = [];
  subscriber.on('error', (error: unknown) => options.onError?.(error));
  // Redis pub/sub keeps nothing for a subscriber that is away: after a reconnect (ioredis
  // resubscribes by itself), listeners catch up from the database
  let connectedBefore = false;
  subscriber.on('ready', () => {
    // ioredis sends the resubscribe right after 'ready': let it land before anyone catches up
    if (connectedBefore) setTimeout(() => gapListeners.forEach((listener) => listener()), 250).unref();
    connectedBefore = true;
  });
  subscriber.on('message', (channel: string, text: string) => {
    const set = handlers.get(channel.slice(prefix.length));
    if (!set) return;
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch (error) {
      options.onError?.(error);
      return;
    }
    for (const handler of set) handler(event);
  });

  return {
    async publish(channel, event) {
      await redis.publish(prefix + channel, JSON.stringify(event));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        // subscribing before the connection is ready breaks ioredis's ready check (INFO is not
        // allowed in subscriber mode); once subscribed, ioredis resubscribes after reconnects itself
        if (subscriber.status !== 'ready') await once(subscriber, 'ready');
        await subscriber.subscribe(prefix + channel);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await subscriber.unsubscribe(prefix + channel);
        }
      };
    },
    onGap(listener) {
      gapListeners.push(listener);
    },
    async close() {
      handlers.clear();
      gapListeners.length = 0;
      subscriber.disconnect();
    },
  };
}
