import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import { PARAMETER_COLUMNS } from '../../core/db/parameter-columns.js';
import type { Database } from '../../core/db/schema.js';
import { isVisibleProperty } from '../properties/visibility.js';

export interface CategoryFilter {
  search?: string | undefined;
  id?: number | undefined;
  slugId?: string | undefined;
  withPropertiesOnly?: boolean | undefined;
  now: string;
}

/** Approved, active, unexpired listings of the category row in scope. */
function visibleListings(eb: ExpressionBuilder<Database, 'categories'>, now: string) {
  return eb
    .selectFrom('properties')
    .whereRef('properties.category_id', '=', 'categories.id')
    .where((w) => isVisibleProperty(w, now));
}

export function createCategoriesRepo(db: Db) {
  function filtered(filter: CategoryFilter) {
    let query = db.selectFrom('categories').where('categories.status', '=', 1);
    if (filter.id !== undefined) query = query.where('categories.id', '=', filter.id);
    if (filter.slugId !== undefined) query = query.where('categories.slug_id', '=', filter.slugId);
    if (filter.search !== undefined) {
      const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb(eb.fn('lower', ['categories.category']), 'like', pattern));
    }
    if (filter.withPropertiesOnly) query = query.where((eb) => eb.exists(visibleListings(eb, filter.now).select('properties.id')));
    return query;
  }

  return {
    async list(filter: CategoryFilter, page: { offset: number; limit: number }) {
      const [rows, count] = await Promise.all([
        filtered(filter)
          .selectAll('categories')
          .select((eb) => visibleListings(eb, filter.now).select((c) => c.fn.countAll<number>().as('n')).as('properties_count'))
          .orderBy('categories.sort_order')
          .orderBy('categories.id')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        filtered(filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((r) => ({ ...r, properties_count: Number(r.properties_count ?? 0) })), total: Number(count.n) };
    },

    /** Parameters of these categories, in each category's order. */
    parametersOf(categoryIds: readonly number[]) {
      if (categoryIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('category_parameters')
        .innerJoin('parameters', 'parameters.id', 'category_parameters.parameter_id')
        .select([
          'category_parameters.category_id',
          ...PARAMETER_COLUMNS,
        ])
        .where('category_parameters.category_id', 'in', [...new Set(categoryIds)])
        .orderBy('category_parameters.category_id')
        .orderBy('category_parameters.sort_order')
        .orderBy('parameters.id')
        .execute();
    },
  };
}
export type CategoriesRepo = ReturnType<typeof createCategoriesRepo>;
