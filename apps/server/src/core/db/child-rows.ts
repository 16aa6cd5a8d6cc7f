import type { Kysely, SelectExpression, Selection } from 'kysely';
import type { Db } from './connect.js';
import type { Database } from './schema.js';

// The child collections of listings and projects: the column naming the parent, and whether
// owners order the rows (sort_order) or they keep the order they were added in.
const CHILD_TABLES = {
  property_images: { parent: 'property_id', ordered: true },
  property_documents: { parent: 'property_id', ordered: false },
  project_images: { parent: 'project_id', ordered: true },
  project_documents: { parent: 'project_id', ordered: false },
  project_plans: { parent: 'project_id', ordered: true },
} as const;
export type ChildTable = keyof typeof CHILD_TABLES;

/** The rows of a child collection for these parents in one query, grouped by parent, each group in its owner's order. */
export async function childRowsOf<T extends ChildTable, C extends SelectExpression<Database, T>>(
  db: Db,
  table: T,
  columns: readonly C[],
  parentIds: readonly number[],
): Promise<Selection<Database, T, C>[]> {
  if (parentIds.length === 0) return [];
  const { parent, ordered } = CHILD_TABLES[table];
  // one query for five tables: Kysely cannot check a select over a generic table, so the
  // columns are checked at the call (C) and the query is built on the untyped view of the same db
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let query = untyped
    .selectFrom(table as string)
    .select(columns as readonly string[])
    .where(parent, 'in', [...new Set(parentIds)])
    .orderBy(parent);
  if (ordered) query = query.orderBy('sort_order');
  return (await query.orderBy('id').execute()) as Selection<Database, T, C>[];
}
