import { Form } from 'react-router';
import { buttonClasses } from '~/components/button';
import { inputClasses } from '~/components/form-field';
import { useTranslation } from '~/lib/translation';

/**
 * Rejecting asks for the reason the owner will read: a disclosure holding its own form, so that
 * it works before (and without) JavaScript.
 */
export function RejectForm({ id, label, intent = 'reject' }: { id: number; label: string; intent?: string }) {
  const { t } = useTranslation();
  const fieldId = `reject-reason-${id}`;
  return (
    <details className="group">
      <summary className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'cursor-pointer list-none' })}>
        {t('admin.queue.reject')}
        <span className="sr-only">: {label}</span>
      </summary>
      <Form method="post" className="mt-2 w-full max-w-md space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
        <input type="hidden" name="id" value={id} />
        <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800">
          {t('admin.queue.reason')}
        </label>
        <textarea id={fieldId} name="reason" required maxLength={1000} rows={3} className={inputClasses} />
        <button type="submit" name="intent" value={intent} className={buttonClasses({ variant: 'danger', size: 'sm' })}>
          {t('admin.queue.confirmReject')}
        </button>
      </Form>
    </details>
  );
}
