import { Form, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { inputClasses } from '~/components/form-field';
import { adminAction, requireStaff } from '~/features/admin/access.server';
import { fetchAdminSettings, saveAdminSettings, setDemoMode } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { SETTING_GROUPS, type SettingField, settingsFromForm } from '~/config/admin-settings';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-settings';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'settings.manage');
  return { me, settings: await fetchAdminSettings(api) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'settings.manage');
  const form = await request.formData();
  if (form.get('intent') === 'demo') return adminAction(request, () => setDemoMode(api, form.get('demo_mode') === '1'));
  return adminAction(request, () => saveAdminSettings(api, settingsFromForm(form)));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.settings.title'), description: t('admin.settings.lead'), path: location.pathname, noIndex: true });
};

function Field({ field, value }: { field: SettingField; value: string }) {
  const { t } = useTranslation();
  const id = `setting-${field.key}`;
  const label = t(`admin.settings.fields.${field.key}`);
  if (field.kind === 'switch') {
    return (
      <label className="flex items-center gap-3 text-sm sm:col-span-2">
        <input type="checkbox" name={field.key} value="1" defaultChecked={value === '1'} className="size-5 accent-brand-700" />
        {label}
      </label>
    );
  }
  return (
    <div className={field.kind === 'textarea' ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {field.kind === 'textarea' ? (
        <textarea id={id} name={field.key} defaultValue={value} rows={3} maxLength={1000} className={`mt-1.5 ${inputClasses}`} />
      ) : field.kind === 'choice' ? (
        <select id={id} name={field.key} defaultValue={value} className={`mt-1.5 ${inputClasses}`}>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field.key}
          type={field.kind}
          defaultValue={value}
          dir={field.kind === 'url' || field.kind === 'email' ? 'ltr' : undefined}
          {...(field.kind === 'number' ? { min: 0, max: 3650, inputMode: 'numeric' as const } : { maxLength: field.kind === 'url' ? 300 : 191 })}
          className={`mt-1.5 ${inputClasses}`}
        />
      )}
    </div>
  );
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, settings } = loaderData;
  const demoOn = settings.demo_mode === '1';

  return (
    <AdminShell me={me} title={t('admin.settings.title')} lead={t('admin.settings.lead')}>
      <div className="space-y-6">
        <Form method="post" className="space-y-6">
          {SETTING_GROUPS.map((group) => (
            <fieldset key={group.key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <legend className="px-1 text-base font-semibold text-slate-900">{t(`admin.settings.groups.${group.key}`)}</legend>
              <div className="mt-2 grid gap-4 sm:grid-cols-2">
                {group.fields.map((field) => (
                  <Field key={field.key} field={field} value={settings[field.key] ?? ''} />
                ))}
              </div>
            </fieldset>
          ))}
          <button type="submit" disabled={busy} className={buttonClasses()}>
            {t('admin.settings.save')}
          </button>
        </Form>

        {me.role === 'admin' ? (
          <section aria-labelledby="demo-mode" className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
            <h2 id="demo-mode" className="text-base font-semibold text-slate-900">
              {t('admin.settings.demoTitle')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{demoOn ? t('admin.settings.demoOn') : t('admin.settings.demoOff')}</p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="demo_mode" value={demoOn ? '0' : '1'} />
              <button type="submit" name="intent" value="demo" disabled={busy} className={buttonClasses({ variant: demoOn ? 'primary' : 'secondary', size: 'sm' })}>
                {demoOn ? t('admin.settings.demoSwitchOff') : t('admin.settings.demoSwitchOn')}
              </button>
            </Form>
          </section>
        ) : null}
      </div>
    </AdminShell>
  );
}
