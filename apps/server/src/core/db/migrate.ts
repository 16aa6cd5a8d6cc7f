import { Migrator, sql } from 'kysely';
import { type AnyDb, isPostgres } from './migrations/helpers.js';
import { migrations } from './migrations/index.js';

export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; with several
  // schemas in one PostgreSQL database (tests, side-by-side installs) it would find another's.
  const schema = isPostgres(db) ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
