import { useId } from 'react';
import type { UserDashboard } from '@abode/shared/schemas/dashboard';
import { useTranslation } from '~/lib/translation';

const HEIGHT = 120;
const BAR = 8;
const GAP = 4;

/**
 * Views per day as bars, read by screen readers as a summary and, on request, the whole table.
 * Time runs in the reading direction: the drawing is mirrored in right-to-left pages.
 */
export function ViewsChart({ days, formatDay, formatNumber }: { days: UserDashboard['views_by_day']; formatDay: (date: string) => string; formatNumber: (n: number) => string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const most = days.reduce((best, day) => (day.views > best.views ? day : best), days[0] ?? { date: '', views: 0 });
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const scale = most.views > 0 ? HEIGHT / most.views : 0;
  const width = days.length * (BAR + GAP) - GAP;
  const summary =
    total === 0 ? t('dashboard.chart.none') : t('dashboard.chart.summary', { total: formatNumber(total), date: formatDay(most.date), count: formatNumber(most.views) });

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption id={titleId} className="text-base font-semibold text-slate-900">
        {t('dashboard.chart.title')}
      </figcaption>
      <p id={`${titleId}-summary`} className="mt-1 text-sm text-slate-600">
        {summary}
      </p>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-summary`}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-4 h-32 w-full rtl:-scale-x-100"
      >
        {days.map((day, i) => {
          const height = Math.max(day.views * scale, day.views > 0 ? 2 : 0.5);
          return <rect key={day.date} x={i * (BAR + GAP)} y={HEIGHT - height} width={BAR} height={height} rx={2} className={day.views > 0 ? 'fill-brand-600' : 'fill-slate-200'} />;
        })}
      </svg>
      <div className="mt-2 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{days[0] ? formatDay(days[0].date) : ''}</span>
        <span>{days.at(-1) ? formatDay(days.at(-1)!.date) : ''}</span>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('dashboard.chart.showTable')}</summary>
        <table className="mt-2 w-full text-start">
          <caption className="sr-only">{t('dashboard.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 text-start font-semibold">
                {t('dashboard.chart.date')}
              </th>
              <th scope="col" className="py-1 text-end font-semibold">
                {t('dashboard.chart.views')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-t border-slate-100">
                <td className="py-1">{formatDay(day.date)}</td>
                <td className="py-1 text-end tabular-nums">{formatNumber(day.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
