import type { Article } from '@abode/shared/schemas/articles';
import type { ApiClient } from '~/lib/api-client';

/** URLs of articles for the sitemap (a metadata read: not counted as views). */
export async function fetchArticleSlugs(api: ApiClient, limit: number): Promise<{ slug_id: string; created_at: string }[]> {
  const response = await api.get<Article[]>('get_articles', { offset: 0, limit, with_seo: 1 });
  return response.data.map(({ slug_id, created_at }) => ({ slug_id, created_at }));
}
