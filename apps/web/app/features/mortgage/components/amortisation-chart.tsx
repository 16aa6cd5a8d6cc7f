import { useId } from 'react';
import { useTranslation } from '~/lib/translation';
import type { MortgageYear } from '@abode/shared/schemas/mortgage';
import { useFormatters } from '~/lib/format';

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 16, end: 12, bottom: 28, start: 56 };
const GRID_LINES = 4;

/**
 * Principal and interest paid each year as stacked bars, drawn by hand in SVG (no chart library).
 * The picture has a title and summary; the schedule table beside it holds every figure in text.
 */
export function AmortisationChart({ years, tableId }: { years: MortgageYear[]; tableId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  if (years.length === 0) return null;

  const top = Math.max(...years.map((y) => y.principal_amount + y.interest_paid));
  const plotW = WIDTH - PAD.start - PAD.end;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / years.length;
  const bar = Math.max(2, slot * 0.7);
  const yOf = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const labelEvery = Math.ceil(years.length / 10);
  const first = years[0]!;
  const last = years[years.length - 1]!;
  const totalInterest = years.reduce((sum, y) => sum + y.interest_paid, 0);

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="amortisation-chart">
      {/* years run left to right in every language, like the numbers on the axis */}
      <div dir="ltr">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full">
        <title id={`${id}-title`}>{t('mortgage.chartTitle')}</title>
        <desc id={`${id}-desc`}>
          {t('mortgage.chartSummary', {
            years: years.length,
            firstInterest: format.number(Math.round(first.interest_paid)),
            firstPrincipal: format.number(Math.round(first.principal_amount)),
            lastInterest: format.number(Math.round(last.interest_paid)),
            lastPrincipal: format.number(Math.round(last.principal_amount)),
            totalInterest: format.number(Math.round(totalInterest)),
          })}
        </desc>
        {Array.from({ length: GRID_LINES + 1 }, (_, i) => {
          const value = (top / GRID_LINES) * i;
          const y = yOf(value);
          return (
            <g key={i}>
              <line x1={PAD.start} x2={WIDTH - PAD.end} y1={y} y2={y} stroke="#e2e8f0" />
              <text x={PAD.start - 6} y={y + 4} textAnchor="end" fontSize="11" fill="#475569">
                {format.number(Math.round(value))}
              </text>
            </g>
          );
        })}
        {years.map((year, i) => {
          const x = PAD.start + i * slot + (slot - bar) / 2;
          const principalTop = yOf(year.principal_amount);
          const interestTop = yOf(year.principal_amount + year.interest_paid);
          return (
            <g key={year.year}>
              <rect x={x} y={principalTop} width={bar} height={PAD.top + plotH - principalTop} fill="#0f766e" />
              <rect x={x} y={interestTop} width={bar} height={principalTop - interestTop} fill="#f59e0b" />
              {i % labelEvery === 0 || i === years.length - 1 ? (
                <text x={x + bar / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#475569">
                  {year.year}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-[#0f766e]" />
          {t('mortgage.principal')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-[#f59e0b]" />
          {t('mortgage.interest')}
        </span>
        <a href={`#${tableId}`} className="ms-auto font-semibold text-brand-700 underline underline-offset-4">
          {t('mortgage.chartAsTable')}
        </a>
      </figcaption>
    </figure>
  );
}
