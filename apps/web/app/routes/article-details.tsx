import { useTranslation } from '~/lib/translation';
import { data } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { EyeIcon } from '~/components/icons';
import { Photo } from '~/components/photo';
import { paths } from '~/config/paths';
import { articleQuery } from '~/features/articles/api';
import { ArticleCard } from '~/features/articles/components/article-card';
import type { ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { useFormatters } from '~/lib/format';
import { safeHtml } from '~/lib/html';
import { pageMeta, rootDataOf } from '~/lib/meta';
import { plainText } from '~/lib/text';
import type { Route } from './+types/article-details';
import { TimeAgo } from '~/components/time-ago';

const SIMILAR_SHOWN = 3;

async function load(api: ApiClient, slugId: string) {
  const found = await api.load(articleQuery(slugId));
  if (!found) throw data(null, { status: 404 });
  const { article, similar } = found;
  return {
    article: {
      title: article.translated_title || article.title,
      html: safeHtml(article.translated_description || article.description),
      image: article.image,
      category: article.category?.category ?? null,
      createdAt: article.created_at,
      views: article.view_count,
      metaTitle: article.meta_title,
      metaDescription: article.meta_description,
    },
    similar: similar.slice(0, SIMILAR_SHOWN),
  };
}

export const loader = ({ request, context, params }: Route.LoaderArgs) => load(serverApi(request, context), params.slug_id);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => load(browserApi(), params.slug_id);

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const article = loaderData?.article;
  if (!article) return [];
  return pageMeta(rootDataOf(matches), {
    title: article.metaTitle || article.title,
    description: article.metaDescription || plainText(article.html),
    image: article.image,
    path: location.pathname,
    type: 'article',
  });
};

export default function ArticleDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { article, similar } = loaderData;
  return (
    <article>
      <header className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-12">
        <Breadcrumbs links={[{ label: t('nav.articles'), to: paths.articles }]} />
        {article.category ? <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700 uppercase">{article.category}</p> : null}
        <h1 className="bidi-plain mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{article.title}</h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <time dateTime={article.createdAt} suppressHydrationWarning>
            <TimeAgo date={article.createdAt} />
          </time>
          <span className="inline-flex items-center gap-1.5">
            <EyeIcon size={16} className="text-slate-500" />
            {t('property.views', { count: article.views, formatted: format.number(article.views) })}
          </span>
        </p>
      </header>
      {article.image ? (
        <div className="mx-auto mt-8 max-w-5xl px-4 sm:px-6">
          <Photo src={article.image} alt="" width={1600} height={900} sizes="(min-width: 1024px) 976px, 100vw" priority className="aspect-[16/9] w-full rounded-3xl" />
        </div>
      ) : null}
      <div className="prose-content bidi-plain mx-auto max-w-3xl px-4 py-10 text-base sm:px-6 sm:text-lg" dangerouslySetInnerHTML={{ __html: article.html }} />
      {similar.length > 0 ? (
        <section aria-labelledby="similar-title" className="border-t border-slate-200 bg-slate-50 py-14">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="similar-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('articles.similar')}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {similar.map((item) => (
                <li key={item.id} className="flex [&>article]:w-full">
                  <ArticleCard article={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </article>
  );
}
