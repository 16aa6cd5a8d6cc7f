import { useTranslation } from '~/lib/translation';
import type { PropertyCardParameter } from '@abode/shared/schemas/properties';
import { useFormatters } from '~/lib/format';
import { propertyFacts } from '../key-facts';

/** Every parameter of a listing as a label/value grid. */
export function FactList({ parameters }: { parameters: PropertyCardParameter[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const facts = propertyFacts(parameters);
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title" className="text-xl font-bold text-slate-900">
        {t('property.details')}
      </h2>
      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.id} className="flex items-center gap-3 rounded-2xl bg-slate-50 px-4 py-3 ring-1 ring-slate-100">
            <dt className="flex flex-1 items-center gap-3 text-sm text-slate-600">
              {fact.icon ? <img src={fact.icon} alt="" width={22} height={22} loading="lazy" className="size-[22px] shrink-0" /> : null}
              {fact.label}
            </dt>
            <dd className="bidi-plain text-end text-sm font-semibold text-slate-900">{fact.numeric ? format.number(Number(fact.value)) : fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
