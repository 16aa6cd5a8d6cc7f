import type { Redis } from 'ioredis';
import type { ListingView } from './properties.repo.js';

/** How often gathered views reach the database (ADR 028: a crash loses at most this much). */
export const VIEW_FLUSH_MS = 5_000;
/** Past this many views waiting (many distinct viewers at once), they are written without waiting for the tick. */
const MAX_PENDING = 20_000;
/** The set every instance hands its views to. */
export const VIEWS_REDIS_KEY = 'abode-views:pending';

const encode = (view: ListingView) => `${view.propertyId}|${view.day}|${view.viewer}`;
function decode(entry: string): ListingView | undefined {
  const [id, day, ...rest] = entry.split('|');
  const propertyId = Number(id);
  return Number.isInteger(propertyId) && day && rest.length ? { propertyId, day, viewer: rest.join('|') } : undefined;
}

/**
 * Listing views without a write per request: each view is kept in memory (a set, so a viewer
 * counts once however often they reload) and written in one transaction every few seconds,
 * where the (listing, viewer, day) key of property_views still counts each viewer once a day.
 * With Redis, every instance hands its views to one shared set at each tick and takes what is
 * there: views seen by several instances add up once, and a view in Redis outlives the instance
 * that saw it.
 */
export function createViewCounter(deps: {
  write: (views: ListingView[]) => Promise<void>;
  redis?: Redis | undefined;
  redisKey?: string;
  flushMs?: number;
  onError: (error: unknown) => void;
}) {
  const { write, redis, onError } = deps;
  const redisKey = deps.redisKey ?? VIEWS_REDIS_KEY;
  let pending = new Set<string>();
  let queue: Promise<void> = Promise.resolve();

  /** What this instance gathered, handed to Redis when there is one; then everything waiting there. */
  async function take(): Promise<string[]> {
    const mine = [...pending];
    pending = new Set();
    if (!redis) return mine;
    try {
      const transaction = redis.multi();
      if (mine.length) transaction.sadd(redisKey, ...mine);
      const result = await transaction.smembers(redisKey).del(redisKey).exec();
      const members = result?.[mine.length ? 1 : 0]?.[1];
      return Array.isArray(members) ? (members as string[]) : mine;
    } catch (error) {
      // Redis away: this instance's own views are still written.
      onError(error);
      return mine;
    }
  }

  async function flushOnce() {
    const views = (await take()).flatMap((entry) => decode(entry) ?? []);
    try {
      await write(views);
    } catch (error) {
      // Kept for the next tick rather than lost (the primary key makes a second try harmless).
      for (const view of views) pending.add(encode(view));
      throw error;
    }
  }

  /** Writes what has been gathered by the time its turn comes: one write at a time. */
  function flush(): Promise<void> {
    const turn = queue.catch(() => undefined).then(flushOnce);
    queue = turn;
    return turn;
  }

  const timer = setInterval(() => flush().catch(onError), deps.flushMs ?? VIEW_FLUSH_MS);
  timer.unref();

  return {
    /** Counts a view of a listing (once per viewer and day); written at the next flush. */
    record(propertyId: number, viewer: string, day: string) {
      pending.add(encode({ propertyId, viewer, day }));
      if (pending.size >= MAX_PENDING) flush().catch(onError);
    },
    flush,
    /** Stops the ticks and writes what is left (on shutdown). */
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type ViewCounter = ReturnType<typeof createViewCounter>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The listing views waiting to be written (tests and shutdown write them at once). */
    viewCounts: Pick<ViewCounter, 'flush'>;
  }
}
