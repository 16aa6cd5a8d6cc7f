import { Form, Link, useNavigation } from 'react-router';
import { ADMIN_PERMISSIONS, permissionKey } from '@abode/shared/admin-permissions';
import { MSG } from '@abode/shared/messages';
import { buttonClasses } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { inputClasses, TextField } from '~/components/form-field';
import { Pagination } from '~/components/pagination';
import { paths } from '~/config/paths';
import { adminAction, requireStaff } from '~/features/admin/access.server';
import { ADMIN_PAGE_SIZE, createStaff, fetchUsers } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { oneOf, searchText } from '~/features/admin/list-search';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf, pageWindow } from '~/lib/paging';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-users';

const ROLES = ['', 'user', 'staff', 'admin'] as const;
const SWITCH = ['', '1', '0'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'users.manage');
  const url = new URL(request.url);
  const filters = {
    search: searchText(url.searchParams.get('search')),
    role: oneOf(url.searchParams.get('role'), ROLES, '') || undefined,
    is_active: oneOf(url.searchParams.get('active'), SWITCH, '') || undefined,
    is_agent: oneOf(url.searchParams.get('agent'), SWITCH, '') || undefined,
  };
  const page = pageOf(url);
  return { me, filters, page, ...(await fetchUsers(api, { ...filters, ...pageWindow(page, ADMIN_PAGE_SIZE) })) };
}

/** Admins create staff accounts here (the API refuses anyone else). */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'users.manage');
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return adminAction(request, async () => {
    await createStaff(api, { name: text('name'), email: text('email'), password: String(form.get('password') ?? ''), permissions: form.getAll('permissions').map(String) });
    return MSG.staffSaved;
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.users.title'), description: t('admin.users.lead'), path: location.pathname, noIndex: true });
};

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, filters, page, items, total } = loaderData;
  const here = (p: number) => paths.admin.users({ search: filters.search, role: filters.role, active: filters.is_active, agent: filters.is_agent, page: p > 1 ? p : undefined });
  const formatDate = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const select = (id: string, name: string, label: string, value: string | undefined, options: { value: string; label: string }[]) => (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={`mt-1.5 ${inputClasses}`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <AdminShell me={me} title={t('admin.users.title')} lead={t('admin.users.lead')}>
      <div className="space-y-5">
        <Form method="get" role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <div className="sm:col-span-2">
            <label htmlFor="admin-user-search" className="text-sm font-semibold text-slate-800">
              {t('admin.users.search')}
            </label>
            <input id="admin-user-search" name="search" type="search" defaultValue={filters.search ?? ''} maxLength={200} className={`mt-1.5 ${inputClasses}`} />
          </div>
          {select('admin-user-role', 'role', t('admin.users.role'), filters.role, ROLES.map((r) => ({ value: r, label: t(`admin.users.roles.${r || 'any'}`) })))}
          {select('admin-user-active', 'active', t('admin.users.state'), filters.is_active, [
            { value: '', label: t('admin.users.any') },
            { value: '1', label: t('admin.users.active') },
            { value: '0', label: t('admin.users.inactive') },
          ])}
          {select('admin-user-agent', 'agent', t('admin.users.agent'), filters.is_agent, [
            { value: '', label: t('admin.users.any') },
            { value: '1', label: t('admin.users.agentsOnly') },
            { value: '0', label: t('admin.users.notAgents') },
          ])}
          <button type="submit" className={buttonClasses({ variant: 'secondary', className: 'lg:col-start-5' })}>
            {t('admin.users.filter')}
          </button>
        </Form>

        <p className="text-sm text-slate-600" aria-live="polite">
          {t('admin.users.count', { count: total })}
        </p>

        {items.length === 0 ? (
          <EmptyState title={t('admin.users.emptyTitle')} text={t('admin.users.empty')} />
        ) : (
          <>
            <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
              <table className="w-full text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-4 py-2 text-start font-semibold">
                      {t('admin.users.name')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-start font-semibold">
                      {t('admin.users.role')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-start font-semibold">
                      {t('admin.users.state')}
                    </th>
                    <th scope="col" className="px-4 py-2 text-start font-semibold">
                      {t('admin.users.joined')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((user) => (
                    <tr key={user.id} className="border-t border-slate-100">
                      <th scope="row" className="px-4 py-2 text-start font-normal">
                        <Link to={paths.admin.user(user.id)} className="bidi-plain font-semibold text-brand-700 hover:underline">
                          {user.name || t('admin.users.unnamed')}
                        </Link>
                        <span className="bidi-plain block text-slate-600">{user.email ?? user.mobile ?? ''}</span>
                      </th>
                      <td className="px-4 py-2">
                        {t(`admin.users.roles.${user.role}`)}
                        {user.is_agent ? ` · ${t('admin.users.agentBadge')}` : ''}
                      </td>
                      <td className="px-4 py-2">
                        <span className={user.is_active ? 'text-emerald-800' : 'font-semibold text-rose-800'}>{user.is_active ? t('admin.users.active') : t('admin.users.inactive')}</span>
                      </td>
                      <td className="px-4 py-2 whitespace-nowrap">{formatDate(user.created_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} pageCount={pageCount(total, ADMIN_PAGE_SIZE)} hrefFor={here} />
          </>
        )}

        {me.role === 'admin' ? (
          <details className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <summary className="cursor-pointer font-semibold text-brand-700">{t('admin.staff.create')}</summary>
            <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3">
              <TextField name="name" id="staff-name" label={t('admin.staff.name')} required maxLength={191} autoComplete="off" />
              <TextField name="email" id="staff-email" type="email" label={t('admin.staff.email')} required maxLength={191} autoComplete="off" />
              <TextField name="password" id="staff-password" type="password" label={t('admin.staff.password')} required minLength={6} autoComplete="new-password" />
              <fieldset className="sm:col-span-3">
                <legend className="text-sm font-semibold text-slate-800">{t('admin.staff.permissions')}</legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                  {ADMIN_PERMISSIONS.map((permission) => (
                    <label key={permission} className="flex items-center gap-2 text-sm">
                      <input type="checkbox" name="permissions" value={permission} className="size-4 accent-brand-700" />
                      {t(`admin.permissions.${permissionKey(permission)}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="sm:col-span-3">
                <button type="submit" disabled={busy} className={buttonClasses()}>
                  {t('admin.staff.save')}
                </button>
              </div>
            </Form>
          </details>
        ) : null}
      </div>
    </AdminShell>
  );
}
