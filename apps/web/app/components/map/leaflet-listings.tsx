import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '~/lib/translation';
import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';
import { numberFormat } from '@abode/shared/format/number-format';
import { createMap, fromLeafletBounds, labelMarker, toLeafletBounds } from './leaflet-base';
import { useMapTiles } from './tiles';
import type { ClusterMarker, LatLng, ListingMarker, MapBounds } from './types';

export interface ListingsMapProps {
  /** Accessible name of the map region. */
  label: string;
  className?: string | undefined;
  /** Single listings; near ones are grouped in the browser (supercluster). */
  markers: ListingMarker[];
  /** Groups the server already made (low zoom): drawn as they are. */
  clusters?: ClusterMarker[] | undefined;
  /** The box shown first (read once, when the map opens). */
  initialBounds?: MapBounds | undefined;
  /**
   * The box to show, followed when it changes to one the map is not already showing (the back
   * button restoring an earlier box). A box the map itself reported through onMoveEnd is a no-op.
   */
  bounds?: MapBounds | undefined;
  /** After every pan or zoom (and once the map opens), with the box actually shown. */
  onMoveEnd?: ((bounds: MapBounds, zoom: number) => void) | undefined;
  /** The listing whose pin stands out (the card the visitor hovers or focuses in the list). */
  highlightedId?: number | null | undefined;
  /** Where that listing stands: picks out the server group that holds it when it has no pin of its own. */
  highlightedPoint?: LatLng | null | undefined;
}

/** SPEC §9 / DESIGN: clustering grid 60 px, at least 2 points, markers added 2000 at a time. */
export const CLUSTER_RADIUS = 60;
export const CLUSTER_MIN_POINTS = 2;
export const MARKER_BATCH = 2000;
const WORLD_VIEW: L.LatLngTuple = [20, 0];

/** What the browser clusters: single listings and the server's groups, so that the two never overlap. */
type Item = { kind: 'listing'; listing: ListingMarker } | { kind: 'group'; group: ClusterMarker };
/** A cluster's size counts a server group as all the listings it holds. */
interface Totals {
  total: number;
}
const feature = (item: Item, lat: number, lng: number): PointFeature<Item> => ({ type: 'Feature', properties: item, geometry: { type: 'Point', coordinates: [lng, lat] } });

function popupCard(point: ListingMarker, linkText: string): HTMLElement {
  // Built as DOM nodes, not HTML strings: titles are user text.
  const link = document.createElement('a');
  link.className = 'abode-popup';
  link.href = point.href;
  if (point.image) {
    const image = document.createElement('img');
    image.src = point.image;
    image.alt = '';
    image.loading = 'lazy';
    link.append(image);
  }
  const price = document.createElement('strong');
  price.textContent = point.label;
  const title = document.createElement('span');
  title.className = 'abode-popup-title';
  title.textContent = point.title;
  link.append(price, title);
  if (point.subtitle) {
    const subtitle = document.createElement('span');
    subtitle.className = 'abode-popup-subtitle';
    subtitle.textContent = point.subtitle;
    link.append(subtitle);
  }
  const more = document.createElement('span');
  more.className = 'abode-popup-link';
  more.textContent = linkText;
  link.append(more);
  return link;
}

function clusterIcon(count: number, text: string): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : count < 1000 ? 46 : 54;
  return L.divIcon({ className: 'abode-cluster', html: text, iconSize: [size, size] });
}

function priceIcon(label: string): L.DivIcon {
  const icon = L.divIcon({ className: 'abode-price-pin', html: '<span></span>', iconSize: [1, 1] });
  // The text is set as text (createIcon below), never parsed as HTML.
  const createIcon = icon.createIcon.bind(icon);
  icon.createIcon = (old) => {
    const element = createIcon(old);
    element.firstElementChild!.textContent = label;
    return element;
  };
  return icon;
}

/** Boxes this close (a hundredth of their size) are the same view. */
function sameView(a: MapBounds, b: MapBounds): boolean {
  const latTolerance = (a.maxLat - a.minLat) / 100;
  const lngTolerance = (a.maxLng - a.minLng) / 100;
  return (
    Math.abs(a.minLat - b.minLat) <= latTolerance &&
    Math.abs(a.maxLat - b.maxLat) <= latTolerance &&
    Math.abs(a.minLng - b.minLng) <= lngTolerance &&
    Math.abs(a.maxLng - b.maxLng) <= lngTolerance
  );
}

export default function LeafletListingsMap({ markers, clusters = [], initialBounds, bounds, onMoveEnd, highlightedId, highlightedPoint }: ListingsMapProps) {
  const { t, i18n } = useTranslation();
  const tiles = useMapTiles();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const byId = useRef(new Map<number, L.Marker>());
  const onMoveEndRef = useRef(onMoveEnd);
  const redraw = useRef<() => void>(() => undefined);
  const initial = useRef(initialBounds ?? bounds);
  const highlighted = useRef<{ id: number | null | undefined; point: LatLng | null | undefined }>({ id: highlightedId, point: highlightedPoint });
  const groups = useRef<{ bounds: MapBounds; marker: L.Marker }[]>([]);
  /** The markers on the map, by what they show (listing, cluster or server group and where). */
  const shown = useRef(new Map<string, L.Marker>());
  const highlightedMarker = useRef<L.Marker | null>(null);
  /** Marks the pin (or the bubble) that shows the highlighted listing, and unmarks the previous one. */
  const applyHighlight = useRef(() => {
    const { id, point } = highlighted.current;
    const inside = (box: MapBounds, at: LatLng) => at.lat >= box.minLat && at.lat <= box.maxLat && at.lng >= box.minLng && at.lng <= box.maxLng;
    const target = (id != null ? byId.current.get(id) : undefined) ?? (point ? groups.current.find((g) => inside(g.bounds, point))?.marker : undefined) ?? null;
    highlightedMarker.current?.getElement()?.classList.remove('is-highlighted');
    target?.getElement()?.classList.add('is-highlighted');
    highlightedMarker.current = target;
  });

  useEffect(() => {
    onMoveEndRef.current = onMoveEnd;
  }, [onMoveEnd]);

  const index = useMemo(() => {
    const cluster = new Supercluster<Item, Totals>({
      radius: CLUSTER_RADIUS,
      // Leaflet tiles are 256 px: with that extent the radius is in screen pixels.
      extent: 256,
      minPoints: CLUSTER_MIN_POINTS,
      maxZoom: 18,
      map: (item) => ({ total: item.kind === 'group' ? item.group.count : 1 }),
      reduce: (sum, item) => {
        sum.total += item.total;
      },
    });
    cluster.load([
      ...markers.map((listing) => feature({ kind: 'listing', listing }, listing.lat, listing.lng)),
      ...clusters.map((group) => feature({ kind: 'group', group }, group.lat, group.lng)),
    ]);
    return cluster;
  }, [markers, clusters]);

  // Open the map once; markers are redrawn by the effect below.
  useEffect(() => {
    if (!element.current) return;
    const instance = createMap(element.current, tiles, { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') });
    map.current = instance;
    layer.current = L.layerGroup().addTo(instance);
    instance.on('moveend', () => {
      redraw.current();
      onMoveEndRef.current?.(fromLeafletBounds(instance.getBounds()), instance.getZoom());
    });
    if (initial.current) instance.fitBounds(toLeafletBounds(initial.current));
    else instance.setView(WORLD_VIEW, 2);
    return () => {
      instance.remove();
      map.current = null;
    };
    // The tile server and labels are fixed for the page's life; re-creating the map would lose the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let frame = 0;
    redraw.current = () => {
      const instance = map.current;
      const group = layer.current;
      if (!instance || !group) return;
      cancelAnimationFrame(frame);
      // Markers still wanted are kept (with their focus and open card); only the others change.
      const previous = shown.current;
      const next = new Map<string, L.Marker>();
      byId.current.clear();
      groups.current = [];
      const zoom = instance.getZoom();
      const view = instance.getBounds();
      const number = numberFormat(i18n.language);
      const added: L.Marker[] = [];
      const keep = (key: string, create: () => L.Marker): L.Marker => {
        let marker = previous.get(key) ?? next.get(key);
        if (!marker) {
          marker = create();
          added.push(marker);
        }
        next.set(key, marker);
        return marker;
      };
      // A listing inside a bubble is picked out through its bubble: `ids` are the listings it holds.
      const bubble = (key: string, lat: number, lng: number, count: number, ids: number[], zoomIn: () => void) => {
        const marker = keep(key, () => {
          const created = L.marker([lat, lng], { icon: clusterIcon(count, number.format(count)), keyboard: true });
          created.on('click', zoomIn);
          created.on('add', () => labelMarker(created, t('map.cluster', { count, formatted: number.format(count) })));
          return created;
        });
        for (const id of ids) byId.current.set(id, marker);
        return marker;
      };
      const box: [number, number, number, number] = [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()];
      const zoomLevel = Math.round(zoom);
      for (const found of index.getClusters(box, zoomLevel)) {
        const [lng, lat] = found.geometry.coordinates as [number, number];
        const place = `${lat.toFixed(6)},${lng.toFixed(6)}`;
        const properties = found.properties as (ClusterProperties & Totals) | Item;
        if ('cluster' in properties) {
          const id = properties.cluster_id;
          const leaves = index.getLeaves(id, Infinity).map((leaf) => leaf.properties);
          const ids = leaves.flatMap((leaf) => (leaf.kind === 'listing' ? [leaf.listing.id] : []));
          const marker = bubble(`c${zoomLevel}:${place}:${properties.total}`, lat, lng, properties.total, ids, () =>
            instance.setView([lat, lng], Math.min(index.getClusterExpansionZoom(id), 18)),
          );
          // the server's groups inside this bubble: a listing in one of them is picked out through it
          for (const leaf of leaves) if (leaf.kind === 'group') groups.current.push({ bounds: leaf.group.bounds, marker });
          continue;
        }
        if (properties.kind === 'group') {
          const { group: cell } = properties;
          const marker = bubble(`g${zoomLevel}:${place}:${cell.count}`, lat, lng, cell.count, [], () =>
            instance.fitBounds(toLeafletBounds(cell.bounds), { maxZoom: Math.min(zoom + 3, 18) }),
          );
          groups.current.push({ bounds: cell.bounds, marker });
          continue;
        }
        const point = properties.listing;
        const marker = keep(`l${point.id}:${place}:${point.label}`, () => {
          const created = L.marker([lat, lng], { icon: priceIcon(point.label), keyboard: true, riseOnHover: true });
          created.bindPopup(() => popupCard(point, t('map.viewListing')), { minWidth: 220, maxWidth: 240 });
          created.on('add', () => labelMarker(created, `${point.title}, ${point.label}`));
          return created;
        });
        byId.current.set(point.id, marker);
      }
      for (const [key, marker] of previous) if (!next.has(key)) group.removeLayer(marker);
      shown.current = next;
      // Thousands of markers at once would freeze the page: add them a batch per frame.
      const addBatch = (start: number) => {
        for (const marker of added.slice(start, start + MARKER_BATCH)) group.addLayer(marker);
        if (start + MARKER_BATCH < added.length) frame = requestAnimationFrame(() => addBatch(start + MARKER_BATCH));
      };
      addBatch(0);
      applyHighlight.current();
    };
    redraw.current();
    return () => cancelAnimationFrame(frame);
  }, [index, t, i18n.language]);

  useEffect(() => {
    const instance = map.current;
    if (!instance || !bounds || sameView(fromLeafletBounds(instance.getBounds()), bounds)) return;
    instance.fitBounds(toLeafletBounds(bounds));
  }, [bounds]);

  useEffect(() => {
    highlighted.current = { id: highlightedId, point: highlightedPoint };
    applyHighlight.current();
  }, [highlightedId, highlightedPoint]);

  return <div ref={element} className="absolute inset-0" />;
}
