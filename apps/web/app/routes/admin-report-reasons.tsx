import { Form, useNavigation } from 'react-router';
import type { AdminReportReason } from '@abode/shared/schemas/catalogue-admin';
import { reportReasonInput } from '@abode/shared/schemas/catalogue-admin';
import { buttonClasses } from '~/components/button';
import { TextField } from '~/components/form-field';
import { adminAction, type AdminOutcome, requireStaff } from '~/features/admin/access.server';
import { deleteCatalogue, fetchAdminReportReasons } from '~/features/admin/catalogue-api';
import { saveCatalogueForm } from '~/features/admin/catalogue-form.server';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { CatalogueSection, DeleteButton, TranslationInputs, useFieldErrors, useResetKey } from '~/features/admin/components/catalogue-fields';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-report-reasons';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'catalogue.manage');
  return { me, reasons: await fetchAdminReportReasons(api) };
}

/** Add, edit (with names in other languages) or delete a reason users report listings for. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'catalogue.manage');
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') === 'delete') return adminAction(request, () => deleteCatalogue(api, `admin/report-reasons/${id}`));
  const which = String(form.get('form') ?? '');
  return saveCatalogueForm(request, api, form, { form: which, schema: reportReasonInput, endpoint: which === 'add' ? 'admin/report-reasons' : `admin/report-reasons/${id}` });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.catalogue.reasonsTitle'), description: t('admin.catalogue.reasonsLead'), path: location.pathname, noIndex: true });
};

function ReasonForm({ form, reason, outcome, busy }: { form: string; reason?: AdminReportReason; outcome: AdminOutcome | undefined; busy: boolean }) {
  const { t } = useTranslation();
  const errorOf = useFieldErrors(outcome, form);
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="form" value={form} />
      {reason ? <input type="hidden" name="id" value={reason.id} /> : null}
      <TextField id={`${form}-reason`} name="reason" label={t('admin.catalogue.reason')} defaultValue={reason?.reason ?? ''} required maxLength={255} error={errorOf('reason')} />
      <TranslationInputs idPrefix={form} values={reason?.translations ?? {}} label={t('admin.catalogue.reason')} />
      <div className="sm:col-span-2">
        <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses({ size: reason ? 'sm' : 'md' })}>
          {reason ? t('admin.catalogue.save') : t('admin.catalogue.addReason')}
        </button>
      </div>
    </Form>
  );
}

export default function AdminReportReasonsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const resetKey = useResetKey(actionData, 'add');
  const { me, reasons } = loaderData;

  return (
    <AdminShell me={me} title={t('admin.catalogue.reasonsTitle')} lead={t('admin.catalogue.reasonsLead')}>
      <div className="space-y-6">
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {reasons.map((reason) => (
            <li key={reason.id} className="p-4">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <h2 className="font-semibold text-slate-900">{reason.reason}</h2>
                  <p className="text-sm text-slate-600">{t('admin.catalogue.reportCount', { count: reason.reports })}</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="id" value={reason.id} />
                  <DeleteButton name={reason.reason} busy={busy} />
                </Form>
              </div>
              <details className="mt-2 rounded-xl bg-slate-50 p-3" open={actionData?.form === `reason-${reason.id}` && !actionData.ok}>
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                  {t('admin.catalogue.edit')}
                  <span className="sr-only">: {reason.reason}</span>
                </summary>
                <div className="mt-3">
                  <ReasonForm form={`reason-${reason.id}`} reason={reason} outcome={actionData} busy={busy} />
                </div>
              </details>
            </li>
          ))}
        </ul>
        <CatalogueSection id="add-reason" title={t('admin.catalogue.addReason')}>
          <ReasonForm key={resetKey} form="add" outcome={actionData} busy={busy} />
        </CatalogueSection>
      </div>
    </AdminShell>
  );
}
