import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { inputClasses } from '~/components/form-field';
import { Pagination } from '~/components/pagination';
import { paths } from '~/config/paths';
import { adminAction, refuse, requireStaff } from '~/features/admin/access.server';
import { ADMIN_PAGE_SIZE } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { RejectForm } from '~/features/admin/components/reject-form';
import { StateTabs } from '~/features/admin/components/state-tabs';
import { oneOf } from '~/features/admin/list-search';
import { fetchAdminPackages, fetchUserPackages, grantPackage, revokePackage } from '~/features/admin/money-api';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf, pageWindow } from '~/lib/paging';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-user-packages';

const STATES = ['running', 'ended', 'all'] as const;
const REVOKE = { open: 'admin.userPackages.revoke', field: 'admin.queue.reason', confirm: 'admin.userPackages.confirmRevoke' };

/** A positive whole id from the query string, else nothing. */
const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? value : undefined);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'packages.manage');
  const url = new URL(request.url);
  const state = oneOf(url.searchParams.get('state'), STATES, 'running');
  const userId = idParam(url.searchParams.get('user_id'));
  const packageId = idParam(url.searchParams.get('package_id'));
  const page = pageOf(url);
  const [list, packages] = await Promise.all([fetchUserPackages(api, { user_id: userId, package_id: packageId, state, ...pageWindow(page, ADMIN_PAGE_SIZE) }), fetchAdminPackages(api)]);
  return { me, state, userId: userId ?? '', packageId: packageId ?? '', page, packages: packages.map((p) => ({ id: p.id, name: p.name })), ...list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'packages.manage');
  const form = await request.formData();
  const reason = String(form.get('reason') ?? '').trim();
  if (!reason) return refuse('admin.queue.reasonRequired');
  if (form.get('intent') === 'revoke') return adminAction(request, () => revokePackage(api, Number(form.get('id')), reason));
  return adminAction(request, () => grantPackage(api, { user_id: String(form.get('user_id') ?? ''), package_id: String(form.get('package_id') ?? ''), reason }));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.userPackages.title'), description: t('admin.userPackages.lead'), path: location.pathname, noIndex: true });
};

export default function AdminUserPackagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, state, userId, packageId, page, packages, items, total } = loaderData;
  const here = (changes: { state?: string; page?: number }) =>
    paths.admin.userPackages({ state: changes.state ?? state, user_id: userId || undefined, package_id: packageId || undefined, page: changes.page && changes.page > 1 ? changes.page : undefined });
  const formatDate = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  return (
    <AdminShell me={me} title={t('admin.userPackages.title')} lead={t('admin.userPackages.lead')}>
      <div className="space-y-5">
        <section aria-labelledby="grant-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="grant-title" className="text-base font-semibold text-slate-900">
            {t('admin.userPackages.grantTitle')}
          </h2>
          <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="grant-user" className="text-sm font-semibold text-slate-800">
                {t('admin.userPackages.userId')}
              </label>
              <input id="grant-user" name="user_id" type="number" min={1} inputMode="numeric" required defaultValue={userId} aria-describedby="grant-user-hint" className={`mt-1.5 ${inputClasses}`} />
              <p id="grant-user-hint" className="mt-1 text-xs text-slate-600">
                {t('admin.userPackages.userIdHint')}
              </p>
            </div>
            <div>
              <label htmlFor="grant-package" className="text-sm font-semibold text-slate-800">
                {t('admin.userPackages.package')}
              </label>
              <select id="grant-package" name="package_id" required defaultValue={packageId} className={`mt-1.5 ${inputClasses}`}>
                {packages.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="sm:col-span-2">
              <label htmlFor="grant-reason" className="text-sm font-semibold text-slate-800">
                {t('admin.queue.reason')}
              </label>
              <input id="grant-reason" name="reason" required maxLength={500} className={`mt-1.5 ${inputClasses}`} />
            </div>
            <div>
              <button type="submit" name="intent" value="grant" disabled={busy} className={buttonClasses()}>
                {t('admin.userPackages.grant')}
              </button>
            </div>
          </Form>
        </section>

        <StateTabs states={STATES} current={state} hrefOf={(s) => here({ state: s, page: 1 })} />

        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="state" value={state} />
          <div className="w-40">
            <label htmlFor="filter-user" className="text-sm font-semibold text-slate-800">
              {t('admin.userPackages.userId')}
            </label>
            <input id="filter-user" name="user_id" type="number" min={1} inputMode="numeric" defaultValue={userId} className={`mt-1.5 ${inputClasses}`} />
          </div>
          <div className="w-56">
            <label htmlFor="filter-package" className="text-sm font-semibold text-slate-800">
              {t('admin.userPackages.package')}
            </label>
            <select id="filter-package" name="package_id" defaultValue={packageId} className={`mt-1.5 ${inputClasses}`}>
              <option value="">{t('admin.userPackages.anyPackage')}</option>
              {packages.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
            {t('admin.queue.searchButton')}
          </button>
        </Form>

        <p className="text-sm text-slate-600" aria-live="polite">
          {t('admin.userPackages.count', { count: total })}
        </p>

        {items.length === 0 ? (
          <EmptyState title={t('admin.userPackages.emptyTitle')} text={t('admin.userPackages.emptyText')} />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
              {items.map((held) => (
                <li key={held.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <h2 className="bidi-plain font-semibold text-slate-900">{held.package.name}</h2>
                    <p className="mt-1 text-sm text-slate-600">
                      <Link to={paths.admin.user(held.user.id)} className="bidi-plain font-semibold text-brand-700 hover:underline">
                        {held.user.name}
                      </Link>
                      {held.user.email ? <span className="bidi-plain"> · {held.user.email}</span> : null}
                    </p>
                    <p className="mt-1 text-sm text-slate-700">{t('admin.userPackages.period', { start: formatDate(held.start_date), end: formatDate(held.end_date) })}</p>
                    <p className="mt-1 text-sm text-slate-600">{held.payment_transaction_id === null ? t('admin.userPackages.byHand') : t('admin.userPackages.paid', { id: held.payment_transaction_id })}</p>
                    {held.revoked_at ? <p className="mt-1 text-sm text-rose-800">{t('admin.userPackages.revokedBecause', { reason: held.revoke_reason ?? '' })}</p> : null}
                  </div>
                  <div className="flex shrink-0 flex-wrap items-start gap-2">
                    <span className={`rounded-full px-3 py-1 text-xs font-semibold ${held.running ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}>
                      {held.running ? t('admin.userPackages.running') : t('admin.userPackages.ended')}
                    </span>
                    {held.running ? <RejectForm id={held.id} label={`${held.package.name} · ${held.user.name}`} intent="revoke" labels={REVOKE} /> : null}
                  </div>
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount(total, ADMIN_PAGE_SIZE)} hrefFor={(p) => here({ page: p })} />
          </>
        )}
      </div>
    </AdminShell>
  );
}
