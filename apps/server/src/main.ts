import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { connectDatabase } from './core/db/connect.js';
import { migrateToLatest } from './core/db/migrate.js';
import { loadEnv } from './core/env.js';
import { createPrivateStorage, createStorage } from './core/media/create-storage.js';
import { createImageEncoder } from './core/media/image-worker-pool.js';
import { type SeedDemo, seedOnFirstStart } from './seed/seed.js';

// env → db → migrate → seed (first start only) → listen
const started = performance.now();
const env = loadEnv();
// `--demo-seed <module>`: the demo content's own build (packages/demo-seed, ADR 020), handed in by
// `npm start` only when SEED_DEMO is on, so the server itself carries no demo code
const demoSeedModule = parseArgs({ options: { 'demo-seed': { type: 'string' } } }).values['demo-seed'];
const seedDemo = demoSeedModule ? ((await import(pathToFileURL(path.resolve(demoSeedModule)).href)) as { seedDemo: SeedDemo }).seedDemo : undefined;
const database = connectDatabase({
  url: env.DATABASE_URL,
  schema: env.DATABASE_SCHEMA,
  sqliteFile: path.join(env.DATA_DIR, 'abode.db'),
  readWorkers: env.SQLITE_READ_WORKERS,
});
await migrateToLatest(database.db);
const storage = createStorage(env);
const privateStorage = createPrivateStorage(env);
await seedOnFirstStart({ env, db: database.db, storage, privateStorage }, { demo: seedDemo });

const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
const imageEncoder = createImageEncoder(env);
const app = await buildApp({ env, database, storage, privateStorage, imageEncoder, redis, serveWeb: true });
await app.listen({ host: env.HOST, port: env.PORT });
app.log.info(
  { url: env.PUBLIC_URL, database: database.dialect, readyMs: Math.round(performance.now() - started) },
  `Abode is ready at ${env.PUBLIC_URL}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app
      .close()
      .then(() => imageEncoder.close())
      .then(() => database.destroy())
      .then(() => redis?.quit())
      .finally(() => process.exit(0));
  });
}
