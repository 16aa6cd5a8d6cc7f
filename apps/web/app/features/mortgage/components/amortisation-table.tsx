import { Fragment, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import type { MortgageYear } from '@abode/shared/schemas/mortgage';
import { ChevronDownIcon } from '~/components/icons';
import { useExactMoney } from '../use-exact-money';

/** The schedule by year; each year opens into its twelve months. */
export function AmortisationTable({ years, id }: { years: MortgageYear[]; id: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const money = useExactMoney().amount;
  const toggle = (year: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });
  const cell = 'px-3 py-2.5 text-end tabular-nums';

  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200">
      <table id={id} className="w-full min-w-[36rem] text-sm" data-testid="amortisation-table">
        <caption className="sr-only">{t('mortgage.scheduleCaption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2.5 text-start font-semibold">
              {t('mortgage.period')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-end font-semibold">
              {t('mortgage.principal')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-end font-semibold">
              {t('mortgage.interest')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-end font-semibold">
              {t('mortgage.balance')}
            </th>
          </tr>
        </thead>
        {/* One tbody per year and one for its months, so the toggle controls exactly the month rows. */}
        {years.map((year) => {
            const expanded = open.has(year.year);
            const monthsId = `${id}-year-${year.year}`;
            return (
              <Fragment key={year.year}>
                <tbody className="border-t border-slate-200">
                <tr className="bg-white">
                  <th scope="row" className="px-3 py-1.5 text-start font-semibold text-slate-900">
                    <button
                      type="button"
                      onClick={() => toggle(year.year)}
                      aria-expanded={expanded}
                      aria-controls={monthsId}
                      className="inline-flex min-h-9 items-center gap-2 rounded-lg px-1 hover:bg-slate-100"
                    >
                      <ChevronDownIcon size={16} className={`transition-transform ${expanded ? 'rotate-180' : ''}`} />
                      {t('mortgage.year', { year: year.year })}
                      <span className="sr-only">{expanded ? t('mortgage.hideMonths') : t('mortgage.showMonths')}</span>
                    </button>
                  </th>
                  <td className={cell}>{money(year.principal_amount)}</td>
                  <td className={cell}>{money(year.interest_paid)}</td>
                  <td className={cell}>{money(year.remaining_balance)}</td>
                </tr>
                </tbody>
                <tbody id={monthsId} hidden={!expanded} className="bg-slate-50/60 text-slate-700">
                {year.monthly_totals.map((month) => (
                  <tr key={month.month}>
                    <th scope="row" className="ps-10 pe-3 py-2 text-start font-normal">
                      {t(`mortgage.month.${month.month}`)}
                    </th>
                    <td className={cell}>{money(month.principal_amount)}</td>
                    <td className={cell}>{money(month.payable_interest)}</td>
                    <td className={cell}>{money(month.remaining_balance)}</td>
                  </tr>
                ))}
                </tbody>
              </Fragment>
            );
          })}
      </table>
    </div>
  );
}
