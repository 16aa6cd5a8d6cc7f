import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowEndIcon } from './icons';

interface SectionProps {
  id: string;
  title: string;
  subtitle?: string;
  /** "View all" link beside the heading. */
  more?: { to: string; label: string };
  tone?: 'plain' | 'tinted';
  /** Below the fold on a phone: rendered only when it nears the viewport (see render-when-visible in app.css). */
  belowFold?: boolean;
  children: ReactNode;
}

/** A titled block of a page; the heading labels the region for assistive technology. */
export function Section({ id, title, subtitle, more, tone = 'plain', belowFold = false, children }: SectionProps) {
  const className = `${tone === 'tinted' ? 'bg-slate-50 ' : ''}py-14 sm:py-20${belowFold ? ' render-when-visible-[40rem]' : ''}`;
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {title}
            </h2>
            {subtitle ? <p className="mt-2 text-base text-slate-600">{subtitle}</p> : null}
          </div>
          {more ? (
            <Link to={more.to} className="group inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-900">
              {more.label}
              <ArrowEndIcon size={16} className="transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5" />
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
