import { Form, useNavigation } from 'react-router';
import type { AdminCity } from '@abode/shared/schemas/catalogue-admin';
import { cityInput } from '@abode/shared/schemas/catalogue-admin';
import { buttonClasses } from '~/components/button';
import { TextField } from '~/components/form-field';
import { adminAction, type AdminOutcome, requireStaff } from '~/features/admin/access.server';
import { deleteCatalogue, fetchAdminCities } from '~/features/admin/catalogue-api';
import { saveCatalogueForm } from '~/features/admin/catalogue-form.server';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { CatalogueSection, DeleteButton, ImageInput, StatusLabel, SwitchInput, useFieldErrors, useResetKey } from '~/features/admin/components/catalogue-fields';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-cities';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'catalogue.manage');
  return { me, cities: await fetchAdminCities(api) };
}

/** Add, edit (name, place, picture, on/off) or delete a city. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'catalogue.manage');
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') === 'delete') return adminAction(request, () => deleteCatalogue(api, `admin/cities/${id}`));
  const which = String(form.get('form') ?? '');
  return saveCatalogueForm(request, api, form, { form: which, schema: cityInput, endpoint: which === 'add' ? 'admin/cities' : `admin/cities/${id}`, switches: ['status'] });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.catalogue.citiesTitle'), description: t('admin.catalogue.citiesLead'), path: location.pathname, noIndex: true });
};

function CityForm({ form, city, outcome, busy }: { form: string; city?: AdminCity; outcome: AdminOutcome | undefined; busy: boolean }) {
  const { t } = useTranslation();
  const errorOf = useFieldErrors(outcome, form);
  const id = (field: string) => `${form}-${field}`;
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="form" value={form} />
      {city ? <input type="hidden" name="id" value={city.id} /> : null}
      <TextField id={id('name')} name="name" label={t('admin.catalogue.name')} defaultValue={city?.name ?? ''} required maxLength={100} error={errorOf('name')} />
      <TextField id={id('state')} name="state" label={t('admin.catalogue.state')} defaultValue={city?.state ?? ''} maxLength={100} error={errorOf('state')} />
      <TextField id={id('country')} name="country" label={t('admin.catalogue.country')} defaultValue={city?.country ?? ''} maxLength={100} error={errorOf('country')} />
      <TextField id={id('latitude')} name="latitude" label={t('admin.catalogue.latitude')} defaultValue={city?.latitude ?? ''} inputMode="decimal" dir="ltr" error={errorOf('latitude')} />
      <TextField id={id('longitude')} name="longitude" label={t('admin.catalogue.longitude')} defaultValue={city?.longitude ?? ''} inputMode="decimal" dir="ltr" error={errorOf('longitude')} />
      <ImageInput id={id('image')} label={t('admin.catalogue.image')} current={city?.image || undefined} error={errorOf('image')} />
      <SwitchInput name="status" label={t('admin.catalogue.active')} defaultChecked={city?.status ?? true} />
      <div className="sm:col-span-2">
        <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses({ size: city ? 'sm' : 'md' })}>
          {city ? t('admin.catalogue.save') : t('admin.catalogue.addCity')}
        </button>
      </div>
    </Form>
  );
}

export default function AdminCitiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const resetKey = useResetKey(actionData, 'add');
  const { me, cities } = loaderData;

  return (
    <AdminShell me={me} title={t('admin.catalogue.citiesTitle')} lead={t('admin.catalogue.citiesLead')}>
      <div className="space-y-6">
        {cities.length === 0 ? <p className="text-sm text-slate-600">{t('admin.catalogue.noCities')}</p> : null}
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm empty:hidden">
          {cities.map((city) => (
            <li key={city.id} className="p-4">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 items-center gap-3">
                  {city.image ? <img src={city.image} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded-lg bg-slate-100 object-cover" /> : <span className="h-12 w-16 shrink-0 rounded-lg bg-slate-100" />}
                  <div>
                    <h2 className="font-semibold text-slate-900">
                      {city.name} <StatusLabel on={city.status} />
                    </h2>
                    <p className="text-sm text-slate-600">{[city.state, city.country].filter(Boolean).join(', ')}</p>
                  </div>
                </div>
                <Form method="post">
                  <input type="hidden" name="id" value={city.id} />
                  <DeleteButton name={city.name} busy={busy} />
                </Form>
              </div>
              <details className="mt-2 rounded-xl bg-slate-50 p-3" open={actionData?.form === `city-${city.id}` && !actionData.ok}>
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                  {t('admin.catalogue.edit')}
                  <span className="sr-only">: {city.name}</span>
                </summary>
                <div className="mt-3">
                  <CityForm form={`city-${city.id}`} city={city} outcome={actionData} busy={busy} />
                </div>
              </details>
            </li>
          ))}
        </ul>
        <CatalogueSection id="add-city" title={t('admin.catalogue.addCity')}>
          <CityForm key={resetKey} form="add" outcome={actionData} busy={busy} />
        </CatalogueSection>
      </div>
    </AdminShell>
  );
}
