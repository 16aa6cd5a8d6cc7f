import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { connectDatabase } from './core/db/connect.js';
import { migrateToLatest } from './core/db/migrate.js';
import { loadEnv } from './core/env.js';
import { createPrivateStorage, createStorage } from './core/media/create-storage.js';
import { createImageEncoder } from './core/media/image-worker-pool.js';
import { seedOnFirstStart } from './seed/seed.js';

// env → db → migrate → seed (first start only) → listen
const started = performance.now();
const env = loadEnv();
const database = connectDatabase({
  url: env.DATABASE_URL,
  schema: env.DATABASE_SCHEMA,
  sqliteFile: path.join(env.DATA_DIR, 'abode.db'),
  readWorkers: env.SQLITE_READ_WORKERS,
});
await migrateToLatest(database.db);
const storage = createStorage(env);
const privateStorage = createPrivateStorage(env);
await seedOnFirstStart({ env, db: database.db, storage, privateStorage });

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
