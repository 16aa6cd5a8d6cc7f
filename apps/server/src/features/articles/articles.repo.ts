import { sql } from 'kysely';
import type { Db } from '../../core/db/connect.js';

export interface ArticleFilter {
  /** null: articles without a category ("general"). */
  categoryId?: number | null | undefined;
  excludeId?: number | undefined;
}

export function createArticlesRepo(db: Db) {
  function published(filter: ArticleFilter = {}) {
    let query = db
      .selectFrom('articles')
      .leftJoin('article_categories', 'article_categories.id', 'articles.category_id')
      .where('articles.status', '=', 1);
    if (filter.categoryId === null) query = query.where('articles.category_id', 'is', null);
    else if (filter.categoryId !== undefined) query = query.where('articles.category_id', '=', filter.categoryId);
    if (filter.excludeId !== undefined) query = query.where('articles.id', '<>', filter.excludeId);
    return query;
  }

  const columns = [
    'articles.id',
    'articles.slug_id',
    'articles.category_id',
    'articles.title',
    'articles.description',
    'articles.image',
    'articles.view_count',
    'articles.meta_title',
    'articles.meta_description',
    'articles.meta_keywords',
    'articles.created_at',
    'article_categories.category as category_name',
    'article_categories.slug_id as category_slug_id',
  ] as const;

  return {
    async list(filter: ArticleFilter, page: { offset: number; limit: number }) {
      const [rows, count] = await Promise.all([
        published(filter).select(columns).orderBy('articles.created_at', 'desc').orderBy('articles.id', 'desc').offset(page.offset).limit(page.limit).execute(),
        published(filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    find(key: { id?: number | undefined; slugId?: string | undefined }) {
      let query = published().select(columns);
      if (key.id !== undefined) query = query.where('articles.id', '=', key.id);
      if (key.slugId !== undefined) query = query.where('articles.slug_id', '=', key.slugId);
      return query.executeTakeFirst();
    },

    async countView(id: number) {
      await db
        .updateTable('articles')
        .set({ view_count: sql`view_count + 1` })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type ArticlesRepo = ReturnType<typeof createArticlesRepo>;
export type ArticleRow = NonNullable<Awaited<ReturnType<ArticlesRepo['find']>>>;
