import { defineConfig, devices, type Project } from '@playwright/test';
import { e2ePostgresUrl, POSTGRES_PROJECT } from './postgres';

// Journeys run in Debian's Chromium (never a downloaded browser) against the production build,
// which global-setup starts on a fresh, demo-seeded data directory.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ci = Boolean(process.env.CI);

/**
 * Journeys that also run against a second server on PostgreSQL (issue #18 asks for both builds):
 * discovery, search, accounts, owners' edits and the admin console, where the two databases'
 * queries differ. Global-setup starts that server when PostgreSQL answers (E2E_POSTGRES_URL, set
 * here once in the main process, is inherited by the workers).
 */
const POSTGRES_JOURNEYS = ['discovery-*.spec.ts', 'search-*.spec.ts', 'accounts.spec.ts', 'listing-owner.spec.ts', 'admin*.spec.ts'];
if (process.env.E2E_POSTGRES_URL === undefined) process.env.E2E_POSTGRES_URL = e2ePostgresUrl() ?? '';

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
};
const projects: Project[] = [
  // Set by global-setup before the workers start; workers read the config with them in place.
  { name: 'chromium', use: { ...browser, baseURL: process.env.E2E_BASE_URL }, metadata: { dataDirVariable: 'E2E_DATA_DIR' } },
];
if (process.env.E2E_POSTGRES_URL) {
  projects.push({ name: POSTGRES_PROJECT, testMatch: POSTGRES_JOURNEYS, use: { ...browser, baseURL: process.env.E2E_PG_BASE_URL }, metadata: { dataDirVariable: 'E2E_PG_DATA_DIR' } });
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: ci ? 1 : 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects,
});
