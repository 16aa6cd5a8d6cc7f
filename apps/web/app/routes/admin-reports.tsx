import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { inputClasses } from '~/components/form-field';
import { paths } from '~/config/paths';
import { adminAction, requireStaff } from '~/features/admin/access.server';
import { ADMIN_PAGE_SIZE, closeReport, fetchReportQueue } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { oneOf } from '~/features/admin/list-search';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageOf, pageWindow } from '~/lib/paging';
import { useFormatters } from '~/lib/format';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-reports';
import { QueueList } from '~/features/admin/components/queue-list';
import { StateTabs } from '~/features/admin/components/state-tabs';

const STATES = ['open', 'resolved', 'dismissed'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'reports.manage');
  const url = new URL(request.url);
  const status = oneOf(url.searchParams.get('status'), STATES, 'open');
  const page = pageOf(url);
  return { me, status, page, ...(await fetchReportQueue(api, { status, ...pageWindow(page, ADMIN_PAGE_SIZE) })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'reports.manage');
  const form = await request.formData();
  const status = form.get('intent') === 'dismiss' ? 'dismissed' : 'resolved';
  return adminAction(request, () => closeReport(api, Number(form.get('id')), { status, note: String(form.get('note') ?? '') }));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.reports.title'), description: t('admin.reports.lead'), path: location.pathname, noIndex: true });
};

export default function AdminReportsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, status, page, items, total } = loaderData;
  const here = (changes: { status?: string; page?: number }) => {
    const next = changes.status ?? status;
    return paths.admin.reports({ status: next === 'open' ? undefined : next, page: changes.page && changes.page > 1 ? changes.page : undefined });
  };
  const { date: formatDate } = useFormatters();
  const canModerate = me.permissions.includes('properties.moderate');

  return (
    <AdminShell me={me} title={t('admin.reports.title')} lead={t('admin.reports.lead')}>
      <div className="space-y-5">
        <StateTabs states={STATES} current={status} hrefOf={(state) => here({ status: state })} />
        <QueueList items={items} total={total} page={page} hrefFor={(p) => here({ page: p })} emptyText={t('admin.reports.empty')}>
          {(report) => (
            <>
              <h2 className="bidi-plain font-semibold text-slate-900">
                <Link to={paths.property(report.property.slug_id)} className="hover:underline">
                  {report.property.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {t('admin.reports.by', { date: formatDate(report.created_at) })}{' '}
                <Link to={paths.admin.user(report.reporter.id)} className="bidi-plain font-semibold text-brand-700 hover:underline">
                  {report.reporter.name}
                </Link>
              </p>
              <p className="bidi-plain mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-900">{report.reason}</p>
              {report.note ? <p className="mt-2 text-sm text-slate-700">{t('admin.reports.note', { note: report.note })}</p> : null}
              {report.status === 'open' ? (
                <Form method="post" className="mt-3 space-y-2">
                  <input type="hidden" name="id" value={report.id} />
                  <label htmlFor={`report-note-${report.id}`} className="text-sm font-semibold text-slate-800">
                    {t('admin.reports.noteLabel')}
                  </label>
                  <textarea id={`report-note-${report.id}`} name="note" maxLength={1000} rows={2} className={inputClasses} />
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" name="intent" value="resolve" disabled={busy} className={buttonClasses({ size: 'sm' })}>
                      {t('admin.reports.resolve')}
                    </button>
                    <button type="submit" name="intent" value="dismiss" disabled={busy} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                      {t('admin.reports.dismiss')}
                    </button>
                    {canModerate && report.property.request_status === 'approved' ? (
                      <Link to={paths.admin.properties({ status: 'approved', search: report.property.title })} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                        {t('admin.reports.moderate')}
                      </Link>
                    ) : null}
                  </div>
                </Form>
              ) : null}
            </>
          )}
        </QueueList>
      </div>
    </AdminShell>
  );
}
