import { useEffect, useId, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { Form, Link } from 'react-router';
import { AREA_UNITS, convertMeasure, LENGTH_UNITS, roundMeasure, unitKind, unitsOfKind, type MeasureUnit } from '@abode/shared/units/area-conversion';
import { latinNumberFormat } from '@abode/shared/format/number-format';
import { Button, buttonClasses } from '~/components/button';
import { inputClasses } from '~/components/form-field';
import { PageHeader } from '~/components/page-header';
import { paths } from '~/config/paths';
import { areaFormOf, areaInput, type AreaForm } from '~/features/calculators/area-form';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useSite } from '~/lib/site-context';
import { useFormTypedBeforeHydration } from '~/lib/use-typed-before-hydration';
import type { Route } from './+types/area-converter';

export const loader = ({ request }: Route.LoaderArgs) => areaFormOf(new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => areaFormOf(new URL(request.url));

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('areaConverter.title'), description: t('areaConverter.lead'), path: paths.areaConverter });
};

/** How long "Copied" stays on the copy button. */
const COPIED_MS = 2000;

function useMeasureFormat() {
  const { language } = useSite();
  return latinNumberFormat(language.code, { maximumSignificantDigits: 10 });
}

function UnitSelect({ id, name, label, value, onChange, only }: { id: string; name: string; label: string; value: MeasureUnit; onChange: (unit: MeasureUnit) => void; only?: readonly MeasureUnit[] }) {
  const { t } = useTranslation();
  const groups = [
    { label: t('areaConverter.lengths'), units: LENGTH_UNITS },
    { label: t('areaConverter.areas'), units: AREA_UNITS },
  ];
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value as MeasureUnit)} className={`${inputClasses} mt-1.5`}>
        {groups.map((group) => {
          const units = group.units.filter((unit) => !only || only.includes(unit));
          return units.length ? (
            <optgroup key={group.label} label={group.label}>
              {units.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`areaConverter.unit.${unit}`)}
                </option>
              ))}
            </optgroup>
          ) : null;
        })}
      </select>
    </div>
  );
}

export default function AreaConverter({ loaderData }: Route.ComponentProps) {
  // a new URL (the form sent, or the swap link followed without JavaScript) starts from its values
  return <Converter key={`${loaderData.value} ${loaderData.from} ${loaderData.to}`} initial={loaderData} />;
}

function Converter({ initial }: { initial: AreaForm }) {
  const { t } = useTranslation();
  const id = useId();
  const numbers = useMeasureFormat();
  const [form, setForm] = useState<AreaForm>(initial);
  const [copied, setCopied] = useState(false);
  const formRef = useFormTypedBeforeHydration(areaFormOf, (typed) => setForm((current) => (current.value === typed.value && current.from === typed.from && current.to === typed.to ? current : typed)));
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const input = areaInput(form);
  const result = 'amount' in input ? roundMeasure(convertMeasure(input.amount, form.from, form.to)) : null;
  const resultText = result === null ? '' : `${numbers.format(result)} ${t(`areaConverter.symbol.${form.to}`)}`;
  const others = 'amount' in input ? unitsOfKind(unitKind(form.from)).filter((unit) => unit !== form.from) : [];

  const setFrom = (from: MeasureUnit) =>
    // a new kind of unit (length ↔ area) brings a target of that kind with it
    setForm((current) => ({ ...current, from, to: unitKind(from) === unitKind(current.to) ? current.to : (unitsOfKind(unitKind(from)).find((u) => u !== from) ?? from) }));

  return (
    <>
      <PageHeader title={t('areaConverter.title')} lead={t('areaConverter.lead')} />
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        <Form ref={formRef} method="get" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm" aria-label={t('areaConverter.formLabel')} data-testid="area-form">
          <div className="grid gap-4 sm:grid-cols-[1fr_auto_1fr] sm:items-end">
            <div className="space-y-4">
              <div>
                <label htmlFor={`${id}-value`} className="text-sm font-semibold text-slate-800">
                  {t('areaConverter.value')}
                </label>
                <input
                  id={`${id}-value`}
                  name="value"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  dir="ltr"
                  value={form.value}
                  onChange={(event) => setForm((current) => ({ ...current, value: event.target.value }))}
                  aria-invalid={'problem' in input && input.problem === 'number'}
                  aria-describedby={'problem' in input ? `${id}-problem` : undefined}
                  className={`${inputClasses} mt-1.5`}
                />
              </div>
              <UnitSelect id={`${id}-from`} name="from" label={t('areaConverter.from')} value={form.from} onChange={setFrom} />
            </div>
            {/* A link to the swapped URL, so swapping works without JavaScript too; with it, the units swap in place. */}
            <Link
              to={`?${new URLSearchParams({ value: form.value, from: form.to, to: form.from }).toString()}`}
              replace
              preventScrollReset
              className={buttonClasses({ variant: 'secondary', className: 'size-11 justify-self-center rounded-full px-0 sm:mb-0.5 sm:self-end' })}
              aria-label={t('areaConverter.swap')}
              title={t('areaConverter.swap')}
              data-testid="area-swap"
              onClick={(event) => {
                event.preventDefault();
                setForm((current) => ({ ...current, from: current.to, to: current.from }));
              }}
            >
              <span aria-hidden="true" className="inline-block text-lg max-sm:rotate-90">
                ⇄
              </span>
            </Link>
            <UnitSelect id={`${id}-to`} name="to" label={t('areaConverter.to')} value={form.to} onChange={(to) => setForm((current) => ({ ...current, to }))} />
          </div>
          <div className="mt-5">
            <Button type="submit">{t('areaConverter.convert')}</Button>
          </div>
        </Form>

        <section aria-labelledby={`${id}-result-title`} className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100" data-testid="area-result">
          <h2 id={`${id}-result-title`} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {t('areaConverter.result')}
          </h2>
          <div aria-live="polite">
            {'problem' in input ? (
              <p id={`${id}-problem`} className="mt-3 font-medium text-red-700">
                {input.problem === 'number' ? t('areaConverter.invalidNumber') : t('areaConverter.differentKinds')}
              </p>
            ) : (
              <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="text-slate-700">
                  <bdi>{numbers.format(input.amount)}</bdi> {t(`areaConverter.symbol.${form.from}`)} =
                </span>
                <output htmlFor={`${id}-value ${id}-from ${id}-to`} className="text-3xl font-bold tracking-tight text-brand-800" data-testid="area-output">
                  <bdi>{result === null ? '' : numbers.format(result)}</bdi> {t(`areaConverter.symbol.${form.to}`)}
                </output>
              </p>
            )}
          </div>
          {result !== null ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-4"
              onClick={() => {
                void navigator.clipboard?.writeText(resultText).then(() => setCopied(true));
              }}
            >
              {copied ? t('areaConverter.copied') : t('areaConverter.copy')}
            </Button>
          ) : null}
        </section>

        {'amount' in input ? (
          <section aria-labelledby={`${id}-all-title`}>
            <h2 id={`${id}-all-title`} className="text-xl font-bold text-slate-900">
              {t('areaConverter.allUnits', { value: numbers.format(input.amount), unit: t(`areaConverter.symbol.${form.from}`) })}
            </h2>
            <div className="mt-4 overflow-hidden rounded-2xl border border-slate-200">
              <table className="w-full text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-4 py-2.5 text-start font-semibold">
                      {t('areaConverter.unitColumn')}
                    </th>
                    <th scope="col" className="px-4 py-2.5 text-end font-semibold">
                      {t('areaConverter.valueColumn')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {others.map((unit) => (
                    <tr key={unit}>
                      <th scope="row" className="px-4 py-2.5 text-start font-normal text-slate-800">
                        {t(`areaConverter.unit.${unit}`)}
                      </th>
                      <td className="px-4 py-2.5 text-end font-semibold text-slate-900 tabular-nums" dir="ltr">
                        {numbers.format(roundMeasure(convertMeasure(input.amount, form.from, unit)))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-4 text-sm text-slate-600">{t('areaConverter.regionalNote')}</p>
          </section>
        ) : null}
      </div>
    </>
  );
}
