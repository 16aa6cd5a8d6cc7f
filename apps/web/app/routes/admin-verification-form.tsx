import { Form, useNavigation } from 'react-router';
import { VERIFICATION_FIELD_TYPES, verificationFieldInput } from '@abode/shared/schemas/catalogue-admin';
import { adminAction, requireStaff } from '~/features/admin/access.server';
import { deleteCatalogue, fetchAdminVerificationFields, moved, saveOrder } from '~/features/admin/catalogue-api';
import { saveCatalogueForm } from '~/features/admin/catalogue-form.server';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { CatalogueSection, DeleteButton, OrderButtons, StatusLabel, useResetKey } from '~/features/admin/components/catalogue-fields';
import { ChoiceFieldForm } from '~/features/admin/components/choice-field-form';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-verification-form';

/** The types whose answers are picked from options. */
const CHOICES = ['dropdown', 'radio', 'checkbox'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'catalogue.manage');
  return { me, fields: await fetchAdminVerificationFields(api) };
}

/** Add, edit, move and remove the fields users fill in on /user/verification. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'catalogue.manage');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  if (intent === 'up' || intent === 'down') {
    const ids = (await fetchAdminVerificationFields(api)).map((f) => f.id);
    return adminAction(request, () => saveOrder(api, 'admin/verification-fields/order', moved(ids, id, intent)));
  }
  if (intent === 'delete') return adminAction(request, () => deleteCatalogue(api, `admin/verification-fields/${id}`));
  const which = String(form.get('form') ?? '');
  return saveCatalogueForm(request, api, form, {
    form: which,
    schema: verificationFieldInput,
    endpoint: which === 'add' ? 'admin/verification-fields' : `admin/verification-fields/${id}`,
    switches: ['is_required', 'status'],
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.catalogue.verificationTitle'), description: t('admin.catalogue.verificationLead'), path: location.pathname, noIndex: true });
};

export default function AdminVerificationFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const resetKey = useResetKey(actionData, 'add');
  const { me, fields } = loaderData;

  return (
    <AdminShell me={me} title={t('admin.catalogue.verificationTitle')} lead={t('admin.catalogue.verificationLead')}>
      <div className="space-y-6">
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {fields.map((field, index) => (
            <li key={field.id} className="p-4">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <h2 className="font-semibold text-slate-900">
                    {field.name} <StatusLabel on={field.status} />
                    {field.is_required ? <span className="ms-2 text-xs font-semibold text-red-700">{t('admin.catalogue.required')}</span> : null}
                  </h2>
                  <p className="text-sm text-slate-600">
                    {t(`admin.catalogue.types.${field.field_type}`)}
                    {field.options.length ? ` · ${field.options.join(', ')}` : ''}
                    {' · '}
                    {t('admin.catalogue.answerCount', { count: field.answers })}
                  </p>
                </div>
                <Form method="post" className="flex flex-wrap items-center gap-2">
                  <OrderButtons id={field.id} name={field.name} first={index === 0} last={index === fields.length - 1} busy={busy} />
                  <DeleteButton name={field.name} busy={busy}>
                    {t('admin.catalogue.remove')}
                  </DeleteButton>
                </Form>
              </div>
              <details className="mt-2 rounded-xl bg-slate-50 p-3" open={actionData?.form === `field-${field.id}` && !actionData.ok}>
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                  {t('admin.catalogue.edit')}
                  <span className="sr-only">: {field.name}</span>
                </summary>
                <div className="mt-3">
                  <ChoiceFieldForm
                    form={`field-${field.id}`}
                    typeField="field_type"
                    types={VERIFICATION_FIELD_TYPES}
                    choiceTypes={CHOICES}
                    values={{ id: field.id, name: field.name, type: field.field_type, options: field.options, is_required: field.is_required, status: field.status, translations: field.translations }}
                    withStatus
                    outcome={actionData}
                    busy={busy}
                    submitLabel={t('admin.catalogue.save')}
                  />
                </div>
              </details>
            </li>
          ))}
        </ol>
        <CatalogueSection id="add-field" title={t('admin.catalogue.addField')}>
          <ChoiceFieldForm
            key={resetKey}
            form="add"
            typeField="field_type"
            types={VERIFICATION_FIELD_TYPES}
            choiceTypes={CHOICES}
            withStatus
            outcome={actionData}
            busy={busy}
            submitLabel={t('admin.catalogue.addField')}
          />
        </CatalogueSection>
      </div>
    </AdminShell>
  );
}
