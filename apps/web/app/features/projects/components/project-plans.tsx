import { useId, useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import type { Project } from '@abode/shared/schemas/projects';
import { DocumentIcon, DownloadIcon } from '~/components/icons';
import { nextIndexForKey, tabAt } from '~/components/roving-keys';
import { extensionOf, isImageFile } from '../files';

type Plan = Project['plans'][number];

/**
 * Floor plans as tabs (WAI-ARIA tabs: arrow keys, Home and End move between floors, following
 * the reading direction); the panel shows the plan picture, or opens a plan uploaded as a document.
 */
export function ProjectPlans({ plans, projectTitle }: { plans: Plan[]; projectTitle: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [index, setIndex] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const current = plans[index];
  if (!current) return null;

  const select = (next: number) => {
    setIndex(next);
    tabAt(list.current, next)?.focus();
  };
  const titleOf = (plan: Plan, n: number) => plan.title || t('projectDetail.planNumber', { n: n + 1 });

  return (
    <section aria-labelledby={`${id}-title`} data-testid="project-plans">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t('projectDetail.plans')}
      </h2>
      <div
        ref={list}
        role="tablist"
        aria-label={t('projectDetail.plansOf', { title: projectTitle })}
        className="mt-4 flex gap-2 overflow-x-auto pb-1"
      >
        {plans.map((plan, n) => (
          <button
            key={plan.id}
            type="button"
            role="tab"
            id={`${id}-tab-${n}`}
            aria-selected={n === index}
            aria-controls={`${id}-panel`}
            tabIndex={n === index ? 0 : -1}
            onClick={() => setIndex(n)}
            onKeyDown={(event) => {
              const next = nextIndexForKey(event, n, plans.length);
              if (next === null) return;
              event.preventDefault();
              select(next);
            }}
            className={`bidi-plain h-10 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
              n === index ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'
            }`}
          >
            {titleOf(plan, n)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${index}`} tabIndex={0} className="mt-4 rounded-2xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
        {isImageFile(current.document) ? (
          <figure>
            <a href={current.document} target="_blank" rel="noopener" className="block overflow-hidden rounded-xl bg-white">
              <img src={current.document} alt={t('projectDetail.planImage', { plan: titleOf(current, index), title: projectTitle })} className="mx-auto max-h-[32rem] w-full object-contain" loading="lazy" />
            </a>
            <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
              <span className="bidi-plain font-semibold text-slate-900">{titleOf(current, index)}</span>
              <a href={current.document} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-4">
                {t('projectDetail.planFullSize')}
                <span className="sr-only"> {t('projectDetail.opensNewTab')}</span>
              </a>
            </figcaption>
          </figure>
        ) : (
          <div className="flex flex-wrap items-center gap-4 px-2 py-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <DocumentIcon size={24} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="bidi-plain block font-semibold text-slate-900">{titleOf(current, index)}</span>
              <span className="block text-sm text-slate-600">{extensionOf(current.document).toUpperCase() || t('projectDetail.document')}</span>
            </span>
            <a href={current.document} target="_blank" rel="noopener" className="inline-flex h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
              <DownloadIcon size={18} />
              {t('projectDetail.planOpen')}
              <span className="sr-only"> {t('projectDetail.opensNewTab')}</span>
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
