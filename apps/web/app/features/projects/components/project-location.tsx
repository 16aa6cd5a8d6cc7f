import { useTranslation } from '~/lib/translation';
import { PointMap } from '~/components/map';
import { PlaceLine } from '~/components/place-line';

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
      <PlaceLine place={address} />
      {located ? <PointMap lat={lat} lng={lng} label={t('projectDetail.mapOf', { title })} className="mt-4 h-72 rounded-2xl sm:h-96" /> : null}
    </section>
  );
}
