import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { paths } from '~/config/paths';
import { adminAction, refuse, requireStaff } from '~/features/admin/access.server';
import { ADMIN_PAGE_SIZE, fetchVerificationQueue, reviewVerification } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { RejectForm } from '~/features/admin/components/reject-form';
import { oneOf } from '~/features/admin/list-search';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageOf, pageWindow } from '~/lib/paging';
import { useFormatters } from '~/lib/format';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-verifications';
import { QueueList } from '~/features/admin/components/queue-list';
import { StateTabs } from '~/features/admin/components/state-tabs';

const STATES = ['pending', 'success', 'failed'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'agents.verify');
  const url = new URL(request.url);
  const status = oneOf(url.searchParams.get('status'), STATES, 'pending');
  const page = pageOf(url);
  return { me, status, page, ...(await fetchVerificationQueue(api, { status, ...pageWindow(page, ADMIN_PAGE_SIZE) })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'agents.verify');
  const form = await request.formData();
  const approve = form.get('intent') === 'approve';
  const reason = String(form.get('reason') ?? '').trim();
  if (!approve && !reason) return refuse('admin.queue.reasonRequired');
  return adminAction(request, () => reviewVerification(api, Number(form.get('id')), approve ? { approve: true } : { approve: false, reason }));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.verifications.title'), description: t('admin.verifications.lead'), path: location.pathname, noIndex: true });
};

export default function AdminVerificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, status, page, items, total } = loaderData;
  const here = (changes: { status?: string; page?: number }) => {
    const next = changes.status ?? status;
    return paths.admin.verifications({ status: next === 'pending' ? undefined : next, page: changes.page && changes.page > 1 ? changes.page : undefined });
  };
  const { date: formatDate } = useFormatters();

  return (
    <AdminShell me={me} title={t('admin.verifications.title')} lead={t('admin.verifications.lead')}>
      <div className="space-y-5">
        <StateTabs states={STATES} current={status} hrefOf={(state) => here({ status: state })} />
        <QueueList items={items} total={total} page={page} hrefFor={(p) => here({ page: p })} emptyText={t('admin.verifications.empty')}>
          {(request) => (
            <>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="font-semibold text-slate-900">
                    <Link to={paths.admin.user(request.user.id)} className="bidi-plain text-brand-700 hover:underline">
                      {request.user.name}
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-600">
                    {request.user.email ? <span className="bidi-plain">{request.user.email} · </span> : null}
                    {t('admin.verifications.sent', { date: formatDate(request.created_at) })}
                  </p>
                </div>
                {request.status === 'pending' ? (
                  <div className="flex flex-wrap items-start gap-2">
                    <Form method="post">
                      <input type="hidden" name="id" value={request.id} />
                      <button type="submit" name="intent" value="approve" disabled={busy} className={buttonClasses({ size: 'sm' })}>
                        {t('admin.verifications.verify')}
                        <span className="sr-only">: {request.user.name}</span>
                      </button>
                    </Form>
                    <RejectForm id={request.id} label={request.user.name} />
                  </div>
                ) : null}
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                {request.values.map((value, i) => (
                  <div key={`${request.id}-${i}`}>
                    <dt className="font-semibold text-slate-700">{value.field}</dt>
                    <dd className="bidi-plain text-slate-900">
                      {value.url ? (
                        <a href={value.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
                          {t('admin.verifications.openFile')}
                          <span className="sr-only">: {value.field}</span>
                        </a>
                      ) : (
                        value.value || '—'
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
              {request.reason ? <p className="mt-2 text-sm text-rose-800">{t('admin.queue.rejectedBecause', { reason: request.reason })}</p> : null}
            </>
          )}
        </QueueList>
      </div>
    </AdminShell>
  );
}
