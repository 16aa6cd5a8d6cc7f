// The map tile server: the console's (map_tile_url / map_tile_attribution, issue #17) when a URL is
// set there, else the server's MAP_TILE_URL / MAP_TILE_ATTRIBUTION. web-settings answers it, and the
// Content-Security-Policy lets pictures load from its origin.

export interface MapTileConfig {
  /** Tile URL template ({z}/{x}/{y}); "" = maps without tiles. */
  url: string;
  /** HTML credit line for the tiles. */
  attribution: string;
}

export const MAP_TILE_SETTINGS = ['map_tile_url', 'map_tile_attribution'] as const;

/** The console's pair when it set a URL (its credit line goes with its tiles), else the server's. */
export function tilesFrom(settings: Map<string, string>, server: MapTileConfig): MapTileConfig {
  const url = settings.get('map_tile_url');
  return url ? { url, attribution: settings.get('map_tile_attribution') ?? '' } : server;
}

/**
 * The tiles for the security headers, which are written synchronously: kept in memory, read again
 * when older than `maxAgeMs` (so a change made on another instance applies within that time) and
 * at once after a change made here.
 */
export function createLiveMapTiles(deps: { read: () => Promise<Map<string, string>>; server: MapTileConfig; maxAgeMs?: number }) {
  const maxAgeMs = deps.maxAgeMs ?? 5_000;
  let tiles = deps.server;
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;

  /** Never fails: with the database away the last copy stays (and the answer goes on to its own error). */
  const refresh = () =>
    (reading ??= deps
      .read()
      .then((settings) => {
        tiles = tilesFrom(settings, deps.server);
      })
      .catch(() => {})
      .finally(() => {
        readAt = Date.now();
        reading = undefined;
      }));

  return {
    current: (): MapTileConfig => tiles,
    /** Reads the settings again when the copy is older than maxAgeMs (requests share one read). */
    async fresh(): Promise<void> {
      if (Date.now() - readAt > maxAgeMs) await refresh();
    },
    refresh,
  };
}
export type LiveMapTiles = ReturnType<typeof createLiveMapTiles>;
