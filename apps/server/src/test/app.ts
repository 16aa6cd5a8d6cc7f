import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Dialect } from '../core/db/connect.js';
import { type AppDeps, buildApp } from '../app.js';
import { loadEnv } from '../core/env.js';
import { createImageEncoder } from '../core/media/image-worker-pool.js';
import { LocalStorage } from '../core/media/local-storage.js';
import { seedReference } from '../seed/reference.js';
import { createTestDatabase, type TestDatabaseOptions } from './databases.js';

export const TEST_PUBLIC_URL = 'http://abode.test';

/** A whole API on a fresh database with reference data, driven through app.inject(). */
export async function createTestApp(dialect: Dialect, envOverrides: Record<string, string> = {}, options: TestDatabaseOptions & Pick<AppDeps, 'serveWeb' | 'logStream' | 'pushAgent' | 'redis' | 'busPrefix'> = {}) {
  const database = await createTestDatabase(dialect, options);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'abode-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    SEED_DEMO: '0',
    RATE_LIMIT_MAX: '100000',
    ...envOverrides,
  });
  const storage = new LocalStorage(path.join(dataDir, 'media'), `${env.PUBLIC_URL}/images`);
  await seedReference({ env, db: database.db, storage });
  const imageEncoder = createImageEncoder(env);
  const app = await buildApp({ env, database, storage, imageEncoder, serveWeb: options.serveWeb, logStream: options.logStream, pushAgent: options.pushAgent, redis: options.redis, busPrefix: options.busPrefix });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    dialect,
    env,
    storage,
    async close() {
      await app.close();
      await imageEncoder.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
