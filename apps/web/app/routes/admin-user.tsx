import { Form, Link, useNavigation } from 'react-router';
import { ADMIN_PERMISSIONS, type AdminPermission, permissionKey } from '@abode/shared/admin-permissions';
import { buttonClasses } from '~/components/button';
import { paths } from '~/config/paths';
import { adminAction, loadRecord, requireStaff } from '~/features/admin/access.server';
import { fetchUser, setStaffPermissions, setUserActive } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useFormatters } from '~/lib/format';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-user';

function idOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idOf(params);
  const { api, me } = await requireStaff(request, context, 'users.manage');
  return { me, user: await loadRecord(fetchUser(api, id)) };
}

/** Deactivate, reactivate, or (admins) change a staff account's permissions. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idOf(params);
  const { api } = await requireStaff(request, context, 'users.manage');
  const form = await request.formData();
  const intent = form.get('intent');
  return adminAction(request, () => {
    if (intent === 'permissions') {
      const chosen = form.getAll('permissions').map(String);
      return setStaffPermissions(api, id, ADMIN_PERMISSIONS.filter((p): p is AdminPermission => chosen.includes(p)));
    }
    return setUserActive(api, id, intent === 'reactivate');
  });
}

export const meta: Route.MetaFunction = ({ matches, location, data }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: data?.user.name || t('admin.users.title'), description: t('admin.users.lead'), path: location.pathname, noIndex: true });
};

export default function AdminUserPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, user } = loaderData;
  const { dateTime } = useFormatters();
  const formatDate = (iso: string | null) => (iso ? dateTime(iso) : '—');
  const facts: [string, string][] = [
    [t('admin.users.email'), user.email ?? '—'],
    [t('admin.users.mobile'), user.mobile ?? '—'],
    [t('admin.users.role'), t(`admin.users.roles.${user.role}`)],
    [t('admin.users.verification'), t(`admin.users.verificationStates.${user.verification_status}`)],
    [t('admin.users.joined'), formatDate(user.created_at)],
    [t('admin.users.lastLogin'), formatDate(user.last_login_at)],
  ];
  const counts: [string, number][] = [
    [t('admin.users.counts.properties'), user.counts.properties],
    [t('admin.users.counts.projects'), user.counts.projects],
    [t('admin.users.counts.reportsMade'), user.counts.reports_made],
    [t('admin.users.counts.reportsAgainst'), user.counts.reports_against],
  ];

  return (
    <AdminShell
      me={me}
      title={user.name || t('admin.users.unnamed')}
      lead={user.is_active ? t('admin.users.active') : t('admin.users.deactivatedOn', { date: formatDate(user.deactivated_at) })}
      actions={
        user.role !== 'admin' && user.id !== me.id ? (
          <Form method="post">
            {user.is_active ? (
              <button type="submit" name="intent" value="deactivate" disabled={busy} className={buttonClasses({ variant: 'danger' })}>
                {t('admin.users.deactivate')}
              </button>
            ) : (
              <button type="submit" name="intent" value="reactivate" disabled={busy} className={buttonClasses()}>
                {t('admin.users.reactivate')}
              </button>
            )}
          </Form>
        ) : null
      }
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="user-facts" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2">
          <h2 id="user-facts" className="text-base font-semibold text-slate-900">
            {t('admin.users.details')}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="bidi-plain font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm">
            <Link to={paths.agent(user.slug_id)} className="font-semibold text-brand-700 hover:underline">
              {t('admin.users.publicProfile')}
            </Link>
          </p>
        </section>

        <section aria-labelledby="user-counts" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="user-counts" className="text-base font-semibold text-slate-900">
            {t('admin.users.activity')}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            {counts.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3">
                <dt>{label}</dt>
                <dd className="font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {me.permissions.includes('packages.manage') ? (
            <p className="mt-4 flex flex-col gap-1 text-sm">
              <Link to={paths.admin.userPackages({ user_id: user.id, state: 'all' })} className="font-semibold text-brand-700 hover:underline">
                {t('admin.users.packagesLink')}
              </Link>
              <Link to={paths.admin.transactions({ user_id: user.id })} className="font-semibold text-brand-700 hover:underline">
                {t('admin.users.paymentsLink')}
              </Link>
            </p>
          ) : null}
        </section>

        <section aria-labelledby="user-sessions" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-3">
          <h2 id="user-sessions" className="text-base font-semibold text-slate-900">
            {t('admin.users.sessions', { count: user.sessions.length })}
          </h2>
          {user.sessions.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('admin.users.noSessions')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {user.sessions.map((session) => (
                <li key={session.id} className="py-2">
                  <p className="bidi-plain break-words text-slate-900">{session.user_agent ?? '—'}</p>
                  <p className="text-slate-600">
                    <span className="bidi-plain">{session.ip ?? '—'}</span> · {t('admin.users.lastUsed', { date: formatDate(session.last_used_at ?? session.created_at) })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>

        {user.role === 'staff' && me.role === 'admin' ? (
          <section aria-labelledby="user-permissions" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-3">
            <h2 id="user-permissions" className="text-base font-semibold text-slate-900">
              {t('admin.staff.permissions')}
            </h2>
            <Form method="post" className="mt-3 space-y-3">
              <fieldset>
                <legend className="sr-only">{t('admin.staff.permissions')}</legend>
                <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                  {ADMIN_PERMISSIONS.map((permission) => (
                    <label key={permission} className="flex items-center gap-2 text-sm">
                      <input type="checkbox" name="permissions" value={permission} defaultChecked={user.permissions.includes(permission)} className="size-4 accent-brand-700" />
                      {t(`admin.permissions.${permissionKey(permission)}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <button type="submit" name="intent" value="permissions" disabled={busy} className={buttonClasses({ size: 'sm' })}>
                {t('admin.staff.save')}
              </button>
            </Form>
          </section>
        ) : null}
      </div>
    </AdminShell>
  );
}
