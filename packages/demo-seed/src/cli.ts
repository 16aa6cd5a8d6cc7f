// Seeds the configured database by hand: `npx tsx apps/server/src/seed/cli.ts [--reset]`.
// --reset first throws away the database (the SQLite file, or every table of the PostgreSQL
// schema) and the local media folder, then migrates and seeds as on a first start.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../core/db/connect.js';
import { migrateToLatest } from '../core/db/migrate.js';
import { loadEnv } from '../core/env.js';
import { createStorage } from '../core/media/create-storage.js';
import { seedOnFirstStart } from './seed.js';

const reset = process.argv.includes('--reset');
const env = loadEnv();
const sqliteFile = path.join(env.DATA_DIR, 'abode.db');

if (reset && !env.DATABASE_URL) {
  await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${sqliteFile}${suffix}`, { force: true })));
}
const database = connectDatabase({ url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA, sqliteFile });
try {
  if (reset && env.DATABASE_URL) {
    const schema = env.DATABASE_SCHEMA ?? 'public';
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    await sql`create schema ${sql.id(schema)}`.execute(database.db);
  }
  const storage = createStorage(env);
  if (reset && storage.localRoot) await rm(storage.localRoot, { recursive: true, force: true });
  await migrateToLatest(database.db);
  await seedOnFirstStart({ env, db: database.db, storage });
} finally {
  await database.destroy();
}
