import { useTranslation } from '~/lib/translation';
import type { VerificationSubmission } from '@abode/shared/schemas/verification';

/** What the user sent with their request, read-only. */
export function VerificationAnswers({ submission }: { submission: VerificationSubmission }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {submission.verify_customer_values.map((answer) => {
        const label = answer.verify_form.translated_name || answer.verify_form.name;
        const value = Array.isArray(answer.value) ? answer.value.join(', ') : answer.value;
        return (
          <div key={answer.id} className="min-w-0">
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="bidi-plain mt-1 break-words text-slate-900">
              {answer.verify_form.field_type === 'file' ? (
                <a href={value} target="_blank" rel="noreferrer" className="font-semibold text-brand-800 underline">
                  {t('verification.viewFile')}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
