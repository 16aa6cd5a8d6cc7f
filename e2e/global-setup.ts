import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { startFakeStripe } from '../apps/server/src/test/fake-stripe';

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

/** Starts the built server on a free port with a fresh demo data directory; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const built of [serverEntry, demoSeed]) {
    if (!fs.existsSync(built)) throw new Error(`${path.relative(repoRoot, built)} is missing: run \`npm run build\` first (npm test does).`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'abode-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'a');
  const stripe = await startFakeStripe({ secretKey: STRIPE.secretKey, webhookSecret: STRIPE.webhookSecret, webhookUrl: `${baseURL}/api/webhooks/stripe` });
  const server = spawn(process.execPath, ['--enable-source-maps', serverEntry, '--demo-seed', demoSeed], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // Maps draw without tiles: tests never reach for a tile server on the internet.
      MAP_TILE_URL: '',
      // Payments go to the local Stripe-protocol server (its hosted page pays and signs the webhook).
      STRIPE_API_URL: stripe.url,
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
    await stripe.close();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, server, logFile);
    enableStripe(path.join(dataDir, 'abode.db'));
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env.E2E_BASE_URL = baseURL;
  // Mail without SMTP lands in DATA_DIR/outbox, where journeys read their codes (e2e/outbox.ts).
  process.env.E2E_DATA_DIR = dataDir;
  console.log(`e2e server ready at ${baseURL} (log: ${logFile})`);
  return teardown;
}
