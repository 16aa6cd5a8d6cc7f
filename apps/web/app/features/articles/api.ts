import type { Article } from '@abode/shared/schemas/articles';
import type { ApiClient, ApiQuery } from '~/lib/api-client';
import { pageWindow } from '~/lib/paging';
import { toArticleSummary, type ArticleSummary } from './cards';

export const ARTICLES_PAGE_SIZE = 9;

export function articlesPageQuery(page: number): ApiQuery<{ items: ArticleSummary[]; total: number }> {
  return {
    key: ['articles', 'page', page],
    fetch: async (api) => {
      const response = await api.get<Article[]>('get_articles', pageWindow(page, ARTICLES_PAGE_SIZE));
      return { items: response.data.map(toArticleSummary), total: response.total ?? response.data.length };
    },
  };
}

export interface ArticleWithSimilar {
  article: Article;
  similar: ArticleSummary[];
}

/** One article by slug with up to a few from the same category; null when there is none. */
export function articleQuery(slugId: string): ApiQuery<ArticleWithSimilar | null> {
  return {
    key: ['articles', 'detail', slugId],
    fetch: async (api) => {
      const response = await api.get<Article[]>('get_articles', { slug_id: slugId });
      const article = response.data[0];
      if (!article) return null;
      const similar = Array.isArray(response.similar_articles) ? (response.similar_articles as Article[]) : [];
      return { article, similar: similar.map(toArticleSummary) };
    },
  };
}

/** URLs of articles for the sitemap (a metadata read: not counted as views). */
export async function fetchArticleSlugs(api: ApiClient, window: { offset: number; limit: number }): Promise<{ items: { slug_id: string; created_at: string }[]; total: number }> {
  const response = await api.get<Article[]>('get_articles', { ...window, with_seo: 1 });
  return { items: response.data.map(({ slug_id, created_at }) => ({ slug_id, created_at })), total: response.total ?? response.data.length };
}
