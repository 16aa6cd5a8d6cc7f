import { useId } from 'react';
import { useTranslation } from '~/lib/translation';

const HEIGHT = 120;
const BAR = 14;
const GAP = 6;

export interface Series {
  label: string;
  /** a fill class of the design system's palette */
  fill: string;
  /** one value per week */
  values: number[];
}

/**
 * Stacked bars, one per week; screen readers get the summary and, on request, the whole table.
 * Time runs in the reading direction: the drawing is mirrored on right-to-left pages.
 */
export function WeeklyChart({ title, summary, weeks, series, formatWeek, formatNumber }: { title: string; summary: string; weeks: string[]; series: Series[]; formatWeek: (week: string) => string; formatNumber: (n: number) => string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const totals = weeks.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const most = Math.max(0, ...totals);
  const scale = most > 0 ? HEIGHT / most : 0;
  const width = Math.max(1, weeks.length * (BAR + GAP) - GAP);

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </figcaption>
      <p id={`${titleId}-summary`} className="mt-1 text-sm text-slate-600">
        {summary}
      </p>
      <svg role="img" aria-labelledby={titleId} aria-describedby={`${titleId}-summary`} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="mt-4 h-32 w-full rtl:-scale-x-100">
        {weeks.map((week, i) => {
          let top = HEIGHT;
          return (
            <g key={week}>
              {totals[i] === 0 ? <rect x={i * (BAR + GAP)} y={HEIGHT - 0.5} width={BAR} height={0.5} className="fill-slate-200" /> : null}
              {series.map((s) => {
                const height = (s.values[i] ?? 0) * scale;
                top -= height;
                return height > 0 ? <rect key={s.label} x={i * (BAR + GAP)} y={top} width={BAR} height={height} className={s.fill} /> : null;
              })}
            </g>
          );
        })}
      </svg>
      <div className="mt-2 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{weeks[0] ? formatWeek(weeks[0]) : ''}</span>
        <span>{weeks.at(-1) ? formatWeek(weeks.at(-1)!) : ''}</span>
      </div>
      {series.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-1.5">
              <svg viewBox="0 0 10 10" className="size-2.5">
                <rect width="10" height="10" rx="2" className={s.fill} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('admin.dashboard.showTable')}</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 text-start font-semibold">
                  {t('admin.dashboard.week')}
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="py-1 ps-3 text-end font-semibold">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, i) => (
                <tr key={week} className="border-t border-slate-100">
                  <th scope="row" className="py-1 text-start font-normal">
                    {formatWeek(week)}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="py-1 ps-3 text-end tabular-nums">
                      {formatNumber(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
