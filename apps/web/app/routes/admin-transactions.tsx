import { Form } from 'react-router';
import { PAYMENT_GATEWAYS } from '@abode/shared/schemas/payments';
import { buttonClasses } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { inputClasses } from '~/components/form-field';
import { Pagination } from '~/components/pagination';
import { paths } from '~/config/paths';
import { requireStaff } from '~/features/admin/access.server';
import { ADMIN_PAGE_SIZE } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { TransactionRow } from '~/features/admin/components/transaction-row';
import { oneOf } from '~/features/admin/list-search';
import { fetchTransactions, type TransactionFilters } from '~/features/admin/money-api';
import { useFormatters } from '~/lib/format';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf, pageWindow } from '~/lib/paging';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-transactions';

const STATUSES = ['', 'pending', 'success', 'failed'] as const;
const GATEWAYS = ['', ...PAYMENT_GATEWAYS, 'free'] as const;
const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'packages.manage');
  const url = new URL(request.url);
  const userId = url.searchParams.get('user_id');
  const filters: TransactionFilters = {
    payment_status: oneOf(url.searchParams.get('status'), STATUSES, '') || undefined,
    payment_gateway: oneOf(url.searchParams.get('gateway'), GATEWAYS, '') || undefined,
    user_id: userId && /^\d{1,9}$/.test(userId) ? userId : undefined,
    from: date(url.searchParams.get('from')),
    to: date(url.searchParams.get('to')),
  };
  const page = pageOf(url);
  return { me, filters, page, ...(await fetchTransactions(api, { ...filters, ...pageWindow(page, ADMIN_PAGE_SIZE) })) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.transactions.title'), description: t('admin.transactions.lead'), path: location.pathname, noIndex: true });
};

export default function AdminTransactionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { price, number } = useFormatters();
  const { me, filters, page, items, total, totals } = loaderData;
  const search = { status: filters.payment_status, gateway: filters.payment_gateway, user_id: filters.user_id, from: filters.from, to: filters.to };

  return (
    <AdminShell me={me} title={t('admin.transactions.title')} lead={t('admin.transactions.lead')}>
      <div className="space-y-5">
        <Form method="get" role="search" className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-6">
          <div>
            <label htmlFor="tx-status" className="text-sm font-semibold text-slate-800">
              {t('admin.transactions.status')}
            </label>
            <select id="tx-status" name="status" defaultValue={filters.payment_status ?? ''} className={`mt-1.5 ${inputClasses}`}>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s ? t(`transactions.status.${s}`) : t('admin.transactions.any')}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="tx-gateway" className="text-sm font-semibold text-slate-800">
              {t('admin.transactions.gateway')}
            </label>
            <select id="tx-gateway" name="gateway" defaultValue={filters.payment_gateway ?? ''} className={`mt-1.5 ${inputClasses}`}>
              {GATEWAYS.map((g) => (
                <option key={g} value={g}>
                  {g ? t(`transactions.method.${g}`) : t('admin.transactions.any')}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="tx-user" className="text-sm font-semibold text-slate-800">
              {t('admin.userPackages.userId')}
            </label>
            <input id="tx-user" name="user_id" type="number" min={1} inputMode="numeric" defaultValue={filters.user_id ?? ''} className={`mt-1.5 ${inputClasses}`} />
          </div>
          <div>
            <label htmlFor="tx-from" className="text-sm font-semibold text-slate-800">
              {t('admin.audit.from')}
            </label>
            <input id="tx-from" name="from" type="date" defaultValue={filters.from ?? ''} className={`mt-1.5 ${inputClasses}`} />
          </div>
          <div>
            <label htmlFor="tx-to" className="text-sm font-semibold text-slate-800">
              {t('admin.audit.to')}
            </label>
            <input id="tx-to" name="to" type="date" defaultValue={filters.to ?? ''} className={`mt-1.5 ${inputClasses}`} />
          </div>
          <div className="flex items-end">
            <button type="submit" className={buttonClasses({ variant: 'secondary', className: 'w-full' })}>
              {t('admin.queue.searchButton')}
            </button>
          </div>
        </Form>

        <section aria-labelledby="tx-totals">
          <h2 id="tx-totals" className="sr-only">
            {t('admin.transactions.totals')}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-600">{t('admin.transactions.count')}</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{number(totals.count)}</dd>
            </div>
            {totals.by_currency.map((c) => (
              <div key={c.currency_code} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <dt className="text-sm text-slate-600">{t('admin.transactions.paidIn', { currency: c.currency_code })}</dt>
                <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{price(c.success_amount, c.currency_code, { full: true })}</dd>
              </div>
            ))}
          </dl>
        </section>

        {items.length === 0 ? (
          <EmptyState title={t('transactions.empty')} text={t('admin.transactions.emptyText')} />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
              {items.map((payment) => (
                <TransactionRow key={payment.id} payment={payment} />
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount(total, ADMIN_PAGE_SIZE)} hrefFor={(p) => paths.admin.transactions({ ...search, page: p > 1 ? p : undefined })} />
          </>
        )}
      </div>
    </AdminShell>
  );
}
