import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/translation';
import { createMap, labelMarker, pinIcon } from './leaflet-base';
import { useMapTiles } from './tiles';
import type { LatLng } from './types';

export interface PickPointMapProps {
  /** The chosen point; null until the user picks one. */
  value: LatLng | null;
  onPick: (lat: number, lng: number) => void;
  /** Accessible name of the map. */
  label: string;
  /** Where the map opens when there is no value yet. */
  center?: LatLng | undefined;
  zoom?: number | undefined;
  className?: string | undefined;
}

const PICKED_ZOOM = 15;
const WORLD: LatLng = { lat: 20, lng: 0 };
/** Arrow keys on the focused pin move it by this share of the visible map. */
const KEY_STEP = 0.05;

const round = (value: number) => Number(value.toFixed(6));

export default function LeafletPickPointMap({ value, onPick, center, zoom }: PickPointMapProps) {
  const { t } = useTranslation();
  const tiles = useMapTiles();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const onPickRef = useRef(onPick);
  /** The point last shown, and the last one chosen on the map itself (click, drag, arrow keys). */
  const shown = useRef<LatLng | null>(null);
  const pickedHere = useRef<LatLng | null>(null);

  useEffect(() => {
    onPickRef.current = (lat, lng) => {
      pickedHere.current = { lat, lng };
      onPick(lat, lng);
    };
  }, [onPick]);

  useEffect(() => {
    if (!element.current) return;
    const instance = createMap(element.current, tiles, { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') });
    map.current = instance;
    const start = value ?? center ?? WORLD;
    instance.setView([start.lat, start.lng], value ? PICKED_ZOOM : (zoom ?? (center ? 11 : 2)));
    instance.on('click', (event: L.LeafletMouseEvent) => onPickRef.current(round(event.latlng.lat), round(event.latlng.lng)));
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
    // Opened once; the effect below follows the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const pin = L.marker([value.lat, value.lng], { icon: pinIcon(), draggable: true, keyboard: true, autoPan: true }).addTo(instance);
      pin.on('dragend', () => {
        const { lat, lng } = pin.getLatLng();
        onPickRef.current(round(lat), round(lng));
      });
      // Keyboard users move the pin with the arrow keys (dragging needs a pointer).
      pin.getElement()?.addEventListener('keydown', (event) => {
        const size = instance.getBounds();
        const dLat = (size.getNorth() - size.getSouth()) * KEY_STEP;
        const dLng = (size.getEast() - size.getWest()) * KEY_STEP;
        const moves: Record<string, [number, number]> = { ArrowUp: [dLat, 0], ArrowDown: [-dLat, 0], ArrowLeft: [0, -dLng], ArrowRight: [0, dLng] };
        const move = moves[event.key];
        if (!move) return;
        event.preventDefault();
        event.stopPropagation();
        const { lat, lng } = pin.getLatLng();
        onPickRef.current(round(lat + move[0]), round(lng + move[1]));
      });
      marker.current = pin;
    } else marker.current.setLatLng([value.lat, value.lng]);
    labelMarker(marker.current, t('map.pickedPoint', { lat: value.lat.toFixed(5), lng: value.lng.toFixed(5) }));
    const moved = shown.current?.lat !== value.lat || shown.current.lng !== value.lng;
    shown.current = value;
    if (!moved) return;
    // a point chosen on the map stays where the user put it unless it left the view; one that came
    // from elsewhere (typed coordinates, the device's position) is centred
    const fromMap = pickedHere.current?.lat === value.lat && pickedHere.current.lng === value.lng;
    if (!fromMap || !instance.getBounds().contains([value.lat, value.lng])) instance.setView([value.lat, value.lng], Math.max(instance.getZoom(), PICKED_ZOOM));
  }, [value, t]);

  return <div ref={element} className="absolute inset-0" />;
}
