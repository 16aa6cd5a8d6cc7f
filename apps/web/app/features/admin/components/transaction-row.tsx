import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminTransaction } from '@abode/shared/schemas/admin-money';
import { paths } from '~/config/paths';
import { useFormatters } from '~/lib/format';
import { useTranslation } from '~/lib/translation';

const STATUS_STYLE = { pending: 'bg-amber-50 text-amber-900', success: 'bg-emerald-50 text-emerald-800', failed: 'bg-rose-50 text-rose-800' } as const;

/** One payment as the transactions and bank-transfer pages show it; `actions` go at its end. */
export function TransactionRow({ payment, actions }: { payment: AdminTransaction; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { price } = useFormatters();
  const when = new Date(payment.created_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <span className="tabular-nums">{price(payment.amount, payment.currency_code, { full: true })}</span>
          {' · '}
          <span className="bidi-plain">{payment.package?.name ?? t('transactions.deletedPackage')}</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <Link to={paths.admin.user(payment.user.id)} className="bidi-plain font-semibold text-brand-700 hover:underline">
            {payment.user.name}
          </Link>
          {payment.user.email ? <span className="bidi-plain"> · {payment.user.email}</span> : null}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {t(`transactions.method.${payment.payment_gateway}`, { defaultValue: payment.payment_gateway })} · #{payment.id} · {when}
          {payment.transaction_id ? (
            <span dir="ltr" className="ms-1 font-mono text-xs">
              ({payment.transaction_id})
            </span>
          ) : null}
        </p>
        {payment.reject_reason ? <p className="mt-1 text-sm text-rose-800">{t('admin.queue.rejectedBecause', { reason: payment.reject_reason })}</p> : null}
        {payment.receipt_url ? (
          <a href={payment.receipt_url} target="_blank" rel="noopener" className="mt-1 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('admin.transactions.receipt')}
            <span className="sr-only"> #{payment.id}</span>
          </a>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-start gap-2">
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLE[payment.payment_status]}`}>{t(`transactions.status.${payment.payment_status}`)}</span>
        {actions}
      </div>
    </li>
  );
}
