import { useTranslation } from '~/lib/translation';
import type { Facility } from '@abode/shared/schemas/facilities';
import { inputClasses } from '~/components/form-field';
import { fieldId, type StepProps } from '../step-props';

/** Nearby places: tick a facility, then say how far it is. */
export function FacilitiesStep({ values, update, error, facilities }: StepProps & { facilities: readonly Facility[] }) {
  const { t } = useTranslation();
  if (facilities.length === 0) return <p className="text-sm text-slate-700">{t('listingForm.noFacilities')}</p>;

  function toggle(id: string, chosen: boolean) {
    const next = { ...values.facilities };
    if (chosen) next[id] = next[id] ?? '';
    else delete next[id];
    update({ facilities: next });
  }

  return (
    <div>
      <p className="text-sm text-slate-600">{t('listingForm.facilitiesLead')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {facilities.map((facility) => {
          const id = String(facility.id);
          const chosen = id in values.facilities;
          const field = `facility:${id}`;
          const name = facility.translated_name || facility.name;
          const problem = error(field);
          return (
            <li key={facility.id} className={`rounded-xl p-3 ring-1 ${chosen ? 'bg-brand-50/60 ring-brand-200' : 'bg-white ring-slate-200'}`}>
              <label className="flex min-h-8 items-center gap-3 text-sm font-medium text-slate-800">
                <input type="checkbox" checked={chosen} onChange={(event) => toggle(id, event.currentTarget.checked)} className="size-5 shrink-0 accent-brand-700" />
                {facility.image ? <img src={facility.image} alt="" width={20} height={20} className="size-5 opacity-70" /> : null}
                {name}
              </label>
              {chosen ? (
                <div className="mt-2">
                  <label htmlFor={fieldId(field)} className="text-xs font-semibold text-slate-700">
                    {t('listingForm.distanceOf', { name })}
                  </label>
                  <input
                    id={fieldId(field)}
                    inputMode="decimal"
                    value={values.facilities[id]}
                    aria-invalid={Boolean(problem)}
                    aria-describedby={problem ? `${fieldId(field)}-error` : undefined}
                    onChange={(event) => update({ facilities: { ...values.facilities, [id]: event.currentTarget.value } })}
                    className={`${inputClasses} mt-1`}
                  />
                  {problem ? (
                    <p id={`${fieldId(field)}-error`} className="mt-1 text-sm font-medium text-red-700">
                      {problem}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
