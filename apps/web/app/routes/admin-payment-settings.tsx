import { Form, useNavigation } from 'react-router';
import { GATEWAY_FIELDS } from '@abode/shared/schemas/admin-money';
import { buttonClasses } from '~/components/button';
import { inputClasses } from '~/components/form-field';
import { adminAction, requireStaff } from '~/features/admin/access.server';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { fetchPaymentSettings, savePaymentSettings } from '~/features/admin/money-api';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-payment-settings';

/** Public values that are switches rather than text. */
const SWITCHES = new Set(GATEWAY_FIELDS.map((g) => g.switch).concat('sandbox_mode'));
/** Bank detail rows offered beyond the stored ones. */
const SPARE_BANK_ROWS = 2;

function bankRows(json: string): { title: string; value: string }[] {
  try {
    const rows: unknown = JSON.parse(json || '[]');
    return Array.isArray(rows) ? rows.filter((r): r is { title: string; value: string } => typeof r?.title === 'string' && typeof r?.value === 'string') : [];
  } catch {
    return [];
  }
}

/** The API's values from the form: switches as 1/0, bank details as their JSON list, secrets only when typed. */
function settingsFrom(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const gateway of GATEWAY_FIELDS) {
    for (const key of [gateway.switch, ...gateway.public, ...gateway.secret]) {
      if (key === 'bank_details') {
        const titles = form.getAll('bank_title').map(String);
        const texts = form.getAll('bank_value').map(String);
        values[key] = JSON.stringify(titles.map((title, i) => ({ title: title.trim(), value: (texts[i] ?? '').trim() })).filter((row) => row.title !== '' || row.value !== ''));
      } else if (SWITCHES.has(key)) values[key] = form.get(key) === '1' ? '1' : '0';
      else values[key] = String(form.get(key) ?? '').trim();
    }
  }
  return values;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'packages.manage');
  return { me, settings: await fetchPaymentSettings(api) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'packages.manage');
  const form = await request.formData();
  return adminAction(request, () => savePaymentSettings(api, settingsFrom(form)));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.paymentSettings.title'), description: t('admin.paymentSettings.lead'), path: location.pathname, noIndex: true });
};

export default function AdminPaymentSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, settings } = loaderData;
  const banks = bankRows(settings.bank_details ?? '');
  const bankForm = [...banks, ...Array.from({ length: SPARE_BANK_ROWS }, () => ({ title: '', value: '' }))];

  return (
    <AdminShell me={me} title={t('admin.paymentSettings.title')} lead={t('admin.paymentSettings.lead')}>
      {/* the page's values change after a save: the form is keyed by them so its fields show the saved state */}
      <Form method="post" className="space-y-6" key={JSON.stringify(settings)} autoComplete="off">
        {GATEWAY_FIELDS.map((gateway) => (
          <fieldset key={gateway.gateway} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <legend className="px-1 text-base font-semibold text-slate-900">{t(`transactions.method.${gateway.gateway}`)}</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">
              <label className="flex items-center gap-3 text-sm sm:col-span-2">
                <input type="checkbox" name={gateway.switch} value="1" defaultChecked={settings[gateway.switch] === '1'} className="size-5 accent-brand-700" />
                {t('admin.paymentSettings.enabled')}
              </label>
              {gateway.public.map((key) =>
                key === 'bank_details' ? (
                  <fieldset key={key} className="space-y-2 sm:col-span-2">
                    <legend className="text-sm font-semibold text-slate-800">{t('admin.paymentSettings.fields.bank_details')}</legend>
                    <p className="text-xs text-slate-600">{t('admin.paymentSettings.bankHint')}</p>
                    {bankForm.map((row, i) => (
                      <div key={i} className="grid gap-2 sm:grid-cols-2">
                        <div>
                          <label htmlFor={`bank-title-${i}`} className="sr-only">
                            {t('admin.paymentSettings.bankTitle', { n: i + 1 })}
                          </label>
                          <input id={`bank-title-${i}`} name="bank_title" defaultValue={row.title} maxLength={100} placeholder={t('admin.paymentSettings.bankTitlePlaceholder')} className={inputClasses} />
                        </div>
                        <div>
                          <label htmlFor={`bank-value-${i}`} className="sr-only">
                            {t('admin.paymentSettings.bankValue', { n: i + 1 })}
                          </label>
                          <input id={`bank-value-${i}`} name="bank_value" defaultValue={row.value} maxLength={200} placeholder={t('admin.paymentSettings.bankValuePlaceholder')} className={inputClasses} />
                        </div>
                      </div>
                    ))}
                  </fieldset>
                ) : SWITCHES.has(key) ? (
                  <label key={key} className="flex items-center gap-3 text-sm sm:col-span-2">
                    <input type="checkbox" name={key} value="1" defaultChecked={settings[key] === '1'} className="size-5 accent-brand-700" />
                    {t(`admin.paymentSettings.fields.${key}`)}
                  </label>
                ) : (
                  <div key={key}>
                    <label htmlFor={`pay-${key}`} className="text-sm font-semibold text-slate-800">
                      {t(`admin.paymentSettings.fields.${key}`)}
                    </label>
                    <input id={`pay-${key}`} name={key} defaultValue={settings[key] ?? ''} maxLength={500} dir="ltr" spellCheck={false} className={`mt-1.5 font-mono ${inputClasses}`} />
                  </div>
                ),
              )}
              {gateway.secret.map((key) => (
                <div key={key}>
                  <label htmlFor={`pay-${key}`} className="text-sm font-semibold text-slate-800">
                    {t(`admin.paymentSettings.fields.${key}`)}
                  </label>
                  <input
                    id={`pay-${key}`}
                    name={key}
                    type="password"
                    autoComplete="new-password"
                    maxLength={500}
                    dir="ltr"
                    spellCheck={false}
                    aria-describedby={`pay-${key}-hint`}
                    className={`mt-1.5 font-mono ${inputClasses}`}
                  />
                  <p id={`pay-${key}-hint`} className="mt-1 text-xs text-slate-600">
                    {settings[key] ? (
                      <>
                        {t('admin.paymentSettings.stored')}{' '}
                        <span dir="ltr" className="font-mono">
                          {settings[key]}
                        </span>
                        {' · '}
                        {t('admin.paymentSettings.keepHint')}
                      </>
                    ) : (
                      t('admin.paymentSettings.notSet')
                    )}
                  </p>
                </div>
              ))}
            </div>
          </fieldset>
        ))}
        <p className="text-sm text-slate-600">{t('admin.paymentSettings.encrypted')}</p>
        <button type="submit" disabled={busy} className={buttonClasses()}>
          {t('admin.settings.save')}
        </button>
      </Form>
    </AdminShell>
  );
}
