// The API (without the web app) on a generated dataset, for bench/search/run.mjs.
//   DATA_DIR=… PORT=… node --import tsx bench/search/serve.mjs
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { connectDatabase } from '../../apps/server/src/core/db/connect.ts';
import { migrateToLatest } from '../../apps/server/src/core/db/migrate.ts';
import { loadEnv } from '../../apps/server/src/core/env.ts';
import { createStorage } from '../../apps/server/src/core/media/create-storage.ts';
import { inProcessEncoder } from '../../apps/server/src/core/media/image-encode.ts';

const env = loadEnv({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: '0', RATE_LIMIT_MAX: '100000000' });
const database = connectDatabase({ url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA, sqliteFile: path.join(env.DATA_DIR, 'abode.db'), readWorkers: env.SQLITE_READ_WORKERS });
// a dataset generated before the latest migrations (a new search index) gets them, as main.ts would
await migrateToLatest(database.db);
const app = await buildApp({ env, database, storage: createStorage(env), imageEncoder: inProcessEncoder });
await app.listen({ host: '127.0.0.1', port: env.PORT });
process.stdout.write('ready\n');
// run.mjs asks for the process's CPU time around each load, to report CPU per request (less
// disturbed than wall-clock latency by other work on a shared machine).
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  }
});
process.once('SIGTERM', () => void app.close().then(() => database.destroy()).finally(() => process.exit(0)));
