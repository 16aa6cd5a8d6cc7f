import { Form, Link, useNavigation } from 'react-router';
import { CONTENT_PAGES, type ContentPage } from '@abode/shared/schemas/admin-content';
import { buttonClasses } from '~/components/button';
import { paths } from '~/config/paths';
import { adminAction, requireStaff } from '~/features/admin/access.server';
import { fetchContentPages, saveContentPage } from '~/features/admin/content-api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { RichTextEditor } from '~/features/admin/components/rich-text-editor';
import { oneOf } from '~/features/admin/list-search';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-pages';

/** Where each page is read on the site. */
const PUBLIC_PATH: Record<ContentPage, string> = { about_us: paths.about, privacy_policy: paths.privacy, terms_conditions: paths.terms };

const pageOfUrl = (request: Request): ContentPage => oneOf(new URL(request.url).searchParams.get('page'), CONTENT_PAGES, 'about_us');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'content.manage');
  const page = pageOfUrl(request);
  const pages = await fetchContentPages(api);
  return { me, page, html: pages[page] };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'content.manage');
  const form = await request.formData();
  return adminAction(request, () => saveContentPage(api, pageOfUrl(request), String(form.get('body') ?? '')));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.content.pages.title'), description: t('admin.content.pages.lead'), path: location.pathname, noIndex: true });
};

export default function AdminPagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, page, html } = loaderData;

  return (
    <AdminShell me={me} title={t('admin.content.pages.title')} lead={t('admin.content.pages.lead')}>
      <nav aria-label={t('admin.content.pages.choose')} className="mb-5">
        <ul className="flex flex-wrap gap-2">
          {CONTENT_PAGES.map((p) => (
            <li key={p}>
              <Link
                to={paths.admin.pages(p)}
                aria-current={p === page ? 'page' : undefined}
                className="inline-flex rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {t(`admin.content.pages.names.${p}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* keyed by page and text: switching pages, or saving, starts the editor from what is stored */}
      <Form key={`${page}-${html.length}-${html.slice(0, 40)}`} method="post" className="space-y-4">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <RichTextEditor name="body" label={t(`admin.content.pages.names.${page}`)} hint={t('admin.content.editor.hint')} defaultValue={html} />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={buttonClasses()}>
            {t('admin.content.pages.save')}
          </button>
          <a href={PUBLIC_PATH[page]} className={buttonClasses({ variant: 'secondary' })}>
            {t('admin.content.pages.view')}
          </a>
        </div>
      </Form>
    </AdminShell>
  );
}
