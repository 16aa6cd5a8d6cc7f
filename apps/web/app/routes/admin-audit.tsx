import { Form, Link } from 'react-router';
import { buttonClasses } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { inputClasses } from '~/components/form-field';
import { Pagination } from '~/components/pagination';
import { paths } from '~/config/paths';
import { requireStaff } from '~/features/admin/access.server';
import { ADMIN_PAGE_SIZE, fetchAuditLog } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { oneOf, searchText } from '~/features/admin/list-search';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf, pageWindow } from '~/lib/paging';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-audit';

const ENTITIES = ['', 'property', 'project', 'user', 'staff', 'report', 'verification', 'language', 'settings', 'notification', 'package', 'user_package', 'bank_transfer', 'payment_settings'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'audit.view');
  const url = new URL(request.url);
  const date = (name: string) => {
    const value = url.searchParams.get(name) ?? '';
    return DATE.test(value) ? value : undefined;
  };
  const filters = { entity: oneOf(url.searchParams.get('entity'), ENTITIES, '') || undefined, action: searchText(url.searchParams.get('action'))?.slice(0, 40), from: date('from'), to: date('to') };
  const page = pageOf(url);
  return { me, filters, page, ...(await fetchAuditLog(api, { ...filters, ...pageWindow(page, ADMIN_PAGE_SIZE) })) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.audit.title'), description: t('admin.audit.lead'), path: location.pathname, noIndex: true });
};

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, filters, page, items, total } = loaderData;
  const formatTime = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const here = (p: number) => paths.admin.audit({ ...filters, page: p > 1 ? p : undefined });

  return (
    <AdminShell me={me} title={t('admin.audit.title')} lead={t('admin.audit.lead')}>
      <div className="space-y-5">
        <Form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <div>
            <label htmlFor="audit-entity" className="text-sm font-semibold text-slate-800">
              {t('admin.audit.entity')}
            </label>
            <select id="audit-entity" name="entity" defaultValue={filters.entity ?? ''} className={`mt-1.5 ${inputClasses}`}>
              {ENTITIES.map((entity) => (
                <option key={entity} value={entity}>
                  {t(`admin.audit.entities.${entity || 'any'}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-action" className="text-sm font-semibold text-slate-800">
              {t('admin.audit.action')}
            </label>
            <input id="audit-action" name="action" defaultValue={filters.action ?? ''} maxLength={40} className={`mt-1.5 ${inputClasses}`} />
          </div>
          <div>
            <label htmlFor="audit-from" className="text-sm font-semibold text-slate-800">
              {t('admin.audit.from')}
            </label>
            <input id="audit-from" name="from" type="date" defaultValue={filters.from ?? ''} className={`mt-1.5 ${inputClasses}`} />
          </div>
          <div>
            <label htmlFor="audit-to" className="text-sm font-semibold text-slate-800">
              {t('admin.audit.to')}
            </label>
            <input id="audit-to" name="to" type="date" defaultValue={filters.to ?? ''} className={`mt-1.5 ${inputClasses}`} />
          </div>
          <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
            {t('admin.users.filter')}
          </button>
        </Form>

        {items.length === 0 ? (
          <EmptyState title={t('admin.audit.emptyTitle')} text={t('admin.audit.empty')} />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
              {items.map((entry) => (
                <li key={entry.id} className="p-4 text-sm">
                  <p className="text-slate-900">
                    <span className="font-semibold">
                      {entry.actor ? (
                        <Link to={paths.admin.user(entry.actor.id)} className="bidi-plain text-brand-700 hover:underline">
                          {entry.actor.name}
                        </Link>
                      ) : (
                        t('admin.audit.unknownActor')
                      )}
                    </span>{' '}
                    · <span className="font-mono">{entry.action}</span> · {t(`admin.audit.entities.${entry.entity}`, { defaultValue: entry.entity })}
                    {entry.entity_id !== null ? <span className="tabular-nums"> #{entry.entity_id}</span> : null}
                  </p>
                  <p className="mt-0.5 text-slate-600">
                    <time dateTime={entry.created_at}>{formatTime(entry.created_at)}</time>
                    {entry.ip ? <span className="bidi-plain"> · {entry.ip}</span> : null}
                  </p>
                  <details className="mt-2">
                    <summary className="cursor-pointer font-semibold text-brand-700">{t('admin.audit.changes')}</summary>
                    <div className="mt-2 grid gap-2 sm:grid-cols-2">
                      <div>
                        <p className="text-xs font-semibold text-slate-600 uppercase">{t('admin.audit.before')}</p>
                        <pre dir="ltr" className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-2 text-xs">{json(entry.before)}</pre>
                      </div>
                      <div>
                        <p className="text-xs font-semibold text-slate-600 uppercase">{t('admin.audit.after')}</p>
                        <pre dir="ltr" className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-2 text-xs">{json(entry.after)}</pre>
                      </div>
                    </div>
                  </details>
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount(total, ADMIN_PAGE_SIZE)} hrefFor={here} />
          </>
        )}
      </div>
    </AdminShell>
  );
}
