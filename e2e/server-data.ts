import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from '@playwright/test';

/**
 * The data directory of the server the running test's project drives: global-setup starts one
 * server per database and names, in each project's metadata, the variable that holds its directory.
 */
export function e2eDataDir(): string {
  const variable = (test.info().project.metadata as { dataDirVariable?: string }).dataDirVariable ?? 'E2E_DATA_DIR';
  const dataDir = process.env[variable];
  if (!dataDir) throw new Error(`${variable} is not set: run the specs through e2e/playwright.config.ts (global-setup sets it)`);
  return dataDir;
}

/** What that server printed since its first start (the seed's demo credentials among it). */
export function serverLog(): Promise<string> {
  return readFile(path.join(e2eDataDir(), 'server.log'), 'utf8');
}
