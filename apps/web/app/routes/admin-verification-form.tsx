import { useNavigation } from 'react-router';
import { VERIFICATION_FIELD_TYPES, verificationFieldInput } from '@abode/shared/schemas/catalogue-admin';
import { adminAction, requireStaff } from '~/features/admin/access.server';
import { deleteCatalogue, fetchAdminVerificationFields, moved, saveOrder } from '~/features/admin/catalogue-api';
import { saveCatalogueForm } from '~/features/admin/catalogue-form.server';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { CatalogueSection, StatusLabel, useResetKey } from '~/features/admin/components/catalogue-fields';
import { ChoiceFieldForm } from '~/features/admin/components/choice-field-form';
import { ChoiceFieldRow } from '~/features/admin/components/choice-field-row';
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
              <ChoiceFieldRow
                id={field.id}
                name={field.name}
                type={field.field_type}
                options={field.options}
                required={field.is_required}
                badge={<StatusLabel on={field.status} />}
                detail={t('admin.catalogue.answerCount', { count: field.answers })}
                heading="h2"
                index={index}
                count={fields.length}
                busy={busy}
                editOpen={actionData?.form === `field-${field.id}` && !actionData.ok}
              >
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
              </ChoiceFieldRow>
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
