import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql, type SqlBool, SqliteAdapter } from 'kysely';

// Portable schema building blocks: every migration goes through these so that one file yields
// the same behaviour on SQLite and PostgreSQL. Conventions (ADR 002): integer ids, 0/1 integer
// flags, UTC ISO-8601 text timestamps, money as bigint minor units, JSON as text.

// Migrations work on a database whose type is whatever the migrations before them made.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
type Table = CreateTableBuilder<string, never>;
type Col = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export function isPostgres(db: AnyDb): boolean {
  return !(db.getExecutor().adapter instanceof SqliteAdapter);
}

export function nowIso(db: AnyDb) {
  return isPostgres(db)
    ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/** A table with an integer identity `id` and created_at / updated_at. */
export function createTable(db: AnyDb, name: string, build: (t: Table) => Table) {
  const pg = isPostgres(db);
  let t = db.schema
    .createTable(name)
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    ) as Table;
  t = build(t);
  return t
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIso(db)))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIso(db)))
    .execute();
}

/** A link table without its own id (primary key given by the caller). */
export function createLinkTable(db: AnyDb, name: string, build: (t: Table) => Table) {
  return build(db.schema.createTable(name) as Table).execute();
}

export const text: Col = (c) => c;
export const requiredText: Col = (c) => c.notNull();
export const emptyText: Col = (c) => c.notNull().defaultTo('');
export const flag =
  (initial: 0 | 1): Col =>
  (c) =>
    c.notNull().defaultTo(initial);
export const counter: Col = (c) => c.notNull().defaultTo(0);

export function references(target: string, onDelete: 'cascade' | 'set null' | 'restrict' = 'cascade'): Col {
  return (c) => c.references(`${target}.id`).onDelete(onDelete);
}

export function requiredRef(target: string, onDelete: 'cascade' | 'restrict' = 'cascade'): Col {
  return (c) => c.notNull().references(`${target}.id`).onDelete(onDelete);
}

export async function index(
  db: AnyDb,
  table: string,
  columns: string[],
  options: { unique?: boolean; where?: string; name?: string } = {},
) {
  const name = options.name ?? `${table}_${columns.map((c) => c.replace(/\W+/g, '')).join('_')}_${options.unique ? 'uq' : 'idx'}`;
  let b = db.schema.createIndex(name).on(table).columns(columns);
  if (options.unique) b = b.unique();
  if (options.where) b = b.where(sql<SqlBool>`${sql.raw(options.where)}`);
  await b.execute();
}

/**
 * Triggers that move the search version (ADR 028) on every write to `tables`: a statement trigger
 * on PostgreSQL (0026 narrows it to statements that wrote a row), row triggers on SQLite.
 */
export async function versionTriggers(db: AnyDb, tables: readonly string[]): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db);
  for (const table of tables) {
    if (isPostgres(db)) {
      await run(`create trigger ${table}_answers_state after insert or update or delete on ${table}
        for each statement execute function search_state_bump()`);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await run(`create trigger ${table}_answers_${event} after ${event} on ${table} begin update search_state set version = version + 1 where id = 1; end`);
      }
    }
  }
}
