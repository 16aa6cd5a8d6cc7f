import { Form, Link, useNavigation } from 'react-router';
import { FEATURE_STATES } from '@abode/shared/schemas/admin';
import { buttonClasses } from '~/components/button';
import { paths } from '~/config/paths';
import { adminAction, refuse, requireStaff } from '~/features/admin/access.server';
import { ADMIN_PAGE_SIZE, decideFeature, fetchFeatureQueue } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { QueueList } from '~/features/admin/components/queue-list';
import { RejectForm } from '~/features/admin/components/reject-form';
import { StateTabs } from '~/features/admin/components/state-tabs';
import { oneOf } from '~/features/admin/list-search';
import { useFormatters } from '~/lib/format';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageOf, pageWindow } from '~/lib/paging';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-featured';

// Featured-listing requests (issue #17): owners spend a feature from their package and the
// request waits here; approving puts the listing in the promoted strip until the feature ends.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'properties.moderate');
  const url = new URL(request.url);
  const status = oneOf(url.searchParams.get('status'), FEATURE_STATES, 'pending');
  const page = pageOf(url);
  return { me, status, page, ...(await fetchFeatureQueue(api, { status, ...pageWindow(page, ADMIN_PAGE_SIZE) })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'properties.moderate');
  const form = await request.formData();
  const approve = form.get('intent') === 'approve';
  const reason = String(form.get('reason') ?? '').trim();
  if (!approve && !reason) return refuse('admin.queue.reasonRequired');
  return adminAction(request, () => decideFeature(api, Number(form.get('id')), approve ? { approve: true } : { approve: false, reason }));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.featured.title'), description: t('admin.featured.lead'), path: location.pathname, noIndex: true });
};

export default function AdminFeaturedPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, status, page, items, total } = loaderData;
  const here = (changes: { status?: string; page?: number }) => {
    const next = changes.status ?? status;
    return paths.admin.featured({ status: next === 'pending' ? undefined : next, page: changes.page && changes.page > 1 ? changes.page : undefined });
  };

  return (
    <AdminShell me={me} title={t('admin.featured.title')} lead={t('admin.featured.lead')}>
      <div className="space-y-5">
        <StateTabs states={FEATURE_STATES} current={status} hrefOf={(state) => here({ status: state })} />
        <QueueList items={items} total={total} page={page} hrefFor={(p) => here({ page: p })} emptyText={t(`admin.featured.empty.${status}`)}>
          {(feature) => (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              {feature.listing.title_image ? (
                <img src={feature.listing.title_image} alt="" width={96} height={72} loading="lazy" className="h-18 w-24 shrink-0 rounded-lg bg-slate-100 object-cover" />
              ) : (
                <div className="h-18 w-24 shrink-0 rounded-lg bg-slate-100" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(`admin.featured.kind.${feature.feature_for}`)}</p>
                <h2 className="bidi-plain font-semibold text-slate-900">
                  <Link to={feature.feature_for === 'project' ? paths.project(feature.listing.slug_id) : paths.property(feature.listing.slug_id)} className="hover:underline">
                    {feature.listing.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  {t('admin.featured.by', { date: date(feature.created_at) })}{' '}
                  {feature.owner ? (
                    <Link to={paths.admin.user(feature.owner.id)} className="bidi-plain font-semibold text-brand-700 hover:underline">
                      {feature.owner.name}
                    </Link>
                  ) : (
                    t('admin.featured.company')
                  )}
                </p>
                <p className="mt-1 text-sm text-slate-700">{t('admin.featured.period', { start: date(feature.start_date), end: date(feature.end_date) })}</p>
                {feature.reject_reason ? <p className="mt-2 text-sm text-rose-800">{t('admin.queue.rejectedBecause', { reason: feature.reject_reason })}</p> : null}
              </div>
              {feature.status === 'pending' ? (
                <div className="flex flex-wrap items-start gap-2">
                  <Form method="post">
                    <input type="hidden" name="id" value={feature.id} />
                    <button type="submit" name="intent" value="approve" disabled={busy} className={buttonClasses({ size: 'sm' })}>
                      {t('admin.queue.approve')}
                      <span className="sr-only">: {feature.listing.title}</span>
                    </button>
                  </Form>
                  <RejectForm id={feature.id} label={feature.listing.title} />
                </div>
              ) : null}
            </div>
          )}
        </QueueList>
      </div>
    </AdminShell>
  );
}
