import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { PinIcon } from '~/components/icons';
import { PointMap } from '~/components/map';

interface LocationMapProps {
  latitude: string;
  longitude: string;
  address: string;
  title: string;
}

/** Start loading the map a little before it scrolls into view. */
const PRELOAD_MARGIN = '200px';

/** The listing's place: the address, and a map whose code and tiles load only when it nears the screen. */
export function LocationMap({ latitude, longitude, address, title }: LocationMapProps) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const lat = Number(latitude);
  const lng = Number(longitude);
  const located = Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0);

  useEffect(() => {
    const element = holder.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!located) return null;
  return (
    <section aria-labelledby="location-title">
      <h2 id="location-title" className="text-xl font-bold text-slate-900">
        {t('propertyDetail.location')}
      </h2>
      <p className="mt-2 flex items-start gap-1.5 text-slate-600">
        <PinIcon size={18} className="mt-0.5 shrink-0 text-slate-500" />
        <span className="bidi-plain">{address}</span>
      </p>
      <div ref={holder} className="mt-4 h-72 overflow-hidden rounded-2xl bg-slate-100 sm:h-96" data-testid="location-map">
        {near ? <PointMap lat={lat} lng={lng} label={t('propertyDetail.mapOf', { title })} className="size-full" /> : null}
      </div>
    </section>
  );
}
