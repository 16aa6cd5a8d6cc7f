import { useTranslation } from '~/lib/translation';
import { data } from 'react-router';
import { PageHeader } from '~/components/page-header';
import { paths } from '~/config/paths';
import { fetchPageSetting } from '~/features/settings/api';
import { serverApi } from '~/lib/api.server';
import { safeHtml } from '~/lib/html';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import type { PageSetting } from '~/lib/site-context';
import { plainText } from '~/lib/text';
import type { Route } from './+types/content-page';

/** The pages whose text the admin writes in settings. */
const PAGES: Record<string, { setting: PageSetting; title: string }> = {
  [paths.about]: { setting: 'about_us', title: 'pages.about' },
  [paths.privacy]: { setting: 'privacy_policy', title: 'pages.privacy' },
  [paths.terms]: { setting: 'terms_conditions', title: 'pages.terms' },
};

const LEADING_HEADING = /^\s*<h[12][^>]*>([\s\S]*?)<\/h[12]>/i;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = PAGES[new URL(request.url).pathname];
  if (!page) throw data(null, { status: 404 });
  const html = safeHtml(await fetchPageSetting(serverApi(request, context), page.setting));
  // The admin's text usually opens with its own heading: it becomes the page's title.
  const heading = LEADING_HEADING.exec(html);
  return {
    titleKey: page.title,
    headline: heading ? plainText(heading[1] ?? '') : '',
    body: heading ? html.slice(heading[0].length) : html,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  if (!loaderData) return [];
  return pageMeta(root, { title: t(loaderData.titleKey), description: plainText(loaderData.body), path: location.pathname });
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { titleKey, headline, body } = loaderData;
  return (
    <>
      <PageHeader eyebrow={headline ? t(titleKey) : undefined} title={headline || t(titleKey)} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="max-w-3xl">
        {body.trim() ? (
          <div className="prose-content bidi-plain text-base sm:text-lg" dangerouslySetInnerHTML={{ __html: body }} />
        ) : (
          <p className="text-slate-600">{t('pages.empty')}</p>
        )}
        </div>
      </div>
    </>
  );
}
