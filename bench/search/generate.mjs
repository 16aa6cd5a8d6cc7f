// Generates the search benchmark's dataset: a migrated database with the reference data and
// COUNT approved listings (default 100,000) spread over eight metro areas.
//   node --import tsx bench/search/generate.mjs [count] [dataDir]     (SQLite: <dataDir>/abode.db)
//   DATABASE_URL=postgres://… DATABASE_SCHEMA=bench node --import tsx bench/search/generate.mjs [count]
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../../apps/server/src/core/db/connect.ts';
import { migrateToLatest } from '../../apps/server/src/core/db/migrate.ts';
import { loadEnv } from '../../apps/server/src/core/env.ts';
import { createStorage } from '../../apps/server/src/core/media/create-storage.ts';
import { seedReference } from '../../apps/server/src/seed/reference.ts';
import { insertListings } from '../../apps/server/src/test/listing-dataset.ts';

const count = Number(process.argv[2] ?? 100_000);
const dataDir = path.resolve(process.argv[3] ?? '/tmp/abode-bench-search');
const url = process.env.DATABASE_URL;
const schema = process.env.DATABASE_SCHEMA;

if (!url) fs.rmSync(path.join(dataDir, 'abode.db'), { force: true });
if (url && schema) {
  const admin = connectDatabase({ url });
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.destroy();
}
const env = loadEnv({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
const database = connectDatabase({ url, schema, sqliteFile: path.join(dataDir, 'abode.db') });
const started = performance.now();
// A throwaway dataset: SQLite writes it without a journal or syncs (each page once, not through
// the WAL and again at checkpoints), and is switched back to WAL for the server at the end.
if (!url) await sql`pragma journal_mode = off`.execute(database.db);
if (!url) await sql`pragma synchronous = off`.execute(database.db);
await migrateToLatest(database.db);
await seedReference({ env, db: database.db, storage: createStorage(env) });
const categoryIds = (await database.db.selectFrom('categories').select('id').execute()).map((c) => c.id);
await insertListings(database.db, {
  count,
  categoryIds,
  batch: url ? 2000 : 1000,
  onBatch: (done) => done % 20_000 === 0 && process.stdout.write(`${done} listings…\n`),
});
await sql`analyze`.execute(database.db);
if (!url) await sql`pragma journal_mode = wal`.execute(database.db);
console.log(`${count} listings in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.dialect}${url ? '' : `, ${dataDir}`})`);
await database.destroy();
