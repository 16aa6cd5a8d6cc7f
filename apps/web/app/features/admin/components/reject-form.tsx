import { Form } from 'react-router';
import { buttonClasses } from '~/components/button';
import { inputClasses } from '~/components/form-field';
import { useTranslation } from '~/lib/translation';

/** Translation keys of the disclosure's button, its field and its confirming button. */
export interface ReasonLabels {
  open: string;
  field: string;
  confirm: string;
}
const REJECT: ReasonLabels = { open: 'admin.queue.reject', field: 'admin.queue.reason', confirm: 'admin.queue.confirmReject' };

/**
 * Rejecting (or revoking) asks for the reason the other side will read: a disclosure holding its
 * own form, so that it works before (and without) JavaScript.
 */
export function RejectForm({ id, label, intent = 'reject', labels = REJECT }: { id: number; label: string; intent?: string; labels?: ReasonLabels }) {
  const { t } = useTranslation();
  const fieldId = `reject-reason-${id}`;
  return (
    <details className="group">
      <summary className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'cursor-pointer list-none' })}>
        {t(labels.open)}
        <span className="sr-only">: {label}</span>
      </summary>
      <Form method="post" className="mt-2 w-full max-w-md space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
        <input type="hidden" name="id" value={id} />
        <label htmlFor={fieldId} className="text-sm font-semibold text-slate-800">
          {t(labels.field)}
        </label>
        <textarea id={fieldId} name="reason" required maxLength={1000} rows={3} className={inputClasses} />
        <button type="submit" name="intent" value={intent} className={buttonClasses({ variant: 'danger', size: 'sm' })}>
          {t(labels.confirm)}
        </button>
      </Form>
    </details>
  );
}
