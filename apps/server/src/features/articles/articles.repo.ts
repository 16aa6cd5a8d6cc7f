import type { AdminArticlesQuery } from '@abode/shared/schemas/admin-content';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import { contains } from '../../core/db/like.js';
import type { ArticlesTable, Database } from '../../core/db/schema.js';

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

    // The console's reads and writes (articles-admin.service.ts): drafts too; writes take the
    // transaction their audit row is written in.

    async adminList(query: AdminArticlesQuery) {
      let base = db.selectFrom('articles').leftJoin('article_categories', 'article_categories.id', 'articles.category_id');
      if (query.search) {
        const search = query.search;
        base = base.where((eb) => eb.or([contains(eb, 'articles.title', search), contains(eb, 'articles.slug_id', search)]));
      }
      if (query.status) base = base.where('articles.status', '=', query.status === 'published' ? 1 : 0);
      if (query.category_id !== undefined) base = base.where('articles.category_id', '=', query.category_id);
      const [rows, count] = await Promise.all([
        base
          .select(['articles.id', 'articles.slug_id', 'articles.title', 'articles.image', 'articles.status', 'articles.category_id', 'articles.view_count', 'articles.created_at', 'articles.updated_at', 'article_categories.category as category_name'])
          .orderBy('articles.created_at', 'desc')
          .orderBy('articles.id', 'desc')
          .offset(query.offset)
          .limit(query.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    adminFind(id: number) {
      return db
        .selectFrom('articles')
        .leftJoin('article_categories', 'article_categories.id', 'articles.category_id')
        .selectAll('articles')
        .select('article_categories.category as category_name')
        .where('articles.id', '=', id)
        .executeTakeFirst();
    },

    async slugTaken(slug: string, exceptId?: number) {
      let query = db.selectFrom('articles').select('id').where('slug_id', '=', slug);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(trx: Kysely<Database>, values: Insertable<ArticlesTable>) {
      return (await trx.insertInto('articles').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },

    async update(trx: Kysely<Database>, id: number, values: Partial<Insertable<ArticlesTable>>) {
      await trx.updateTable('articles').set({ ...values, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    },

    async remove(trx: Kysely<Database>, id: number) {
      await trx.deleteFrom('articles').where('id', '=', id).execute();
    },

    categories() {
      return db
        .selectFrom('article_categories')
        .leftJoin('articles', 'articles.category_id', 'article_categories.id')
        .select(['article_categories.id', 'article_categories.category', 'article_categories.slug_id', (eb) => eb.fn.count<number>('articles.id').as('articles')])
        .groupBy(['article_categories.id', 'article_categories.category', 'article_categories.slug_id'])
        .orderBy('article_categories.category')
        .execute();
    },

    category(id: number) {
      return db.selectFrom('article_categories').select(['id', 'category', 'slug_id']).where('id', '=', id).executeTakeFirst();
    },

    async categorySlugTaken(slug: string, exceptId?: number) {
      let query = db.selectFrom('article_categories').select('id').where('slug_id', '=', slug);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async saveCategory(trx: Kysely<Database>, id: number | null, values: { category: string; slug_id: string }) {
      if (id === null) return (await trx.insertInto('article_categories').values(values).returning('id').executeTakeFirstOrThrow()).id;
      await trx.updateTable('article_categories').set({ ...values, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
      return id;
    },

    /** Its articles stay, without a category ("general"). */
    async removeCategory(trx: Kysely<Database>, id: number) {
      await trx.updateTable('articles').set({ category_id: null }).where('category_id', '=', id).execute();
      await trx.deleteFrom('article_categories').where('id', '=', id).execute();
    },
  };
}
export type ArticlesRepo = ReturnType<typeof createArticlesRepo>;
export type ArticleRow = NonNullable<Awaited<ReturnType<ArticlesRepo['find']>>>;
