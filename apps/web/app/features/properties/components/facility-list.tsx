import { useTranslation } from '~/lib/translation';
import type { AssignedFacility } from '@abode/shared/schemas/properties';
import { useFormatters } from '~/lib/format';
import { useSite } from '~/lib/site-context';

/** Places nearby (school, metro, beach…) with their distance in the site's unit. */
export function FacilityList({ facilities }: { facilities: AssignedFacility[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { settings } = useSite();
  if (facilities.length === 0) return null;
  const unit = settings.distance_option === 'mi' ? 'mi' : 'km';
  return (
    <section aria-labelledby="nearby-title">
      <h2 id="nearby-title" className="text-xl font-bold text-slate-900">
        {t('property.nearby')}
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[...facilities]
          .sort((a, b) => a.distance - b.distance)
          .map((facility) => (
            <li key={facility.id} className="flex items-center gap-3 rounded-2xl border border-slate-200 px-4 py-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50">
                {facility.image ? <img src={facility.image} alt="" width={22} height={22} loading="lazy" className="size-[22px]" /> : null}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-slate-900">{facility.translated_name || facility.name}</span>
                <span className="block text-sm text-slate-600">{t(`property.distance.${unit}`, { distance: format.number(facility.distance) })}</span>
              </span>
            </li>
          ))}
      </ul>
    </section>
  );
}
