import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import { childRowsOf } from '../../core/db/child-rows.js';
import { CATEGORY_AND_OWNER_COLUMNS } from '../../core/db/listing-columns.js';
import type { Database } from '../../core/db/schema.js';
import { isVisibleProject } from '../properties/visibility.js';

export interface ProjectSearch {
  id?: number | undefined;
  slugId?: string | undefined;
  search?: string | undefined;
  categoryId?: number | undefined;
  city?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
  postedAfter?: string | undefined;
  featuredOnly?: boolean | undefined;
  /** null: the company's own projects (added by the admin, no user) */
  ownerId?: number | null | undefined;
  excludeId?: number | undefined;
}

type ProjectsScope = ExpressionBuilder<Database, 'projects'>;

/** The project has an approved, enabled advertisement running now. */
function featured(eb: ProjectsScope, now: string) {
  return eb.exists(
    eb
      .selectFrom('advertisements')
      .select('advertisements.id')
      .whereRef('advertisements.project_id', '=', 'projects.id')
      .where('advertisements.status', '=', 0)
      .where('advertisements.is_enable', '=', 1)
      .where('advertisements.start_date', '<=', now)
      .where('advertisements.end_date', '>=', now),
  );
}

export function createProjectsRepo(db: Db) {
  function matching(filter: ProjectSearch, now: string) {
    let query = db.selectFrom('projects').where((eb) => isVisibleProject(eb));
    if (filter.id !== undefined) query = query.where('projects.id', '=', filter.id);
    if (filter.slugId !== undefined) query = query.where('projects.slug_id', '=', filter.slugId);
    if (filter.categoryId !== undefined) query = query.where('projects.category_id', '=', filter.categoryId);
    for (const place of ['city', 'state', 'country'] as const) {
      const value = filter[place];
      if (value !== undefined) query = query.where((eb) => eb(eb.fn('lower', [`projects.${place}`]), '=', value.toLowerCase()));
    }
    if (filter.postedAfter !== undefined) query = query.where('projects.created_at', '>=', filter.postedAfter);
    if (filter.ownerId === null) query = query.where('projects.user_id', 'is', null);
    else if (filter.ownerId !== undefined) query = query.where('projects.user_id', '=', filter.ownerId);
    if (filter.excludeId !== undefined) query = query.where('projects.id', '<>', filter.excludeId);
    if (filter.featuredOnly) query = query.where((eb) => featured(eb, now));
    if (filter.search !== undefined) {
      const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or(
          (['projects.title', 'projects.location', 'projects.city'] as const).map(
            (column) => sql<boolean>`${eb.fn('lower', [column])} like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return query;
  }

  return {
    /** Ids of a page of visible projects, featured first, then newest; and the total. */
    async search(filter: ProjectSearch, page: { offset: number; limit: number }, now: string) {
      const [rows, count] = await Promise.all([
        matching(filter, now)
          .select('projects.id')
          .orderBy((eb) => eb.case().when(featured(eb, now)).then(1).else(0).end(), 'desc')
          .orderBy('projects.created_at', 'desc')
          .orderBy('projects.id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        matching(filter, now)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.map((r) => r.id), total: Number(count.n) };
    },

    async rowsByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('projects')
        .innerJoin('categories', 'categories.id', 'projects.category_id')
        .leftJoin('users', 'users.id', 'projects.user_id')
        .selectAll('projects')
        .select(CATEGORY_AND_OWNER_COLUMNS)
        .where('projects.id', 'in', [...new Set(ids)])
        .execute();
    },

    imagesOf: (ids: readonly number[]) => childRowsOf(db, 'project_images', ['id', 'project_id', 'image'], ids),

    documentsOf: (ids: readonly number[]) => childRowsOf(db, 'project_documents', ['id', 'project_id', 'file', 'file_name'], ids),

    plansOf: (ids: readonly number[]) => childRowsOf(db, 'project_plans', ['id', 'project_id', 'title', 'document'], ids),

    /** Which of these projects are featured now. */
    async featuredAmong(ids: readonly number[], now: string): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('projects')
        .select('projects.id')
        .where('projects.id', 'in', [...new Set(ids)])
        .where((eb) => featured(eb, now))
        .execute();
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type ProjectsRepo = ReturnType<typeof createProjectsRepo>;
export type ProjectRow = Awaited<ReturnType<ProjectsRepo['rowsByIds']>>[number];
