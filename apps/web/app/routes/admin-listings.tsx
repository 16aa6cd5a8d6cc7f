import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { inputClasses } from '~/components/form-field';
import { Pagination } from '~/components/pagination';
import { paths } from '~/config/paths';
import { adminAction, refuse, requireStaff } from '~/features/admin/access.server';
import { ADMIN_PAGE_SIZE, decideListing, decideListings, fetchListingQueue, type ListingKind, type ReviewState } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { RejectForm } from '~/features/admin/components/reject-form';
import { idsOf, oneOf, searchText } from '~/features/admin/list-search';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf, pageWindow } from '~/lib/paging';
import { useFormatters } from '~/lib/format';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-listings';
import { StateTabs } from '~/features/admin/components/state-tabs';

const STATES = ['pending', 'approved', 'rejected'] as const satisfies readonly ReviewState[];
const PERMISSION = { properties: 'properties.moderate', projects: 'projects.moderate' } as const;

function kindOf(request: Request): ListingKind {
  return new URL(request.url).pathname.startsWith('/admin/projects') ? 'projects' : 'properties';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = kindOf(request);
  const { api, me } = await requireStaff(request, context, PERMISSION[kind]);
  const url = new URL(request.url);
  const status = oneOf(url.searchParams.get('status'), STATES, 'pending');
  const search = searchText(url.searchParams.get('search'));
  const page = pageOf(url);
  const queue = await fetchListingQueue(api, kind, { request_status: status, search, ...pageWindow(page, ADMIN_PAGE_SIZE) });
  return { me, kind, status, search: search ?? '', page, ...queue };
}

/** Approve or reject one listing, or the ticked ones together. */
export async function action({ request, context }: Route.ActionArgs) {
  const kind = kindOf(request);
  const { api } = await requireStaff(request, context, PERMISSION[kind]);
  const form = await request.formData();
  const intent = form.get('intent');
  const reason = String(form.get('reason') ?? '').trim();
  const bulk = intent === 'bulk-approve' || intent === 'bulk-reject';
  const ids = idsOf(form.getAll('ids'));
  if (bulk && ids.length === 0) return refuse('admin.queue.chooseSome');
  if ((intent === 'reject' || intent === 'bulk-reject') && !reason) return refuse('admin.queue.reasonRequired');
  return adminAction(request, async () => {
    if (bulk) {
      const results = await decideListings(api, kind, ids, intent === 'bulk-approve' ? { approve: true } : { approve: false, reason });
      const done = results.filter((r) => r.ok).length;
      return { message: '', done, failed: results.length - done };
    }
    const id = Number(form.get('id'));
    return decideListing(api, kind, id, intent === 'approve' ? { approve: true } : { approve: false, reason });
  });
}

export const meta: Route.MetaFunction = ({ matches, location, data }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  const kind = data?.kind ?? 'properties';
  return pageMeta(root, { title: t(`admin.queue.${kind}Title`), description: t(`admin.queue.${kind}Lead`), path: location.pathname, noIndex: true });
};

export default function AdminListingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useOutcomeToast(actionData);
  const { me, kind, status, search, page, items, total } = loaderData;
  const listPath = kind === 'projects' ? paths.admin.projects : paths.admin.properties;
  const here = (changes: { status?: string; page?: number }) =>
    listPath({ status: (changes.status ?? status) === 'pending' ? undefined : (changes.status ?? status), search: search || undefined, page: changes.page && changes.page > 1 ? changes.page : undefined });
  const { date: formatDate } = useFormatters();
  const busy = navigation.state === 'submitting';
  const bulkFormId = `bulk-${kind}`;
  const publicPage = (slug: string) => (kind === 'projects' ? paths.project(slug) : paths.property(slug));

  return (
    <AdminShell
      me={me}
      title={t(`admin.queue.${kind}Title`)}
      lead={t(`admin.queue.${kind}Lead`)}
      actions={
        // the admin posts as the site (added_by 0); staff post as themselves, so they get no such button
        me.role === 'admin' ? (
          <Link to={kind === 'projects' ? paths.addProject : paths.addProperty} className={buttonClasses({ size: 'sm' })}>
            {t(`admin.queue.${kind}PostAsSite`)}
          </Link>
        ) : null
      }
    >
      <div className="space-y-5">
        <StateTabs states={STATES} current={status} hrefOf={(state) => here({ status: state })} />

        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          {status !== 'pending' ? <input type="hidden" name="status" value={status} /> : null}
          <div className="min-w-0 flex-1 sm:max-w-sm">
            <label htmlFor="admin-listing-search" className="text-sm font-semibold text-slate-800">
              {t('admin.queue.search')}
            </label>
            <input id="admin-listing-search" name="search" type="search" defaultValue={search} maxLength={200} className={`mt-1.5 ${inputClasses}`} />
          </div>
          <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
            {t('admin.queue.searchButton')}
          </button>
        </Form>

        <p className="text-sm text-slate-600" aria-live="polite">
          {t('admin.queue.count', { count: total })}
        </p>

        {items.length === 0 ? (
          <EmptyState title={t('admin.queue.emptyTitle')} text={t(`admin.queue.empty.${status}`)} />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
              {items.map((listing) => (
                <li key={listing.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
                  <div className="flex min-w-0 flex-1 gap-3">
                    {status === 'pending' ? (
                      <input
                        type="checkbox"
                        name="ids"
                        value={listing.id}
                        form={bulkFormId}
                        aria-label={t('admin.queue.select', { title: listing.title })}
                        className="mt-1 size-5 shrink-0 accent-brand-700"
                      />
                    ) : null}
                    {listing.title_image ? (
                      <img src={listing.title_image} alt="" width={96} height={72} loading="lazy" className="h-18 w-24 shrink-0 rounded-lg bg-slate-100 object-cover" />
                    ) : (
                      <div className="h-18 w-24 shrink-0 rounded-lg bg-slate-100" aria-hidden="true" />
                    )}
                    <div className="min-w-0">
                      <h2 className="bidi-plain font-semibold text-slate-900">
                        {listing.request_status === 'approved' ? (
                          <Link to={publicPage(listing.slug_id)} className="hover:underline">
                            {listing.title}
                          </Link>
                        ) : (
                          listing.title
                        )}
                      </h2>
                      <p className="mt-1 text-sm text-slate-600">
                        {listing.owner ? (
                          <Link to={paths.admin.user(listing.owner.id)} className="bidi-plain font-semibold text-brand-700 hover:underline">
                            {listing.owner.name}
                          </Link>
                        ) : (
                          t('admin.queue.company')
                        )}
                        {listing.city ? <span className="bidi-plain"> · {listing.city}</span> : null}
                        {' · '}
                        {t('admin.queue.posted', { date: formatDate(listing.created_at) })}
                      </p>
                      {listing.reject_reason ? <p className="mt-1 text-sm text-rose-800">{t('admin.queue.rejectedBecause', { reason: listing.reject_reason })}</p> : null}
                    </div>
                  </div>
                  <div className="flex flex-wrap items-start gap-2 sm:justify-end">
                    {me.role === 'admin' ? (
                      <Link to={kind === 'projects' ? paths.editProject(listing.slug_id) : paths.editProperty(listing.slug_id)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                        {t('admin.queue.edit')}
                        <span className="sr-only">: {listing.title}</span>
                      </Link>
                    ) : null}
                    {listing.request_status !== 'approved' ? (
                      <Form method="post">
                        <input type="hidden" name="id" value={listing.id} />
                        <button type="submit" name="intent" value="approve" disabled={busy} className={buttonClasses({ size: 'sm' })}>
                          {t('admin.queue.approve')}
                          <span className="sr-only">: {listing.title}</span>
                        </button>
                      </Form>
                    ) : null}
                    {listing.request_status !== 'rejected' ? <RejectForm id={listing.id} label={listing.title} /> : null}
                  </div>
                </li>
              ))}
            </ul>

            {status === 'pending' ? (
              <Form method="post" id={bulkFormId} className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-4">
                <h2 className="font-semibold text-slate-900">{t('admin.queue.bulkTitle')}</h2>
                <p className="text-sm text-slate-600">{t('admin.queue.bulkHint')}</p>
                <div>
                  <label htmlFor="bulk-reason" className="text-sm font-semibold text-slate-800">
                    {t('admin.queue.bulkReason')}
                  </label>
                  <textarea id="bulk-reason" name="reason" maxLength={1000} rows={2} className={`mt-1.5 ${inputClasses}`} />
                </div>
                <div className="flex flex-wrap gap-2">
                  <button type="submit" name="intent" value="bulk-approve" disabled={busy} className={buttonClasses({ size: 'sm' })}>
                    {t('admin.queue.approveSelected')}
                  </button>
                  <button type="submit" name="intent" value="bulk-reject" disabled={busy} className={buttonClasses({ variant: 'danger', size: 'sm' })}>
                    {t('admin.queue.rejectSelected')}
                  </button>
                </div>
              </Form>
            ) : null}

            <Pagination page={page} pageCount={pageCount(total, ADMIN_PAGE_SIZE)} hrefFor={(p) => here({ page: p })} />
          </>
        )}
      </div>
    </AdminShell>
  );
}
