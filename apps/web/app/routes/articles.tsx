import { useTranslation } from '~/lib/translation';
import { EmptyState } from '~/components/empty-state';
import { PageHeader } from '~/components/page-header';
import { Pagination } from '~/components/pagination';
import { pageHref, paths } from '~/config/paths';
import { ARTICLES_PAGE_SIZE, articlesPageQuery } from '~/features/articles/api';
import { ArticleCard } from '~/features/articles/components/article-card';
import type { ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { loadPagedList, pagedListMeta } from '~/lib/paged-list';
import { pageCount } from '~/lib/paging';
import type { Route } from './+types/articles';

async function load(api: ApiClient, url: URL) {
  return loadPagedList(url, (page) => api.load(articlesPageQuery(page)));
}

export const loader = ({ request, context }: Route.LoaderArgs) => load(serverApi(request, context), new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(browserApi(), new URL(request.url));

export const meta: Route.MetaFunction = pagedListMeta((t) => ({ title: t('articles.title'), description: t('articles.lead') }));

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, items, total } = loaderData;
  return (
    <>
      <PageHeader title={t('articles.title')} lead={t('articles.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {items.length === 0 ? (
          <EmptyState title={t('articles.emptyTitle')} text={t('articles.emptyText')} />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((article) => (
                <li key={article.id} className="flex [&>article]:w-full">
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount(total, ARTICLES_PAGE_SIZE)} hrefFor={(p) => pageHref(paths.articles, p)} />
          </>
        )}
      </div>
    </>
  );
}
