// Seeds the configured database by hand, demo included when SEED_DEMO is on:
// `npx tsx packages/demo-seed/src/cli.ts [--reset]`.
// --reset first throws away the database (the SQLite file, or every table of the PostgreSQL
// schema) and the local media folder, then migrates and seeds as on a first start.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '@abode/server/core/db/connect';
import { migrateToLatest } from '@abode/server/core/db/migrate';
import { loadEnv } from '@abode/server/core/env';
import { createPrivateStorage, createStorage } from '@abode/server/core/media/create-storage';
import { seedOnFirstStart } from '@abode/server/seed/seed';
import { seedDemo } from './index.js';

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
  const privateStorage = createPrivateStorage(env);
  for (const root of [storage.localRoot, privateStorage.localRoot]) if (reset && root) await rm(root, { recursive: true, force: true });
  await migrateToLatest(database.db);
  await seedOnFirstStart({ env, db: database.db, storage, privateStorage }, { demo: (ctx) => seedDemo(ctx) });
} finally {
  await database.destroy();
}
