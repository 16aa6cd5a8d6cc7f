import { spawnSync } from 'node:child_process';

/** The Playwright project whose journeys also run against a server on PostgreSQL (issue #18). */
export const POSTGRES_PROJECT = 'chromium-postgres';

/**
 * The PostgreSQL the journeys may use, decided once as the API suites decide it
 * (apps/server/src/test/global-setup.ts): TEST_PG or DATABASE_URL when given, else a server on
 * 127.0.0.1:5432; REQUIRE_PG=1 (CI) turns a missing one into a failure. Synchronous, because the
 * config's list of projects depends on it; the probe runs in a child process.
 */
export function e2ePostgresUrl(): string | undefined {
  const given = process.env.TEST_PG ?? process.env.DATABASE_URL;
  const url = given ?? 'postgres://postgres@127.0.0.1:5432/test';
  const probe = `const c = new (require('pg').Client)({ connectionString: process.argv[1], connectionTimeoutMillis: 2000 });
    c.connect().then(() => c.query('select 1')).then(() => process.exit(0), () => process.exit(1));`;
  const reachable = spawnSync(process.execPath, ['-e', probe, url], { stdio: 'ignore', timeout: 10_000 }).status === 0;
  if (reachable) return url;
  if (given || process.env.REQUIRE_PG === '1') throw new Error(`PostgreSQL is required for the journeys but ${url} did not answer`);
  return undefined;
}
