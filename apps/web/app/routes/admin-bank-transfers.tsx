import { Form, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { Pagination } from '~/components/pagination';
import { paths } from '~/config/paths';
import { adminAction, refuse, requireStaff } from '~/features/admin/access.server';
import { ADMIN_PAGE_SIZE } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { RejectForm } from '~/features/admin/components/reject-form';
import { StateTabs } from '~/features/admin/components/state-tabs';
import { TransactionRow } from '~/features/admin/components/transaction-row';
import { oneOf } from '~/features/admin/list-search';
import { decideBankTransfer, fetchTransactions } from '~/features/admin/money-api';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf, pageWindow } from '~/lib/paging';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-bank-transfers';

// The review tabs read as the other queues do (pending, approved, rejected); payments call them pending, success, failed.
const STATES = ['pending', 'approved', 'rejected'] as const;
const PAYMENT_STATUS = { pending: 'pending', approved: 'success', rejected: 'failed' } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'packages.manage');
  const url = new URL(request.url);
  const state = oneOf(url.searchParams.get('status'), STATES, 'pending');
  const page = pageOf(url);
  const list = await fetchTransactions(api, { payment_gateway: 'bank_transfer', payment_status: PAYMENT_STATUS[state], ...pageWindow(page, ADMIN_PAGE_SIZE) });
  return { me, state, page, items: list.items, total: list.total };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'packages.manage');
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') === 'approve') return adminAction(request, () => decideBankTransfer(api, id, { approve: true }));
  const reason = String(form.get('reason') ?? '').trim();
  if (!reason) return refuse('admin.queue.reasonRequired');
  return adminAction(request, () => decideBankTransfer(api, id, { approve: false, reason }));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.bankTransfers.title'), description: t('admin.bankTransfers.lead'), path: location.pathname, noIndex: true });
};

export default function AdminBankTransfersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, state, page, items, total } = loaderData;
  const here = (changes: { status?: string; page?: number }) => {
    const status = changes.status ?? state;
    return paths.admin.bankTransfers({ status: status === 'pending' ? undefined : status, page: changes.page && changes.page > 1 ? changes.page : undefined });
  };

  return (
    <AdminShell me={me} title={t('admin.bankTransfers.title')} lead={t('admin.bankTransfers.lead')}>
      <div className="space-y-5">
        <StateTabs states={STATES} current={state} hrefOf={(s) => here({ status: s })} />
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('admin.bankTransfers.count', { count: total })}
        </p>
        {items.length === 0 ? (
          <EmptyState title={t('admin.queue.emptyTitle')} text={t(`admin.bankTransfers.empty.${state}`)} />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
              {items.map((payment) => (
                <TransactionRow
                  key={payment.id}
                  payment={payment}
                  actions={
                    payment.payment_status === 'pending' ? (
                      <>
                        <Form method="post">
                          <input type="hidden" name="id" value={payment.id} />
                          <button type="submit" name="intent" value="approve" disabled={busy} className={buttonClasses({ size: 'sm' })}>
                            {t('admin.queue.approve')}
                            <span className="sr-only">: #{payment.id}</span>
                          </button>
                        </Form>
                        <RejectForm id={payment.id} label={`#${payment.id}`} />
                      </>
                    ) : null
                  }
                />
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount(total, ADMIN_PAGE_SIZE)} hrefFor={(p) => here({ page: p })} />
          </>
        )}
      </div>
    </AdminShell>
  );
}
