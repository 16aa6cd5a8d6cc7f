import { MAP_MAX_SPAN_DEGREES } from '@abode/shared/schemas/search';
import type { MapView } from './list-search';

// The first box of the map page when the URL has none: around the listings the filters find.

/** The map is about this wide on a desktop; the zoom only sizes the server's clusters until the map reports its own. */
const ASSUMED_MAP_PX = 800;
const TILE_PX = 256;
/** A lone listing (or a tight group) still shows its neighbourhood. */
const MIN_SPAN_DEGREES = 0.05;
const PADDING = 0.1;
/** Without listings or a site location: a country-sized box around 0,0 would show sea; the site's place is better. */
const FALLBACK_SPAN_DEGREES = 1;

export interface Coordinates {
  lat: number;
  lng: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The zoom at which `lngSpan` degrees fill the assumed map width. */
export function zoomForSpan(lngSpan: number): number {
  const zoom = Math.floor(Math.log2((ASSUMED_MAP_PX / TILE_PX) * (360 / Math.max(lngSpan, 1e-6))));
  return Math.min(18, Math.max(1, zoom));
}

/** A box of at most MAP_MAX_SPAN_DEGREES around `center`, inside the world. */
function boxAround(center: Coordinates, latSpan: number, lngSpan: number): MapView['box'] {
  const halfLat = Math.min(latSpan, MAP_MAX_SPAN_DEGREES) / 2;
  const halfLng = Math.min(lngSpan, MAP_MAX_SPAN_DEGREES) / 2;
  return {
    minLat: Math.max(-90, center.lat - halfLat),
    maxLat: Math.min(90, center.lat + halfLat),
    minLng: Math.max(-180, center.lng - halfLng),
    maxLng: Math.min(180, center.lng + halfLng),
  };
}

/**
 * A box that holds the listings nearest the middle of `points` (the median, so that one far-off
 * listing does not stretch the box past the API's limit), padded; else the site's own place.
 */
export function initialMapView(points: Coordinates[], fallback: Coordinates | null): MapView {
  const valid = points.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180);
  if (valid.length === 0) {
    const center = fallback ?? { lat: 0, lng: 0 };
    return { box: boxAround(center, FALLBACK_SPAN_DEGREES, FALLBACK_SPAN_DEGREES), zoom: zoomForSpan(FALLBACK_SPAN_DEGREES) };
  }
  const center = { lat: median(valid.map((p) => p.lat)), lng: median(valid.map((p) => p.lng)) };
  const half = MAP_MAX_SPAN_DEGREES / 2 / (1 + PADDING * 2);
  const near = valid.filter((p) => Math.abs(p.lat - center.lat) <= half && Math.abs(p.lng - center.lng) <= half);
  const lats = near.map((p) => p.lat);
  const lngs = near.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const latSpan = Math.max(maxLat - minLat, MIN_SPAN_DEGREES) * (1 + PADDING * 2);
  const lngSpan = Math.max(maxLng - minLng, MIN_SPAN_DEGREES) * (1 + PADDING * 2);
  const box = boxAround({ lat: (minLat + maxLat) / 2, lng: (minLng + maxLng) / 2 }, latSpan, lngSpan);
  return { box, zoom: zoomForSpan(box.maxLng - box.minLng) };
}
