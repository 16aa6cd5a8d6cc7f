import { PLACE_ALIAS_MAX_LENGTH, PLACE_NAME_MAX_LENGTH } from '@abode/shared/schemas/search';
import { Form, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { TextField } from '~/components/form-field';
import { adminAction, requireStaff } from '~/features/admin/access.server';
import { addPlaceAlias, deletePlaceAlias, fetchPlaceAliases } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-place-aliases';

const PERMISSION = 'catalogue.manage';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, PERMISSION);
  return { me, aliases: await fetchPlaceAliases(api) };
}

/** Add an alias, or remove one (ADR 035: the keyword search understands it at once). */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, PERMISSION);
  const form = await request.formData();
  return adminAction(request, () =>
    form.get('intent') === 'delete'
      ? deletePlaceAlias(api, Number(form.get('id')))
      : addPlaceAlias(api, { alias: String(form.get('alias') ?? ''), place: String(form.get('place') ?? '') }),
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.placeAliases.title'), description: t('admin.placeAliases.lead'), path: location.pathname, noIndex: true });
};

export default function AdminPlaceAliasesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, aliases } = loaderData;

  return (
    <AdminShell me={me} title={t('admin.placeAliases.title')} lead={t('admin.placeAliases.lead')}>
      <div className="space-y-6">
        <section aria-labelledby="add-alias" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="add-alias" className="text-base font-semibold text-slate-900">
            {t('admin.placeAliases.add')}
          </h2>
          <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-3 sm:items-end">
            <TextField name="alias" id="alias" label={t('admin.placeAliases.alias')} hint={t('admin.placeAliases.aliasHint')} required maxLength={PLACE_ALIAS_MAX_LENGTH} dir="auto" />
            <TextField name="place" id="place" label={t('admin.placeAliases.place')} hint={t('admin.placeAliases.placeHint')} required maxLength={PLACE_NAME_MAX_LENGTH} dir="auto" />
            <div>
              <button type="submit" name="intent" value="add" disabled={busy} className={buttonClasses()}>
                {t('admin.placeAliases.addButton')}
              </button>
            </div>
          </Form>
        </section>

        <ul aria-label={t('admin.placeAliases.title')} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {aliases.map((alias) => (
            <li key={alias.id} className="flex items-center justify-between gap-3 p-4">
              <p className="min-w-0 text-sm text-slate-900">
                <span className="font-semibold" dir="auto">
                  {alias.alias}
                </span>
                <span aria-hidden="true" className="mx-2 text-slate-500 rtl:rotate-180 inline-block">
                  →
                </span>
                <span className="sr-only">{t('admin.placeAliases.standsFor')}</span>
                <span dir="auto">{alias.place}</span>
              </p>
              <Form method="post">
                <input type="hidden" name="id" value={alias.id} />
                <button type="submit" name="intent" value="delete" disabled={busy} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  {t('admin.placeAliases.remove')}
                  <span className="sr-only">: {alias.alias}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </div>
    </AdminShell>
  );
}
