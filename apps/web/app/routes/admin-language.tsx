import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { inputClasses } from '~/components/form-field';
import { Pagination } from '~/components/pagination';
import { paths } from '~/config/paths';
import { adminAction, refuse, requireStaff } from '~/features/admin/access.server';
import { fetchLanguages, fetchLanguageStrings, LANGUAGE_STRINGS_PAGE_SIZE, languageFileUrl, setLanguageString, uploadLanguageFile } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { searchText } from '~/features/admin/list-search';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf, pageWindow } from '~/lib/paging';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-language';

function idOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idOf(params);
  const { api, me } = await requireStaff(request, context, 'languages.manage');
  const url = new URL(request.url);
  const search = searchText(url.searchParams.get('search'));
  const missing = url.searchParams.get('missing') === '1' ? '1' : undefined;
  const page = pageOf(url);
  const [languages, strings] = await Promise.all([fetchLanguages(api), fetchLanguageStrings(api, id, { search, missing, ...pageWindow(page, LANGUAGE_STRINGS_PAGE_SIZE) })]);
  const language = languages.find((l) => l.id === id);
  if (!language) throw new Response(null, { status: 404 });
  return { me, language, search: search ?? '', missing: missing === '1', page, ...strings };
}

/** Save one string, or upload a whole file. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idOf(params);
  const { api } = await requireStaff(request, context, 'languages.manage');
  const form = await request.formData();
  if (form.get('intent') === 'upload') {
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) return refuse('admin.languages.chooseFile');
    context.translationFiles?.clear();
    return adminAction(request, () => uploadLanguageFile(api, id, file));
  }
  // the public pages show the new text at once (ADR 027)
  context.translationFiles?.clear();
  return adminAction(request, () => setLanguageString(api, id, String(form.get('key') ?? ''), String(form.get('value') ?? '')));
}

export const meta: Route.MetaFunction = ({ matches, location, data }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: data?.language.name ?? t('admin.languages.title'), description: t('admin.languages.lead'), path: location.pathname, noIndex: true });
};

export default function AdminLanguagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, language, search, missing, page, items, total } = loaderData;
  const here = (p: number) => paths.admin.language(language.id, { search: search || undefined, missing: missing ? '1' : undefined, page: p > 1 ? p : undefined });
  const dir = language.rtl ? 'rtl' : 'ltr';

  return (
    <AdminShell
      me={me}
      title={language.name}
      lead={t('admin.languages.editLead', { count: total })}
      actions={
        <a href={languageFileUrl(language.id)} download={`${language.code}.json`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('admin.languages.download')}
        </a>
      }
    >
      <div className="space-y-5">
        <p>
          <Link to={paths.admin.languages} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('admin.languages.back')}
          </Link>
        </p>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4">
          <div className="min-w-0 flex-1">
            <label htmlFor="language-file" className="text-sm font-semibold text-slate-800">
              {t('admin.languages.upload')}
            </label>
            <input id="language-file" name="file" type="file" accept="application/json,.json" required aria-describedby="language-file-hint" className="mt-1.5 block w-full text-sm" />
            <p id="language-file-hint" className="mt-1 text-sm text-slate-600">
              {t('admin.languages.uploadHint')}
            </p>
          </div>
          <button type="submit" name="intent" value="upload" disabled={busy} className={buttonClasses({ size: 'sm' })}>
            {t('admin.languages.uploadButton')}
          </button>
        </Form>

        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div className="w-full min-w-0 sm:w-auto sm:max-w-sm sm:flex-1">
            <label htmlFor="string-search" className="text-sm font-semibold text-slate-800">
              {t('admin.languages.search')}
            </label>
            <input id="string-search" name="search" type="search" defaultValue={search} maxLength={200} className={`mt-1.5 ${inputClasses}`} />
          </div>
          <label className="flex items-center gap-2 pb-3 text-sm">
            <input type="checkbox" name="missing" value="1" defaultChecked={missing} className="size-4 accent-brand-700" />
            {t('admin.languages.missingOnly')}
          </label>
          <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
            {t('admin.queue.searchButton')}
          </button>
        </Form>

        {items.length === 0 ? (
          <EmptyState title={t('admin.languages.noStrings')} text={t('admin.languages.noStringsText')} />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
              {items.map((row) => {
                const fieldId = `string-${row.key}`;
                return (
                  <li key={row.key} className="p-4">
                    <Form method="post" className="grid gap-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] lg:items-start lg:gap-4">
                      <div className="min-w-0 text-sm">
                        <label htmlFor={fieldId} className="block font-mono text-xs break-all text-slate-600">
                          {row.key}
                        </label>
                        <p lang="en" dir="ltr" className="mt-1 text-start break-words text-slate-900">
                          {row.english || '—'}
                        </p>
                      </div>
                      <input type="hidden" name="key" value={row.key} />
                      <textarea id={fieldId} name="value" defaultValue={row.value ?? ''} rows={2} maxLength={5000} lang={language.code} dir={dir} placeholder={row.english} className={inputClasses} />
                      <button type="submit" disabled={busy} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                        {t('admin.staff.save')}
                        <span className="sr-only">: {row.key}</span>
                      </button>
                    </Form>
                  </li>
                );
              })}
            </ul>
            <Pagination page={page} pageCount={pageCount(total, LANGUAGE_STRINGS_PAGE_SIZE)} hrefFor={here} />
          </>
        )}
      </div>
    </AdminShell>
  );
}
