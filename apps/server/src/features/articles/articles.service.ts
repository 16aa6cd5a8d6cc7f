import type { Article, GetArticlesQuery } from '@abode/shared/schemas/articles';
import type { Storage } from '../../core/media/storage.js';
import type { LanguagesService } from '../languages/languages.service.js';
import { postedOn } from '../properties/property.mapper.js';
import type { ArticleRow, ArticlesRepo } from './articles.repo.js';

const SIMILAR_ARTICLES = 5;

export function createArticlesService(deps: { repo: ArticlesRepo; storage: Storage; languages: LanguagesService }) {
  const { repo, storage, languages } = deps;

  async function present(rows: ArticleRow[], contentLanguage: string | undefined): Promise<Article[]> {
    const tr = await languages.translations(contentLanguage, { article: rows.map((r) => r.id) });
    const now = Date.now();
    const text = (r: ArticleRow, field: 'title' | 'description') => tr.text('article', r.id, field, r[field]);
    return rows.map((r) => ({
      id: r.id,
      slug_id: r.slug_id,
      image: storage.url(r.image),
      title: r.title,
      description: r.description,
      view_count: r.view_count,
      meta_title: r.meta_title || r.title,
      meta_description: r.meta_description ?? '',
      meta_keywords: r.meta_keywords ?? '',
      meta_image: storage.url(r.image),
      category_id: r.category_id,
      category:
        r.category_id !== null && r.category_name !== null && r.category_slug_id !== null
          ? { id: r.category_id, category: r.category_name, slug_id: r.category_slug_id }
          : null,
      created_at: r.created_at,
      posted_on: postedOn(r.created_at, now),
      translated_title: text(r, 'title'),
      translated_description: text(r, 'description'),
    }));
  }

  return {
    /**
     * get_articles: a page of articles, or one article (by id or slug) with similar ones. Reading
     * one counts a view unless it is a metadata read (`with_seo`).
     */
    async get(query: GetArticlesQuery, contentLanguage: string | undefined): Promise<{ data: Article[]; total: number; similar?: Article[] }> {
      if (query.id !== undefined || query.slug_id !== undefined) {
        const row = await repo.find({ id: query.id, slugId: query.slug_id });
        if (!row) return { data: [], total: 0 };
        if (!query.with_seo) {
          await repo.countView(row.id);
          row.view_count += 1;
        }
        const similar = await repo.list({ categoryId: row.category_id, excludeId: row.id }, { offset: 0, limit: SIMILAR_ARTICLES });
        const [data, similarArticles] = await Promise.all([present([row], contentLanguage), present(similar.rows, contentLanguage)]);
        return { data, total: 1, similar: similarArticles };
      }
      const categoryId = query.category_id === 0 ? null : query.category_id;
      const { rows, total } = await repo.list({ categoryId }, { offset: query.offset, limit: query.limit });
      return { data: await present(rows, contentLanguage), total };
    },

    async latest(limit: number, contentLanguage: string | undefined): Promise<Article[]> {
      const { rows } = await repo.list({}, { offset: 0, limit });
      return present(rows, contentLanguage);
    },
  };
}
export type ArticlesService = ReturnType<typeof createArticlesService>;
