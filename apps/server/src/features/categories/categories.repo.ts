import type { ExpressionBuilder, Transaction } from 'kysely';
import { type AuditEntry, recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import { dropTranslations, nameTranslationsOf, writeNameTranslations } from '../../core/db/name-translations.js';
import { PARAMETER_COLUMNS } from '../../core/db/parameter-columns.js';
import type { Database, ParametersTable } from '../../core/db/schema.js';
import { sameMembers } from '../../core/db/sort-order.js';
import { isUniqueViolation } from '../../core/db/unique-violation.js';
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

/** A category as the admin console writes it. */
export interface CategoryValues {
  category: string;
  slug_id: string;
  image?: string | undefined;
  status: number;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

/** A parameter as the admin console writes it (type_values: the options as a JSON array). */
export interface ParameterValues {
  name: string;
  type_of_parameter: ParametersTable['type_of_parameter'];
  type_values: string;
  is_required: number;
}

type Audit = Omit<AuditEntry, 'entityId' | 'entity'>;
const stamp = () => new Date().toISOString();

export function createCategoriesRepo(db: Db) {
  /** Runs a category write in a transaction; two writes racing for one slug: the second answers 'slug-taken'. */
  async function slugChecked<T>(write: (trx: Transaction<Database>) => Promise<T>): Promise<T | 'slug-taken'> {
    try {
      return await db.transaction().execute(write);
    } catch (error) {
      if (isUniqueViolation(error)) return 'slug-taken';
      throw error;
    }
  }

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

    // The admin console (catalogue.manage): every category, on or off; each change audited in its transaction.

    /** Every category in its order, with its listings (any state) and parameters counted. */
    async adminList(id?: number) {
      let query = db
        .selectFrom('categories')
        .selectAll('categories')
        .select((eb) => [
          eb.selectFrom('properties').whereRef('properties.category_id', '=', 'categories.id').select((c) => c.fn.countAll<number>().as('n')).as('property_count'),
          eb.selectFrom('projects').whereRef('projects.category_id', '=', 'categories.id').select((c) => c.fn.countAll<number>().as('n')).as('project_count'),
          eb.selectFrom('category_parameters').whereRef('category_parameters.category_id', '=', 'categories.id').select((c) => c.fn.countAll<number>().as('n')).as('parameter_count'),
        ])
        .orderBy('categories.sort_order')
        .orderBy('categories.id');
      if (id !== undefined) query = query.where('categories.id', '=', id);
      const rows = await query.execute();
      const translations = await nameTranslationsOf(db, 'category', 'category', rows.map((r) => r.id));
      return rows.map((r) => ({
        ...r,
        listings: Number(r.property_count ?? 0) + Number(r.project_count ?? 0),
        parameters: Number(r.parameter_count ?? 0),
        translations: translations.get(r.id) ?? {},
      }));
    },

    /** A category's parameters in order, with how many other categories share each. */
    async adminParameters(categoryId: number) {
      const rows = await db
        .selectFrom('category_parameters')
        .innerJoin('parameters', 'parameters.id', 'category_parameters.parameter_id')
        .select(PARAMETER_COLUMNS)
        .select((eb) =>
          eb
            .selectFrom('category_parameters as other')
            .whereRef('other.parameter_id', '=', 'parameters.id')
            .where('other.category_id', '<>', categoryId)
            .select((c) => c.fn.countAll<number>().as('n'))
            .as('other_categories'),
        )
        .where('category_parameters.category_id', '=', categoryId)
        .orderBy('category_parameters.sort_order')
        .orderBy('parameters.id')
        .execute();
      const translations = await nameTranslationsOf(db, 'parameter', 'name', rows.map((r) => r.id));
      return rows.map((r) => ({ ...r, other_categories: Number(r.other_categories ?? 0), translations: translations.get(r.id) ?? {} }));
    },

    async slugTaken(slug: string, exceptId?: number) {
      let query = db.selectFrom('categories').select('id').where('slug_id', '=', slug);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** A new category, last in the order; 'slug-taken' when another took the slug meanwhile (unique index). */
    async create(values: CategoryValues, translations: Record<string, string> | undefined, audit: Audit): Promise<number | 'slug-taken'> {
      return slugChecked(async (trx) => {
        const last = await trx.selectFrom('categories').select((eb) => eb.fn.max('sort_order').as('n')).executeTakeFirst();
        const row = await trx
          .insertInto('categories')
          .values({ ...values, image: values.image ?? null, sort_order: Number(last?.n ?? 0) + 1, created_at: stamp(), updated_at: stamp() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeNameTranslations(trx, 'category', row.id, 'category', translations);
        await recordAudit(trx, { ...audit, entity: 'category', entityId: row.id, after: { ...values, translations } });
        return row.id;
      });
    },

    /** false when the category is gone; 'slug-taken' as for create. */
    async update(id: number, values: CategoryValues, translations: Record<string, string> | undefined, audit: Audit): Promise<boolean | 'slug-taken'> {
      return slugChecked(async (trx) => {
        const before = await trx.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return false;
        const { image, ...rest } = values;
        await trx.updateTable('categories').set({ ...rest, ...(image ? { image } : {}), updated_at: stamp() }).where('id', '=', id).execute();
        await writeNameTranslations(trx, 'category', id, 'category', translations);
        await recordAudit(trx, { ...audit, entity: 'category', entityId: id, before, after: { ...values, translations } });
        return true;
      });
    },

    /**
     * Deletes a category no listing uses, with its parameters no other category shares: 'in-use'
     * when listings or projects are in it (checked in the deleting transaction).
     */
    async remove(id: number, audit: Audit): Promise<{ outcome: 'gone' } | { outcome: 'in-use' } | { outcome: 'deleted'; image: string | null }> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return { outcome: 'gone' as const };
        const used =
          (await trx.selectFrom('properties').select('id').where('category_id', '=', id).limit(1).executeTakeFirst()) ??
          (await trx.selectFrom('projects').select('id').where('category_id', '=', id).limit(1).executeTakeFirst());
        if (used) return { outcome: 'in-use' as const };
        const parameterIds = (await trx.selectFrom('category_parameters').select('parameter_id').where('category_id', '=', id).execute()).map((r) => r.parameter_id);
        await trx.deleteFrom('category_parameters').where('category_id', '=', id).execute();
        for (const parameterId of parameterIds) await dropUnsharedParameter(trx, parameterId);
        await trx.deleteFrom('categories').where('id', '=', id).execute();
        await dropTranslations(trx, 'category', id);
        await recordAudit(trx, { ...audit, entity: 'category', entityId: id, before: { ...before, parameter_ids: parameterIds } });
        return { outcome: 'deleted' as const, image: before.image };
      });
    },

    /** false when `ids` is not every category once. */
    async reorder(ids: readonly number[], audit: Audit): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('categories').select(['id', 'sort_order']).orderBy('sort_order').orderBy('id').execute();
        if (!sameMembers(ids, current.map((r) => r.id))) return false;
        for (const [index, id] of ids.entries()) await trx.updateTable('categories').set({ sort_order: index + 1 }).where('id', '=', id).execute();
        await recordAudit(trx, { ...audit, entity: 'category', entityId: null, before: { order: current.map((r) => r.id) }, after: { order: ids } });
        return true;
      });
    },

    /** A new parameter, last in the category's form; undefined when the category is gone. */
    async addParameter(categoryId: number, values: ParameterValues, translations: Record<string, string> | undefined, audit: Audit): Promise<number | undefined> {
      return db.transaction().execute(async (trx) => {
        const category = await trx.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
        if (!category) return undefined;
        const row = await trx.insertInto('parameters').values({ ...values, image: null, created_at: stamp(), updated_at: stamp() }).returning('id').executeTakeFirstOrThrow();
        const last = await trx.selectFrom('category_parameters').select((eb) => eb.fn.max('sort_order').as('n')).where('category_id', '=', categoryId).executeTakeFirst();
        await trx.insertInto('category_parameters').values({ category_id: categoryId, parameter_id: row.id, sort_order: Number(last?.n ?? 0) + 1 }).execute();
        await writeNameTranslations(trx, 'parameter', row.id, 'name', translations);
        await recordAudit(trx, { ...audit, entity: 'parameter', entityId: row.id, after: { category_id: categoryId, ...values, translations } });
        return row.id;
      });
    },

    /** Edits a parameter of this category (shared ones change for every category); false when it is not one. */
    async updateParameter(categoryId: number, parameterId: number, values: ParameterValues, translations: Record<string, string> | undefined, audit: Audit): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('parameters')
          .innerJoin('category_parameters', 'category_parameters.parameter_id', 'parameters.id')
          .select(PARAMETER_COLUMNS)
          .where('category_parameters.category_id', '=', categoryId)
          .where('parameters.id', '=', parameterId)
          .executeTakeFirst();
        if (!before) return false;
        await trx.updateTable('parameters').set({ ...values, updated_at: stamp() }).where('id', '=', parameterId).execute();
        await writeNameTranslations(trx, 'parameter', parameterId, 'name', translations);
        await recordAudit(trx, { ...audit, entity: 'parameter', entityId: parameterId, before, after: { ...values, translations } });
        return true;
      });
    },

    /** Takes a parameter off the category's form (deleted with its answers when no other category has it); false when it is not one. */
    async removeParameter(categoryId: number, parameterId: number, audit: Audit): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const removed = await trx.deleteFrom('category_parameters').where('category_id', '=', categoryId).where('parameter_id', '=', parameterId).executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) return false;
        const before = await trx.selectFrom('parameters').select(PARAMETER_COLUMNS).where('id', '=', parameterId).executeTakeFirst();
        await dropUnsharedParameter(trx, parameterId);
        await recordAudit(trx, { ...audit, entity: 'parameter', entityId: parameterId, before: { category_id: categoryId, ...before } });
        return true;
      });
    },

    /** false when `ids` is not every parameter of the category once. */
    async reorderParameters(categoryId: number, ids: readonly number[], audit: Audit): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('category_parameters').select('parameter_id').where('category_id', '=', categoryId).orderBy('sort_order').orderBy('parameter_id').execute();
        if (!sameMembers(ids, current.map((r) => r.parameter_id))) return false;
        for (const [index, id] of ids.entries()) {
          await trx.updateTable('category_parameters').set({ sort_order: index + 1 }).where('category_id', '=', categoryId).where('parameter_id', '=', id).execute();
        }
        await recordAudit(trx, { ...audit, entity: 'category', entityId: categoryId, before: { parameter_order: current.map((r) => r.parameter_id) }, after: { parameter_order: ids } });
        return true;
      });
    },
  };
}
export type CategoriesRepo = ReturnType<typeof createCategoriesRepo>;

/** Deletes a parameter (its answers go with it) once no category has it any more. */
async function dropUnsharedParameter(trx: Transaction<Database>, parameterId: number) {
  const shared = await trx.selectFrom('category_parameters').select('category_id').where('parameter_id', '=', parameterId).limit(1).executeTakeFirst();
  if (shared) return;
  await trx.deleteFrom('parameters').where('id', '=', parameterId).execute();
  await dropTranslations(trx, 'parameter', parameterId);
}
