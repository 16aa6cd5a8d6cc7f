import { Form, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { inputClasses } from '~/components/form-field';
import { adminAction, refuse, requireStaff } from '~/features/admin/access.server';
import { fetchAdminSettings, fetchMailSettings, saveAdminSettings, saveMailSettings, sendTestMail, setDemoMode, uploadSiteImage } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { MAIL_FIELDS, mailSettingsFromForm, SETTING_GROUPS, type SettingField, settingsFromForm, SITE_IMAGE_SETTINGS } from '~/config/admin-settings';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-settings';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'settings.manage');
  const [settings, mail] = await Promise.all([fetchAdminSettings(api), fetchMailSettings(api)]);
  return { me, settings, mail };
}

const isSiteImage = (key: unknown): key is (typeof SITE_IMAGE_SETTINGS)[number] => SITE_IMAGE_SETTINGS.includes(key as (typeof SITE_IMAGE_SETTINGS)[number]);

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'settings.manage');
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'demo') return adminAction(request, () => setDemoMode(api, form.get('demo_mode') === '1'));
  if (intent === 'mail') return adminAction(request, () => saveMailSettings(api, mailSettingsFromForm(form)), { form: 'mail' });
  if (intent === 'mail-test') return adminAction(request, () => sendTestMail(api), { form: 'mail' });
  if (intent === 'image') {
    const key = form.get('key');
    const image = form.get('image');
    if (!isSiteImage(key) || !(image instanceof File) || image.size === 0) return refuse('admin.settings.imageMissing');
    return adminAction(request, () => uploadSiteImage(api, key, image), { form: key });
  }
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
  const hintId = field.hint ? `${id}-hint` : undefined;
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
        <textarea id={id} name={field.key} defaultValue={value} rows={3} maxLength={1000} aria-describedby={hintId} className={`mt-1.5 ${inputClasses}`} />
      ) : field.kind === 'choice' ? (
        <select id={id} name={field.key} defaultValue={value} className={`mt-1.5 ${inputClasses}`}>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {field.labelled ? t(`admin.settings.options.${field.key}.${option}`) : option}
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
          aria-describedby={hintId}
          {...(field.kind === 'number' ? { min: 0, max: field.max ?? 3650, inputMode: 'numeric' as const } : { maxLength: field.kind === 'url' ? 300 : 191 })}
          className={`mt-1.5 ${inputClasses}`}
        />
      )}
      {hintId ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {t(`admin.settings.hints.${field.key}`)}
        </p>
      ) : null}
    </div>
  );
}

const panelClasses = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';

/** One site image: what is stored now, and a file field that replaces it. */
function SiteImageForm({ imageKey, url, busy }: { imageKey: (typeof SITE_IMAGE_SETTINGS)[number]; url: string; busy: boolean }) {
  const { t } = useTranslation();
  const id = `site-image-${imageKey}`;
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <input type="hidden" name="key" value={imageKey} />
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t(`admin.settings.images.${imageKey}`)}
      </label>
      {/* the footer logo is drawn on the dark footer: previewed on dark too */}
      <div className={`flex h-20 items-center justify-center rounded-lg ${imageKey === 'web_footer_logo' ? 'bg-slate-900' : 'bg-slate-50'}`}>
        {url ? <img src={url} alt={t('admin.settings.imageNow')} className="max-h-16 max-w-full object-contain" loading="lazy" /> : <span className="text-sm text-slate-600">{t('admin.settings.imageNone')}</span>}
      </div>
      <input id={id} name="image" type="file" required accept="image/png,image/jpeg,image/webp" aria-describedby="site-images-hint" className="block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800" />
      <button type="submit" name="intent" value="image" disabled={busy} className={`self-start ${buttonClasses({ variant: 'secondary', size: 'sm' })}`}>
        {t('admin.settings.upload')}
      </button>
    </Form>
  );
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, settings, mail } = loaderData;
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

        <section aria-labelledby="site-images" className={panelClasses}>
          <h2 id="site-images" className="text-base font-semibold text-slate-900">
            {t('admin.settings.imagesTitle')}
          </h2>
          <p id="site-images-hint" className="mt-1 text-sm text-slate-600">
            {t('admin.settings.imagesHint')}
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {SITE_IMAGE_SETTINGS.map((key) => (
              <SiteImageForm key={`${key}-${settings[key] ?? ''}`} imageKey={key} url={settings[key] ?? ''} busy={busy} />
            ))}
          </div>
        </section>

        <section aria-labelledby="mail-server" className={panelClasses}>
          <h2 id="mail-server" className="text-base font-semibold text-slate-900">
            {t('admin.settings.mailTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('admin.settings.mailLead')}</p>
          {/* keyed by the saved values: after a save the fields show them (the password field stays empty) */}
          <Form method="post" className="mt-4 space-y-4" key={JSON.stringify(mail)} autoComplete="off">
            <div className="grid gap-4 sm:grid-cols-2">
              {MAIL_FIELDS.map((field) => (
                <Field key={field.key} field={field} value={mail[field.key as keyof typeof mail] ?? ''} />
              ))}
              <div>
                <label htmlFor="setting-smtp_password" className="text-sm font-semibold text-slate-800">
                  {t('admin.settings.fields.smtp_password')}
                </label>
                <input id="setting-smtp_password" name="smtp_password" type="password" autoComplete="new-password" maxLength={500} placeholder={mail.smtp_password} aria-describedby="setting-smtp_password-hint" dir="ltr" className={`mt-1.5 ${inputClasses}`} />
                <p id="setting-smtp_password-hint" className="mt-1 text-xs text-slate-600">
                  {mail.smtp_password ? t('admin.settings.passwordKept') : t('admin.settings.passwordNone')}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="mail" disabled={busy} className={buttonClasses()}>
                {t('admin.settings.mailSave')}
              </button>
              {/* its own submit in the same form would send the typed fields unsaved: the test uses what is saved */}
              <button type="submit" form="mail-test" name="intent" value="mail-test" disabled={busy} className={buttonClasses({ variant: 'secondary' })}>
                {t('admin.settings.mailTest')}
              </button>
            </div>
          </Form>
          <Form method="post" id="mail-test" />
        </section>

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
