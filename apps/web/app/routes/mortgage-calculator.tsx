import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { Form, useLocation, useNavigate, useNavigation } from 'react-router';
import type { MortgageAnswer } from '@abode/shared/schemas/mortgage';
import { Button } from '~/components/button';
import { TextField } from '~/components/form-field';
import { PageHeader } from '~/components/page-header';
import { paths } from '~/config/paths';
import { checkMortgage, MORTGAGE_FIELDS, mortgageAnswerQuery, mortgageValuesOf, type MortgageField, type MortgageValues } from '~/features/mortgage/api';
import { AmortisationChart } from '~/features/mortgage/components/amortisation-chart';
import { AmortisationTable } from '~/features/mortgage/components/amortisation-table';
import { ScheduleUpsell } from '~/features/mortgage/components/schedule-upsell';
import { useExactMoney } from '~/features/mortgage/use-exact-money';
import type { ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useFormTypedBeforeHydration } from '~/lib/use-typed-before-hydration';
import type { Route } from './+types/mortgage-calculator';

/** Typing pauses this long before the results follow. */
const LIVE_DELAY_MS = 350;

async function load(api: ApiClient, url: URL) {
  const values = mortgageValuesOf(url);
  const checked = checkMortgage(values);
  const answer: MortgageAnswer | null = checked.query ? await api.load(mortgageAnswerQuery(checked.query)) : null;
  return { values, invalid: checked.invalid, answer };
}

export const loader = ({ request, context }: Route.LoaderArgs) => load(serverApi(request, context), new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(browserApi(), new URL(request.url));

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('mortgage.title'), description: t('mortgage.lead'), path: paths.mortgageCalculator() });
};

const searchOf = (values: MortgageValues) => new URLSearchParams(values).toString();

export default function MortgageCalculator({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useExactMoney();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const id = useId();
  const [values, setValues] = useState<MortgageValues>(loaderData.values);
  const typed = useRef(false);
  const formRef = useFormTypedBeforeHydration(mortgageValuesOf, (before) => {
    if (searchOf(before) === searchOf(loaderData.values)) return;
    typed.current = true;
    setValues(before);
  });
  const { answer, invalid } = loaderData;

  // Live results: after a pause in typing the URL follows the form, and the loader recalculates.
  const wanted = searchOf(values);
  useEffect(() => {
    if (!typed.current || `?${wanted}` === search) return;
    const timer = setTimeout(() => navigate(`${pathname}?${wanted}`, { replace: true, preventScrollReset: true }), LIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, search, pathname, navigate]);

  const labels: Record<MortgageField, string> = {
    loan_amount: t('mortgage.loanAmount'),
    down_payment: t('mortgage.downPayment'),
    interest_rate: t('mortgage.interestRate'),
    loan_term_years: t('mortgage.termYears'),
  };
  const hints: Partial<Record<MortgageField, string>> = { loan_amount: t('mortgage.loanAmountHint'), interest_rate: t('mortgage.interestRateHint') };
  const totals = answer?.main_total;
  const interestShare = totals && totals.total_amount > 0 ? totals.payable_interest / totals.total_amount : 0;
  const tableId = `${id}-schedule`;

  return (
    <>
      <PageHeader title={t('mortgage.title')} lead={t('mortgage.lead')} />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-12 lg:px-8">
        <Form ref={formRef} method="get" className="space-y-4 self-start rounded-3xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24 lg:col-span-5" aria-label={t('mortgage.formLabel')} data-testid="mortgage-form">
          {MORTGAGE_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`${id}-${field}`}
              name={field}
              label={labels[field]}
              hint={hints[field]}
              type="number"
              inputMode="decimal"
              min={0}
              step={field === 'loan_term_years' ? 1 : 'any'}
              value={values[field]}
              onChange={(event) => {
                typed.current = true;
                const value = event.target.value;
                setValues((current) => ({ ...current, [field]: value }));
              }}
              error={invalid?.[field] ? t(`mortgage.invalid.${field}`) : undefined}
              dir="ltr"
            />
          ))}
          <Button type="submit" size="lg" className="w-full">
            {t('mortgage.calculate')}
          </Button>
        </Form>

        <div className="min-w-0 space-y-8 lg:col-span-7">
          <section aria-labelledby={`${id}-results`} aria-busy={navigation.state === 'loading'} className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100" data-testid="mortgage-results">
            <h2 id={`${id}-results`} className="text-lg font-bold text-slate-900">
              {t('mortgage.results')}
            </h2>
            {totals ? (
              <div aria-live="polite">
                <p className="mt-4 text-sm text-slate-700">{t('mortgage.monthly')}</p>
                <p className="mt-1 text-4xl font-bold tracking-tight text-brand-800" data-testid="monthly-payment">
                  {money.price(totals.monthly_emi)}
                </p>
                <dl className="mt-6 grid gap-3 sm:grid-cols-2">
                  {[
                    { label: t('mortgage.principalAmount'), value: totals.principal_amount },
                    { label: t('mortgage.downPayment'), value: totals.down_payment },
                    { label: t('mortgage.totalInterest'), value: totals.payable_interest, testId: 'total-interest' },
                    { label: t('mortgage.totalPaid'), value: totals.total_amount, testId: 'total-paid' },
                  ].map((item) => (
                    <div key={item.label} className="rounded-2xl bg-white px-4 py-3">
                      <dt className="text-sm text-slate-600">{item.label}</dt>
                      <dd className="mt-0.5 text-lg font-bold text-slate-900" data-testid={item.testId}>
                        {money.price(item.value)}
                      </dd>
                    </div>
                  ))}
                </dl>
                <div className="mt-6">
                  <div className="flex h-3 overflow-hidden rounded-full bg-[#f59e0b]" aria-hidden="true">
                    <div className="bg-[#0f766e]" style={{ width: `${(1 - interestShare) * 100}%` }} />
                  </div>
                  <p className="mt-2 text-sm text-slate-700">
                    {t('mortgage.share', { principal: Math.round((1 - interestShare) * 100), interest: Math.round(interestShare * 100) })}
                  </p>
                </div>
              </div>
            ) : (
              <p className="mt-4 text-slate-700" role="status">
                {t('mortgage.fixFields')}
              </p>
            )}
          </section>

          {answer && answer.yearly_totals.length > 0 ? (
            <section aria-labelledby={`${id}-schedule-title`} className="space-y-4">
              <h2 id={`${id}-schedule-title`} className="text-xl font-bold text-slate-900">
                {t('mortgage.schedule')}
              </h2>
              <AmortisationChart years={answer.yearly_totals} tableId={tableId} />
              <AmortisationTable years={answer.yearly_totals} id={tableId} />
            </section>
          ) : answer ? (
            <ScheduleUpsell returnTo={`${pathname}${search}`} />
          ) : null}
        </div>
      </div>
    </>
  );
}
