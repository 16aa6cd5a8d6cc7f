import { useSite } from '~/lib/site-context';

export interface MapTiles {
  /** Tile URL template ({z}/{x}/{y}); empty: no tiles, a plain background (offline installs, tests). */
  url: string;
  /** HTML credit line the tile provider asks for. */
  attribution: string;
}

/** The tile server: the console's map tiles, else MAP_TILE_URL / MAP_TILE_ATTRIBUTION (through web-settings, ADR 036). */
export function useMapTiles(): MapTiles {
  const { settings } = useSite();
  return { url: settings.map_tile_url, attribution: settings.map_tile_attribution };
}
