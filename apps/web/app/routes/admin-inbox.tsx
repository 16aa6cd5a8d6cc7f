import { Form, Link } from 'react-router';
import { INBOX_FILTERS } from '@abode/shared/schemas/admin-content';
import { buttonClasses } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { inputClasses } from '~/components/form-field';
import { Pagination } from '~/components/pagination';
import { paths } from '~/config/paths';
import { requireStaff } from '~/features/admin/access.server';
import { ADMIN_PAGE_SIZE } from '~/features/admin/api';
import { fetchInbox } from '~/features/admin/content-api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { StateTabs } from '~/features/admin/components/state-tabs';
import { oneOf, searchText } from '~/features/admin/list-search';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf, pageWindow } from '~/lib/paging';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-inbox';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'content.manage');
  const url = new URL(request.url);
  const filters = { filter: oneOf(url.searchParams.get('filter'), INBOX_FILTERS, 'all'), search: searchText(url.searchParams.get('search')) };
  const page = pageOf(url);
  return { me, filters, page, ...(await fetchInbox(api, { ...filters, ...pageWindow(page, ADMIN_PAGE_SIZE) })) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.content.inbox.title'), description: t('admin.content.inbox.lead'), path: location.pathname, noIndex: true });
};

export default function AdminInboxPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, filters, page, items, total, unread } = loaderData;
  const here = (p: number) => paths.admin.inbox({ filter: filters.filter === 'all' ? undefined : filters.filter, search: filters.search, page: p > 1 ? p : undefined });
  const formatDate = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <AdminShell me={me} title={t('admin.content.inbox.title')} lead={t('admin.content.inbox.lead', { count: unread })}>
      <div className="space-y-5">
        <StateTabs states={INBOX_FILTERS} current={filters.filter} hrefOf={(f) => paths.admin.inbox({ filter: f === 'all' ? undefined : f, search: filters.search })} />
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          {filters.filter === 'all' ? null : <input type="hidden" name="filter" value={filters.filter} />}
          <div className="min-w-56 flex-1">
            <label htmlFor="inbox-search" className="text-sm font-semibold text-slate-800">
              {t('admin.content.inbox.search')}
            </label>
            <input id="inbox-search" name="search" type="search" defaultValue={filters.search ?? ''} maxLength={200} className={`mt-1.5 ${inputClasses}`} />
          </div>
          <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
            {t('admin.content.filter')}
          </button>
        </Form>

        {items.length === 0 ? (
          <EmptyState title={t('admin.content.inbox.emptyTitle')} text={t('admin.content.inbox.empty')} />
        ) : (
          <>
            <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
              {items.map((m) => (
                <li key={m.id} className={m.read_at ? '' : 'bg-brand-50/50'}>
                  <Link to={paths.admin.inboxMessage(m.id)} className="block p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                    <span className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className={`bidi-plain ${m.read_at ? 'font-medium text-slate-800' : 'font-bold text-slate-900'}`}>
                        {m.read_at ? null : <span className="sr-only">{t('admin.content.inbox.unread')}: </span>}
                        {m.subject}
                      </span>
                      <span className="text-sm text-slate-600">{formatDate(m.created_at)}</span>
                    </span>
                    <span className="bidi-plain block text-sm text-slate-700">
                      {`${m.first_name} ${m.last_name}`.trim()} · {m.email}
                      {m.replied_at ? <span className="ms-2 font-semibold text-emerald-800">{t('admin.content.inbox.replied')}</span> : null}
                    </span>
                    <span className="bidi-plain mt-1 line-clamp-1 block text-sm text-slate-600">{m.message}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className="text-sm text-slate-600">{t('admin.content.inbox.count', { count: total })}</p>
            <Pagination page={page} pageCount={pageCount(total, ADMIN_PAGE_SIZE)} hrefFor={here} />
          </>
        )}
      </div>
    </AdminShell>
  );
}
