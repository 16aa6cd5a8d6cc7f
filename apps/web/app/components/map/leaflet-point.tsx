import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/translation';
import { createMap, labelMarker, pinIcon } from './leaflet-base';
import { useMapTiles } from './tiles';

export interface PointMapProps {
  lat: number;
  lng: number;
  /** What is there (the listing's title or address): the pin's and the map's accessible name. */
  label: string;
  /** 15 shows the streets around a building. */
  zoom?: number | undefined;
  className?: string | undefined;
}

export default function LeafletPointMap({ lat, lng, label, zoom = 15 }: PointMapProps) {
  const { t } = useTranslation();
  const tiles = useMapTiles();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);

  useEffect(() => {
    if (!element.current) return;
    // A location map on a page that scrolls: no wheel zoom that would trap the page's scrolling.
    const instance = createMap(element.current, tiles, { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }, { scrollWheelZoom: false });
    map.current = instance;
    marker.current = L.marker([lat, lng], { icon: pinIcon(), keyboard: false }).addTo(instance);
    instance.setView([lat, lng], zoom);
    return () => {
      instance.remove();
      map.current = null;
    };
    // The map is opened once; the effect below follows the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    marker.current?.setLatLng([lat, lng]);
    map.current?.setView([lat, lng], zoom);
    if (marker.current) labelMarker(marker.current, label);
    marker.current?.getElement()?.removeAttribute('role');
  }, [lat, lng, zoom, label]);

  return <div ref={element} className="absolute inset-0" />;
}
