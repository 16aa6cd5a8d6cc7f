import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { paths } from '~/config/paths';
import { adminAction, requireStaff } from '~/features/admin/access.server';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { PackageForm, packageFieldsFrom } from '~/features/admin/components/package-form';
import { deletePackage, fetchAdminPackages, savePackage } from '~/features/admin/money-api';
import { useFormatters } from '~/lib/format';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useSite } from '~/lib/site-context';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-packages';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'packages.manage');
  return { me, packages: await fetchAdminPackages(api) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'packages.manage');
  const form = await request.formData();
  const id = form.has('id') ? Number(form.get('id')) : null;
  if (form.get('intent') === 'delete' && id !== null) return adminAction(request, () => deletePackage(api, id));
  return adminAction(request, () => savePackage(api, id, packageFieldsFrom(form)));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.packages.title'), description: t('admin.packages.lead'), path: location.pathname, noIndex: true });
};

export default function AdminPackagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { price, number } = useFormatters();
  const { settings } = useSite();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, packages } = loaderData;
  const currency = settings.selected_currency_data.code;

  return (
    <AdminShell me={me} title={t('admin.packages.title')} lead={t('admin.packages.lead')}>
      <div className="space-y-6">
        <details className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <summary className={buttonClasses({ className: 'cursor-pointer list-none' })}>{t('admin.packages.new')}</summary>
          <div className="mt-5">
            <PackageForm currency={currency} busy={busy} />
          </div>
        </details>

        {packages.length === 0 ? (
          <EmptyState title={t('admin.packages.emptyTitle')} text={t('admin.packages.emptyText')} />
        ) : (
          <ul className="space-y-4">
            {packages.map((pack) => (
              <li key={pack.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="bidi-plain text-lg font-semibold text-slate-900">{pack.name}</h2>
                    <p className="mt-1 text-sm text-slate-700">
                      {pack.package_type === 'free' ? t('packagePlans.free') : price(pack.price, pack.currency_code, { full: true })}
                      {' · '}
                      {t('admin.packages.hours', { count: pack.duration_hours, formatted: number(pack.duration_hours) })}
                      {' · '}
                      <Link to={paths.admin.userPackages({ package_id: pack.id, state: 'running' })} className="font-semibold text-brand-700 hover:underline">
                        {t('admin.packages.holders', { count: pack.holders, formatted: number(pack.holders) })}
                      </Link>
                    </p>
                  </div>
                  <span className={`rounded-full px-3 py-1 text-xs font-semibold ${pack.status ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}>
                    {pack.status ? t('admin.packages.active') : t('admin.packages.inactive')}
                  </span>
                </div>
                {pack.features.length > 0 ? (
                  <ul className="mt-3 flex flex-wrap gap-2 text-xs">
                    {pack.features.map((feature) => (
                      <li key={feature.name} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                        {t('packagePlans.featureLimit', { feature: t(`packagePlans.feature.${feature.name}`), limit: feature.limit === null ? t('packagePlans.unlimited') : number(feature.limit) })}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="mt-4 flex flex-wrap items-start gap-2">
                  <details className="w-full">
                    <summary className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'cursor-pointer list-none' })}>
                      {t('admin.packages.edit')}
                      <span className="sr-only">: {pack.name}</span>
                    </summary>
                    <div className="mt-4 border-t border-slate-100 pt-4">
                      <PackageForm pack={pack} currency={currency} busy={busy} />
                      <Form method="post" className="mt-4">
                        <input type="hidden" name="id" value={pack.id} />
                        <button type="submit" name="intent" value="delete" disabled={busy} className={buttonClasses({ variant: 'danger', size: 'sm' })}>
                          {t('admin.packages.delete')}
                          <span className="sr-only">: {pack.name}</span>
                        </button>
                      </Form>
                    </div>
                  </details>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminShell>
  );
}
