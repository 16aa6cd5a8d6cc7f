import { useTranslation } from '~/lib/translation';

interface StepListProps {
  steps: readonly string[];
  current: number;
  /** Steps with a problem. */
  invalid: ReadonlySet<number>;
  onSelect: (step: number) => void;
}

/** Where the user is in the form; any step can be opened directly. */
export function StepList({ steps, current, invalid, onSelect }: StepListProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('projectForm.stepsLabel')}>
      <ol className="flex flex-wrap gap-2">
        {steps.map((step, i) => (
          <li key={step}>
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-current={i === current ? 'step' : undefined}
              className={`inline-flex h-10 items-center gap-2 rounded-full px-3.5 text-sm font-semibold ${
                i === current ? 'bg-brand-700 text-white' : invalid.has(i) ? 'bg-red-50 text-red-800 ring-1 ring-red-300' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'
              }`}
            >
              <span aria-hidden="true">{i + 1}</span>
              {t(`projectForm.step.${step}`)}
              {invalid.has(i) ? <span className="sr-only">({t('projectForm.stepHasErrors')})</span> : null}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
