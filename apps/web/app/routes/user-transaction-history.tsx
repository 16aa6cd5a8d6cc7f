import { EmptyState } from '~/components/empty-state';
import { ButtonLink } from '~/components/button';
import { PageHeader } from '~/components/page-header';
import { Pagination } from '~/components/pagination';
import { pageHref, paths } from '~/config/paths';
import { fetchPaymentHistory, HISTORY_PAGE_SIZE } from '~/features/packages/api';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { useFormatters } from '~/lib/format';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf, pageWindow } from '~/lib/paging';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/user-transaction-history';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const page = pageOf(new URL(request.url));
  try {
    return { page, ...(await fetchPaymentHistory(serverApi(request, context), pageWindow(page, HISTORY_PAGE_SIZE))) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('transactions.title'), description: t('transactions.lead'), path: location.pathname, noIndex: true });
};

const STATUS_TONE = { success: 'bg-brand-50 text-brand-800', pending: 'bg-amber-50 text-amber-900', failed: 'bg-red-50 text-red-800' } as const;

export default function UserTransactionHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { items, total, page } = loaderData;
  return (
    <>
      <PageHeader title={t('transactions.title')} lead={t('transactions.lead')} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
        {items.length === 0 ? (
          <EmptyState title={t('transactions.empty')} text={t('transactions.emptyText')} action={<ButtonLink to={paths.subscriptionPlan}>{t('subscription.browse')}</ButtonLink>} />
        ) : (
          <ul className="space-y-3">
            {items.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="payment-row">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{payment.package?.name ?? t('transactions.deletedPackage')}</p>
                  <p className="text-sm text-slate-600">
                    {format.date(payment.created_at)} · {t(`transactions.method.${payment.payment_gateway}`, { defaultValue: payment.payment_gateway })}
                  </p>
                  {payment.reject_reason ? <p className="mt-1 text-sm text-red-800">{t('notice.reason', { reason: payment.reject_reason })}</p> : null}
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold text-slate-900">{format.price(payment.amount, payment.currency_code)}</span>
                  <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONE[payment.payment_status]}`}>{t(`transactions.status.${payment.payment_status}`)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount(total, HISTORY_PAGE_SIZE)} hrefFor={(p) => pageHref(paths.transactionHistory, p)} />
      </div>
    </>
  );
}
