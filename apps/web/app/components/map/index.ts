// The map components. Each is a small shell that shows a placeholder while the server renders and
// loads Leaflet (its own chunk) only once it is on screen in the browser: import from here, never
// from the leaflet-* modules, or the map code lands in the page's main bundle.
import { lazyMap } from './lazy-map';
import type { ListingsMapProps } from './leaflet-listings';
import type { PickPointMapProps } from './leaflet-pick';
import type { PointMapProps } from './leaflet-point';

export type { ListingsMapProps, PickPointMapProps, PointMapProps };
export type { ClusterMarker, LatLng, ListingMarker, MapBounds } from './types';

/** Listings as price pins and clusters; reports the box after each pan or zoom. Give it a height (className). */
export const ListingsMap = lazyMap<ListingsMapProps>(() => import('./leaflet-listings'));

/** A static location map with one pin (detail pages). Give it a height (className). */
export const PointMap = lazyMap<PointMapProps>(() => import('./leaflet-point'));

/** Pick a point: click the map, drag the pin, or move the focused pin with the arrow keys. */
export const PickPointMap = lazyMap<PickPointMapProps>(() => import('./leaflet-pick'));
