import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { TextField } from '~/components/form-field';
import { paths } from '~/config/paths';
import { adminAction, requireStaff } from '~/features/admin/access.server';
import { addLanguage, fetchLanguages, updateLanguage } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-languages';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'languages.manage');
  return { me, languages: await fetchLanguages(api) };
}

/** Add a language, switch one on or off, make one the default. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'languages.manage');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  // the public pages read a language file again after a change (ADR 027)
  context.translationFiles?.clear();
  return adminAction(request, () => {
    if (intent === 'add') return addLanguage(api, { code: String(form.get('code') ?? ''), name: String(form.get('name') ?? ''), rtl: form.get('rtl') === '1' });
    if (intent === 'default') return updateLanguage(api, id, { is_default: '1', status: '1' });
    return updateLanguage(api, id, { status: intent === 'enable' ? '1' : '0' });
  });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.languages.title'), description: t('admin.languages.lead'), path: location.pathname, noIndex: true });
};

export default function AdminLanguagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, languages } = loaderData;

  return (
    <AdminShell me={me} title={t('admin.languages.title')} lead={t('admin.languages.lead')}>
      <div className="space-y-6">
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {languages.map((language) => (
            <li key={language.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h2 className="font-semibold text-slate-900">
                  <Link to={paths.admin.language(language.id)} className="text-brand-700 hover:underline">
                    <span lang={language.code} dir={language.rtl ? 'rtl' : 'ltr'}>
                      {language.name}
                    </span>
                  </Link>{' '}
                  <span className="font-mono text-sm text-slate-600">{language.code}</span>
                </h2>
                <p className="text-sm text-slate-600">
                  {t('admin.languages.strings', { count: language.strings })}
                  {language.rtl ? ` · ${t('admin.languages.rtl')}` : ''}
                  {' · '}
                  {language.is_default ? t('admin.languages.default') : language.status ? t('admin.users.active') : t('admin.languages.off')}
                </p>
              </div>
              {language.is_default ? null : (
                <Form method="post" className="flex flex-wrap gap-2">
                  <input type="hidden" name="id" value={language.id} />
                  <button type="submit" name="intent" value={language.status ? 'disable' : 'enable'} disabled={busy} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                    {language.status ? t('admin.languages.switchOff') : t('admin.languages.switchOn')}
                    <span className="sr-only">: {language.name}</span>
                  </button>
                  <button type="submit" name="intent" value="default" disabled={busy} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                    {t('admin.languages.makeDefault')}
                    <span className="sr-only">: {language.name}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>

        <section aria-labelledby="add-language" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="add-language" className="text-base font-semibold text-slate-900">
            {t('admin.languages.add')}
          </h2>
          <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-3 sm:items-end">
            <TextField name="code" id="language-code" label={t('admin.languages.code')} hint={t('admin.languages.codeHint')} required maxLength={12} pattern="[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?" />
            <TextField name="name" id="language-name" label={t('admin.languages.name')} required maxLength={100} />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="rtl" value="1" className="size-4 accent-brand-700" />
              {t('admin.languages.rtlLabel')}
            </label>
            <div className="sm:col-span-3">
              <button type="submit" name="intent" value="add" disabled={busy} className={buttonClasses()}>
                {t('admin.languages.addButton')}
              </button>
            </div>
          </Form>
        </section>
      </div>
    </AdminShell>
  );
}
