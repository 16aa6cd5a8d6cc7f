import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startFakeStripe } from '../apps/server/src/test/fake-stripe';
import { POSTGRES_PROJECT } from './postgres';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
/** The demo content, handed to the server as `npm start` does with SEED_DEMO on (ADR 020). */
const demoSeed = path.join(repoRoot, 'packages/demo-seed/dist/index.js');
/** Stripe keys of the e2e server; it talks to a local server speaking Stripe's API (apps/server/src/test/fake-stripe.ts). */
const STRIPE = { secretKey: 'sk_test_e2e', webhookSecret: 'whsec_e2e', publishableKey: 'pk_test_e2e' };

/** The first start migrates and seeds the full demo data set (images included). */
const READY_TIMEOUT_MS = 240_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseURL: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${baseURL}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
  throw new Error(
    server.exitCode !== null
      ? `The server exited with code ${server.exitCode} before it was ready. Its last output:\n${log}`
      : `The server was not ready within ${READY_TIMEOUT_MS / 1000} s. Its last output:\n${log}`,
  );
}

/** The admin's switch and keys for Stripe, written as the admin console would (settings are read per request). */
function enableStripe(databaseFile: string) {
  const db = new Database(databaseFile);
  try {
    db.pragma('busy_timeout = 10000');
    const upsert = db.prepare('insert into settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value');
    for (const [key, value] of Object.entries({ stripe_gateway: '1', stripe_secret_key: STRIPE.secretKey, stripe_webhook_secret: STRIPE.webhookSecret, stripe_publishable_key: STRIPE.publishableKey })) upsert.run(key, value);
  } finally {
    db.close();
  }
}

interface E2eServer {
  baseURL: string;
  dataDir: string;
  logFile: string;
  teardown: () => Promise<void>;
}

/**
 * Starts the built server on a free port with a fresh demo data directory, on SQLite or, given
 * `postgres`, in a fresh schema of that database (dropped again by the teardown).
 */
async function startServer(options: { port?: number; postgres?: string; env?: Record<string, string> }): Promise<E2eServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'abode-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const schema = `e2e_${randomBytes(6).toString('hex')}`;
  const database: Record<string, string> = options.postgres ? { DATABASE_URL: options.postgres, DATABASE_SCHEMA: schema } : {};
  if (options.postgres) await onPostgres(options.postgres, `create schema "${schema}"`);
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
  const log = fs.openSync(logFile, 'a');
  const server = spawn(process.execPath, ['--enable-source-maps', serverEntry, '--demo-seed', demoSeed], {
    cwd: repoRoot,
    env: {
      ...inherited,
      ...database,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // Maps draw without tiles: tests never reach for a tile server on the internet.
      MAP_TILE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const teardown = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (options.postgres) await onPostgres(options.postgres, `drop schema if exists "${schema}" cascade`);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, server, logFile);
  } catch (error) {
    await teardown();
    throw error;
  }
  return { baseURL, dataDir, logFile, teardown };
}

async function onPostgres(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Starts the journeys' server (SQLite) and, when the config has the PostgreSQL project, a second
 * one on PostgreSQL, side by side (their first starts seed the demo data); returns the teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  for (const built of [serverEntry, demoSeed]) {
    if (!fs.existsSync(built)) throw new Error(`${path.relative(repoRoot, built)} is missing: run \`npm run build\` first (npm test does).`);
  }
  const postgres = config.projects.some((project) => project.name === POSTGRES_PROJECT) ? process.env.E2E_POSTGRES_URL : undefined;
  const port = await freePort();
  const stripe = await startFakeStripe({ secretKey: STRIPE.secretKey, webhookSecret: STRIPE.webhookSecret, webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe` });
  const started = await Promise.allSettled([
    // Payments go to the local Stripe-protocol server (its hosted page pays and signs the webhook).
    startServer({ port, env: { STRIPE_API_URL: stripe.url } }),
    ...(postgres ? [startServer({ postgres })] : []),
  ]);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.teardown()));
    await stripe.close();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  const [sqlite, onPg] = servers as [E2eServer, E2eServer | undefined];
  try {
    enableStripe(path.join(sqlite.dataDir, 'abode.db'));
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env.E2E_BASE_URL = sqlite.baseURL;
  // Mail without SMTP lands in DATA_DIR/outbox, where journeys read their codes (e2e/outbox.ts).
  process.env.E2E_DATA_DIR = sqlite.dataDir;
  console.log(`e2e server ready at ${sqlite.baseURL} (log: ${sqlite.logFile})`);
  if (onPg) {
    process.env.E2E_PG_BASE_URL = onPg.baseURL;
    process.env.E2E_PG_DATA_DIR = onPg.dataDir;
    console.log(`e2e server on PostgreSQL ready at ${onPg.baseURL} (log: ${onPg.logFile})`);
  }
  return teardown;
}
