import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase, type DatabaseHandle, type Db, type Dialect } from '../core/db/connect.js';
import { migrateToLatest } from '../core/db/migrate.js';

/** The dialects this run tests on: SQLite always, PostgreSQL when global-setup found one. */
export function testDialects(): Dialect[] {
  return process.env.ABODE_TEST_PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabaseOptions {
  readWorkers?: number;
}

/**
 * A fresh, migrated database: an in-memory SQLite file (or, with `readWorkers`, a
 * temporary file, read by that many worker threads, ADR 011), or a new PostgreSQL schema that is
 * dropped again by destroy().
 */
export async function createTestDatabase(dialect: Dialect, options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (dialect === 'sqlite' && options.readWorkers) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'abode-test-db-'));
    const handle = connectDatabase({ sqliteFile: path.join(dir, 'abode.db'), readWorkers: options.readWorkers });
    await migrateToLatest(handle.db);
    return { ...handle, destroy: () => handle.destroy().then(() => rm(dir, { recursive: true, force: true })) };
  }
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
  await underSchemaLock(handle.db, 'shared', (db) => migrateToLatest(db));
  return {
    ...handle,
    async destroy() {
      await underSchemaLock(handle.db, 'exclusive', (db) => sql`drop schema ${sql.id(schema)} cascade`.execute(db));
      await handle.destroy();
    },
  };
}

/** Arbitrary constant naming the advisory lock below (the seed uses another). */
const SCHEMA_DROP_LOCK = 4_207_312;

/**
 * Kysely's migrator introspects the tables of every schema (pg_get_serial_sequence per table),
 * which fails with "schema … does not exist" when a parallel test file drops its schema at that
 * moment. Migrations hold this lock shared, schema drops exclusively, so the two never overlap.
 */
async function underSchemaLock<T>(db: Db, mode: 'shared' | 'exclusive', run: (db: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    if (mode === 'shared') await sql`select pg_advisory_lock_shared(${SCHEMA_DROP_LOCK})`.execute(connection);
    else await sql`select pg_advisory_lock(${SCHEMA_DROP_LOCK})`.execute(connection);
    try {
      return await run(connection);
    } finally {
      if (mode === 'shared') await sql`select pg_advisory_unlock_shared(${SCHEMA_DROP_LOCK})`.execute(connection);
      else await sql`select pg_advisory_unlock(${SCHEMA_DROP_LOCK})`.execute(connection);
    }
  });
}
