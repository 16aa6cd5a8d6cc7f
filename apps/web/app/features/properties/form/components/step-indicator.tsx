import { useTranslation } from '~/lib/translation';
import type { StepId } from '../property-request';

interface StepIndicatorProps {
  steps: readonly StepId[];
  current: number;
  /** Steps the user reached already may be opened directly; later ones only through "Next". */
  reached: number;
  /** Steps with a problem found when the user tried to post. */
  withProblems: ReadonlySet<StepId>;
  onOpen: (index: number) => void;
}

export const STEP_LABELS: Record<StepId, string> = {
  details: 'listingForm.steps.details',
  parameters: 'listingForm.steps.parameters',
  facilities: 'listingForm.steps.facilities',
  location: 'listingForm.steps.location',
  media: 'listingForm.steps.media',
  seo: 'listingForm.steps.seo',
  review: 'listingForm.steps.review',
};

const STATE_LABELS = {
  problem: 'listingForm.stepState.problem',
  current: 'listingForm.stepState.current',
  done: 'listingForm.stepState.done',
  todo: 'listingForm.stepState.todo',
} as const;

/** The steps as an ordered list: done, current (aria-current) and to come, each with its state in words. */
export function StepIndicator({ steps, current, reached, withProblems, onOpen }: StepIndicatorProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('listingForm.stepsLabel')}>
      <ol className="relative flex gap-1.5 overflow-x-auto pb-1 sm:flex-wrap">
        {steps.map((step, index) => {
          const state = withProblems.has(step) ? 'problem' : index === current ? 'current' : index < reached || index < current ? 'done' : 'todo';
          const tone = {
            problem: 'bg-red-50 text-red-800 ring-red-300',
            current: 'bg-brand-700 text-white ring-brand-700',
            done: 'bg-brand-50 text-brand-800 ring-brand-200',
            todo: 'bg-white text-slate-600 ring-slate-200',
          }[state];
          return (
            <li key={step} className="shrink-0">
              <button
                type="button"
                onClick={() => onOpen(index)}
                disabled={index > reached}
                aria-current={index === current ? 'step' : undefined}
                className={`relative inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold ring-1 disabled:cursor-not-allowed ${tone} ${index === current && withProblems.has(step) ? 'outline-2 outline-offset-2 outline-red-600' : ''}`}
              >
                <span aria-hidden="true" className="inline-flex size-6 items-center justify-center rounded-full bg-white/20 text-xs tabular-nums ring-1 ring-current/30">
                  {index + 1}
                </span>
                {t(STEP_LABELS[step])}
                <span className="sr-only">{` (${t(STATE_LABELS[state])})`}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
