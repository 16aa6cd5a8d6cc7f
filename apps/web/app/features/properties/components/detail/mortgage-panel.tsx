import { useEffect, useId, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import type { MortgageAnswer, mortgageQuery } from '@abode/shared/schemas/mortgage';
import { CalculatorIcon } from '~/components/icons';
import { TextField } from '~/components/form-field';
import { browserApi } from '~/lib/browser-api';
import { useFormatters } from '~/lib/format';

interface MortgagePanelProps {
  /** The listing's price (major units): the starting loan amount. */
  price: number;
  currencyCode: string;
  /** The full calculator with the yearly schedule, opened with the panel's current values. */
  scheduleHref: (values: MortgageValues) => string;
}

/** Starting values a buyer can change: 20 % down, 25 years, a typical fixed rate. */
const DEFAULT_DOWN_SHARE = 0.2;
const DEFAULT_YEARS = '25';
const DEFAULT_RATE = '4.5';
/** Typing pauses this long before the calculator is asked. */
const DEBOUNCE_MS = 300;
// Calculator figures are compared line by line: the exact amount, never "8.89K".
const FULL = { full: true };

type Totals = MortgageAnswer['main_total'];
type MortgageSchema = typeof mortgageQuery;
// a type, not an interface: it goes to the API client as query parameters (an index signature)
export type MortgageValues = {
  loan_amount: string;
  down_payment: string;
  interest_rate: string;
  loan_term_years: string;
};

/** Monthly payment for this listing, from the mortgage-calculator call, as the visitor types. */
export function MortgagePanel({ price, currencyCode, scheduleHref }: MortgagePanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const [values, setValues] = useState<MortgageValues>({
    loan_amount: String(price),
    down_payment: String(Math.round(price * DEFAULT_DOWN_SHARE)),
    interest_rate: DEFAULT_RATE,
    loan_term_years: DEFAULT_YEARS,
  });
  const [totals, setTotals] = useState<Totals | null>(null);
  const [failed, setFailed] = useState(false);
  // The schema (and zod with it) loads when the visitor first edits a value: the starting values
  // are valid by construction, and the detail page's critical-path JavaScript is budgeted.
  const [schema, setSchema] = useState<MortgageSchema | null>(null);
  const loadSchema = () => {
    if (!schema) void import('@abode/shared/schemas/mortgage').then((module) => setSchema(() => module.mortgageQuery));
  };
  const parsed = schema?.safeParse(values);
  const invalid = !parsed || parsed.success ? null : new Set(parsed.error.issues.map((issue) => String(issue.path[0])));

  // The inputs as one value: the effect runs when any of them changes.
  const request = JSON.stringify(values);
  useEffect(() => {
    const query = JSON.parse(request) as MortgageValues;
    if (schema && !schema.safeParse(query).success) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      browserApi()
        .get<MortgageAnswer>('mortgage-calculator', query)
        .then((answer) => {
          if (controller.signal.aborted) return;
          setTotals(answer.data.main_total);
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [request, schema]);

  const field = (name: keyof MortgageValues, label: string, extra: { step?: string; suffix?: string } = {}) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={extra.suffix ? `${label} (${extra.suffix})` : label}
      type="number"
      inputMode="decimal"
      min={0}
      step={extra.step ?? 'any'}
      value={values[name]}
      onChange={(event) => {
        loadSchema();
        setValues((current) => ({ ...current, [name]: event.target.value }));
      }}
      error={invalid?.has(name) ? t('propertyDetail.mortgageInvalid') : undefined}
      dir="ltr"
    />
  );

  const result = invalid ? null : totals;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="mortgage">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CalculatorIcon size={20} className="text-brand-700" />
        {t('propertyDetail.mortgage')}
      </h2>
      <form className="mt-4 grid grid-cols-2 gap-3" onSubmit={(event) => event.preventDefault()} noValidate>
        <div className="col-span-2">{field('loan_amount', t('propertyDetail.mortgagePrice'), { suffix: currencyCode })}</div>
        {field('down_payment', t('propertyDetail.mortgageDown'))}
        {field('interest_rate', t('propertyDetail.mortgageRate'), { suffix: '%' })}
        <div className="col-span-2">{field('loan_term_years', t('propertyDetail.mortgageYears'), { step: '1' })}</div>
      </form>
      <div className="mt-5 rounded-2xl bg-brand-50 px-4 py-4" aria-live="polite">
        <p className="text-sm text-slate-700">{t('propertyDetail.mortgageMonthly')}</p>
        <p className="mt-1 text-2xl font-bold text-slate-900" data-testid="mortgage-monthly">
          {result ? format.price(result.monthly_emi, currencyCode, FULL) : '—'}
        </p>
        {result ? (
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-600">{t('propertyDetail.mortgageInterest')}</dt>
              <dd className="font-semibold text-slate-900">{format.price(result.payable_interest, currencyCode, FULL)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('propertyDetail.mortgageTotal')}</dt>
              <dd className="font-semibold text-slate-900">{format.price(result.total_amount, currencyCode, FULL)}</dd>
            </div>
          </dl>
        ) : null}
        {failed ? <p className="mt-2 text-sm font-medium text-red-700">{t('propertyDetail.mortgageFailed')}</p> : null}
      </div>
      <Link to={scheduleHref(values)} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
        {t('propertyDetail.mortgageSchedule')}
      </Link>
    </section>
  );
}
