import { useTranslation } from '~/lib/translation';
import { PinIcon } from '~/components/icons';
import { PointMap } from '~/components/map';

/** Where the project is: its address line and a map with one pin (the map code loads on its own). */
export function ProjectLocation({ latitude, longitude, address, title }: { latitude: string; longitude: string; address: string; title: string }) {
  const { t } = useTranslation();
  const lat = Number(latitude);
  const lng = Number(longitude);
  const located = latitude !== '' && longitude !== '' && Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0);
  return (
    <section aria-labelledby="project-location-title">
      <h2 id="project-location-title" className="text-xl font-bold text-slate-900">
        {t('projectDetail.location')}
      </h2>
      {address ? (
        <p className="mt-2 flex items-start gap-1.5 text-slate-600">
          <PinIcon size={18} className="mt-0.5 shrink-0 text-slate-500" />
          <span className="bidi-plain">{address}</span>
        </p>
      ) : null}
      {located ? <PointMap lat={lat} lng={lng} label={t('projectDetail.mapOf', { title })} className="mt-4 h-72 rounded-2xl sm:h-96" /> : null}
    </section>
  );
}
