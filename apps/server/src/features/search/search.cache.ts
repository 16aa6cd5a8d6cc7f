/**
 * Answers of recent searches, keyed by the normalised query. An entry is served while it is
 * younger than the TTL and the database's search version (bumped by triggers on every listing,
 * promotion, parameter or facility write, from any instance) is the one it was computed at; the
 * TTL bounds the staleness of what changes with the clock alone (expiries, promotion windows).
 */
export function createSearchCache(options: { ttlMs: number; maxEntries: number; version: () => Promise<number> }) {
  const entries = new Map<string, { at: number; version: number; value: Promise<unknown> }>();

  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const version = await options.version();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.version === version && now - hit.at < options.ttlMs) return hit.value as Promise<T>;
      const value = compute();
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { at: now, version, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
