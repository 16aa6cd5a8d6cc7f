interface Entry {
  /** When the computation of `value` started (what it reflects). */
  at: number;
  /** Its age when a hit starts a recomputation. */
  refreshAfter: number;
  version: number;
  value: Promise<unknown>;
  /** A recomputation is under way beside the served value (at most one per entry). */
  refreshing: boolean;
}

/**
 * Answers of recent searches (and of the listing detail, home data and anonymous pages built
 * from them, ADR 028), keyed by the normalised query. An entry is served while the
 * database's search version (bumped by triggers on every listing, promotion, parameter or
 * facility write, from any instance) is the one it was computed at, so a write is seen by the
 * next request. The TTL bounds the staleness of what changes with the clock alone (expiries,
 * promotion windows, "2 hours ago"). Past `refreshAfterMs` a hit starts a recomputation in the
 * background and is still served until it lands, so a popular query never makes its visitors
 * wait for a recount; past the TTL the answer is computed again before it is served. A miss is
 * computed once however many ask for it meanwhile: they all wait for the same promise.
 */
export function createVersionedCache(options: {
  ttlMs: number;
  refreshAfterMs: number;
  maxEntries: number;
  version: () => Promise<number>;
  /**
   * At most this many background recomputations at once; a hit past its refresh age while they
   * are busy is served as it is (until the TTL). For costly answers (pages) that many entries,
   * made together, would otherwise all recompute in the same second.
   */
  maxRefreshing?: number;
  /** Spreads refresh ages over [refreshAfterMs × (1 − jitter), refreshAfterMs], for the same reason. */
  refreshJitter?: number;
}) {
  const entries = new Map<string, Entry>();
  const maxRefreshing = options.maxRefreshing ?? Infinity;
  let refreshing = 0;
  const refreshAfter = () => options.refreshAfterMs * (1 - Math.random() * (options.refreshJitter ?? 0));
  /**
   * Requests that arrive while a version read is under way share it: under a crowd one read
   * answers many requests. A request that follows a write's commit starts a read of its own
   * unless one began within the same moment (a read takes tens of microseconds).
   */
  let reading: Promise<number> | undefined;
  const currentVersion = () =>
    (reading ??= options.version().finally(() => {
      reading = undefined;
    }));

  function store(key: string, version: number, compute: () => Promise<unknown>): Promise<unknown> {
    const entry: Entry = { at: Date.now(), refreshAfter: refreshAfter(), version, value: compute(), refreshing: false };
    // Maps keep insertion order, and a stored key is re-inserted: the first key is the longest unrefreshed.
    entries.delete(key);
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, entry);
    entry.value.catch(() => entries.get(key) === entry && entries.delete(key));
    return entry.value;
  }

  function refresh(key: string, entry: Entry, compute: () => Promise<unknown>) {
    entry.refreshing = true;
    refreshing++;
    const at = Date.now();
    const fresh = compute();
    fresh.then(
      () => {
        refreshing--;
        entry.refreshing = false;
        // A write since then replaced the entry with a newer one: leave that alone.
        if (entries.get(key) !== entry) return;
        Object.assign(entry, { at, refreshAfter: refreshAfter(), value: fresh });
        entries.delete(key);
        entries.set(key, entry);
      },
      // The served answer stays until the TTL; the next hit tries again.
      () => {
        refreshing--;
        entry.refreshing = false;
      },
    );
  }

  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const version = await currentVersion();
      const hit = entries.get(key);
      const age = hit ? Date.now() - hit.at : Infinity;
      if (!hit || hit.version !== version || age >= options.ttlMs) return store(key, version, compute) as Promise<T>;
      if (age >= hit.refreshAfter && !hit.refreshing && refreshing < maxRefreshing) refresh(key, hit, compute);
      return hit.value as Promise<T>;
    },
    clear() {
      entries.clear();
    },
  };
}
