import { Form, useNavigation } from 'react-router';
import type { AdminFacility } from '@abode/shared/schemas/catalogue-admin';
import { facilityInput } from '@abode/shared/schemas/catalogue-admin';
import { buttonClasses } from '~/components/button';
import { TextField } from '~/components/form-field';
import { adminAction, type AdminOutcome, requireStaff } from '~/features/admin/access.server';
import { deleteCatalogue, fetchAdminFacilities } from '~/features/admin/catalogue-api';
import { saveCatalogueForm } from '~/features/admin/catalogue-form.server';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { CatalogueSection, DeleteButton, ImageInput, StatusLabel, SwitchInput, TranslationInputs, useFieldErrors, useResetKey } from '~/features/admin/components/catalogue-fields';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-facilities';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'catalogue.manage');
  return { me, facilities: await fetchAdminFacilities(api) };
}

/** Add, edit (name, icon, names in other languages, on/off) or delete a facility. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'catalogue.manage');
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') === 'delete') return adminAction(request, () => deleteCatalogue(api, `admin/facilities/${id}`));
  const which = String(form.get('form') ?? '');
  return saveCatalogueForm(request, api, form, { form: which, schema: facilityInput, endpoint: which === 'add' ? 'admin/facilities' : `admin/facilities/${id}`, switches: ['status'] });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.catalogue.facilitiesTitle'), description: t('admin.catalogue.facilitiesLead'), path: location.pathname, noIndex: true });
};

function FacilityForm({ form, facility, outcome, busy }: { form: string; facility?: AdminFacility; outcome: AdminOutcome | undefined; busy: boolean }) {
  const { t } = useTranslation();
  const errorOf = useFieldErrors(outcome, form);
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="form" value={form} />
      {facility ? <input type="hidden" name="id" value={facility.id} /> : null}
      <TextField id={`${form}-name`} name="name" label={t('admin.catalogue.name')} defaultValue={facility?.name ?? ''} required maxLength={100} error={errorOf('name')} />
      <TranslationInputs idPrefix={form} values={facility?.translations ?? {}} label={t('admin.catalogue.name')} />
      <ImageInput id={`${form}-image`} label={t('admin.catalogue.icon')} current={facility?.image || undefined} error={errorOf('image')} />
      <SwitchInput name="status" label={t('admin.catalogue.active')} defaultChecked={facility?.status ?? true} />
      <div className="sm:col-span-2">
        <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses({ size: facility ? 'sm' : 'md' })}>
          {facility ? t('admin.catalogue.save') : t('admin.catalogue.addFacility')}
        </button>
      </div>
    </Form>
  );
}

export default function AdminFacilitiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const resetKey = useResetKey(actionData, 'add');
  const { me, facilities } = loaderData;

  return (
    <AdminShell me={me} title={t('admin.catalogue.facilitiesTitle')} lead={t('admin.catalogue.facilitiesLead')}>
      <div className="space-y-6">
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {facilities.map((facility) => (
            <li key={facility.id} className="p-4">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 items-center gap-3">
                  {facility.image ? <img src={facility.image} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg bg-slate-100 object-contain p-1" /> : <span className="size-10 shrink-0 rounded-lg bg-slate-100" />}
                  <div>
                    <h2 className="font-semibold text-slate-900">
                      {facility.name} <StatusLabel on={facility.status} />
                    </h2>
                    <p className="text-sm text-slate-600">{t('admin.catalogue.listingCount', { count: facility.listings })}</p>
                  </div>
                </div>
                <Form method="post">
                  <input type="hidden" name="id" value={facility.id} />
                  <DeleteButton name={facility.name} busy={busy} />
                </Form>
              </div>
              <details className="mt-2 rounded-xl bg-slate-50 p-3" open={actionData?.form === `facility-${facility.id}` && !actionData.ok}>
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                  {t('admin.catalogue.edit')}
                  <span className="sr-only">: {facility.name}</span>
                </summary>
                <div className="mt-3">
                  <FacilityForm form={`facility-${facility.id}`} facility={facility} outcome={actionData} busy={busy} />
                </div>
              </details>
            </li>
          ))}
        </ul>
        <CatalogueSection id="add-facility" title={t('admin.catalogue.addFacility')}>
          <FacilityForm key={resetKey} form="add" outcome={actionData} busy={busy} />
        </CatalogueSection>
      </div>
    </AdminShell>
  );
}
