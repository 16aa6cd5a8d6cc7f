import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { connectDatabase, type DatabaseHandle, type Dialect } from '../core/db/connect.js';
import { migrateToLatest } from '../core/db/migrate.js';

/** The dialects this run tests on: SQLite always, PostgreSQL when global-setup found one. */
export function testDialects(): Dialect[] {
  return process.env.ABODE_TEST_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * A fresh, migrated database: an in-memory SQLite file, or a new PostgreSQL schema that is
 * dropped again by destroy().
 */
export async function createTestDatabase(dialect: Dialect): Promise<DatabaseHandle> {
  if (dialect === 'sqlite') {
    const handle = connectDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(handle.db);
    return handle;
  }
  const url = process.env.ABODE_TEST_PG_URL;
  if (!url) throw new Error('PostgreSQL is not available for tests');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = connectDatabase({ url });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.destroy();
  const handle = connectDatabase({ url, schema });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async destroy() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.destroy();
    },
  };
}
