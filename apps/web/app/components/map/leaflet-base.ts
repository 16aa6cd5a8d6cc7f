import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import type { MapTiles } from './tiles';
import type { LatLng, MapBounds } from './types';

// Shared by the three map components (all inside the lazy chunk).

export interface MapLabels {
  zoomIn: string;
  zoomOut: string;
}

/** A Leaflet map in `element` with the configured tiles, or none (the container's background shows). */
export function createMap(element: HTMLElement, tiles: MapTiles, labels: MapLabels, options: L.MapOptions = {}): L.Map {
  const map = L.map(element, { zoomControl: false, attributionControl: false, ...options });
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut, position: 'topright' }).addTo(map);
  if (tiles.url) {
    L.control.attribution({ prefix: false }).addTo(map);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19, crossOrigin: true }).addTo(map);
  }
  return map;
}

export const toLeafletBounds = (box: MapBounds) => L.latLngBounds([box.minLat, box.minLng], [box.maxLat, box.maxLng]);

export function fromLeafletBounds(bounds: L.LatLngBounds): MapBounds {
  // Leaflet reports longitudes past ±180 when the world repeats; the API wants them inside it.
  const clampLng = (lng: number) => Math.max(-180, Math.min(180, lng));
  const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));
  return {
    minLat: clampLat(bounds.getSouth()),
    minLng: clampLng(bounds.getWest()),
    maxLat: clampLat(bounds.getNorth()),
    maxLng: clampLng(bounds.getEast()),
  };
}

const PIN_SVG =
  '<svg viewBox="0 0 24 32" width="30" height="40" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="currentColor"/><circle cx="12" cy="12" r="4.6" fill="#fff"/></svg>';

/** A location pin (detail map, location picker). */
export function pinIcon(): L.DivIcon {
  return L.divIcon({ className: 'abode-pin', html: PIN_SVG, iconSize: [30, 40], iconAnchor: [15, 40], popupAnchor: [0, -36] });
}

/** Leaflet's keyboard markers get tabindex and role; the name comes from us. */
export function labelMarker(marker: L.Marker, label: string): void {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute('aria-label', label);
  element.setAttribute('role', 'button');
  element.removeAttribute('title');
}

export const toLatLng = (point: LatLng): L.LatLngTuple => [point.lat, point.lng];
