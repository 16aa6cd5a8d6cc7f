// The built server (as `npm start` runs it) on a demo-seeded SQLite data dir, for the page
// benchmarks (lighthouse.mjs, js-budget.mjs). DATA_DIR reuses a seeded dir; otherwise a fresh
// temporary one is seeded by the first start (20–30 s) and removed by stop().
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilds, repoRoot } from '../../scripts/lib/builds.mjs';
import { freePort } from './free-port.mjs';

const START_TIMEOUT_MS = 300_000;

export async function startDemoServer() {
  if (!ensureBuilds()) throw new Error('the build failed');
  const given = process.env.DATA_DIR;
  const dataDir = given ? path.resolve(given) : await mkdtemp(path.join(os.tmpdir(), 'abode-bench-pages-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${errors}`);
    if (Date.now() > deadline) throw new Error(`server not ready after ${START_TIMEOUT_MS} ms\n${errors}`);
    const healthy = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      if (!given) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The pages under budget: home, the list, and the detail of the newest listing. */
export async function budgetPages(url) {
  const list = await (await fetch(`${url}/api/get-property-list?limit=1`)).json();
  const slug = list.data?.[0]?.slug_id;
  if (!slug) throw new Error('the demo seed has no visible listing');
  return [
    ['home', '/'],
    ['list', '/properties'],
    ['property detail', `/properties-details/${slug}`],
  ];
}

/** Chromium flags from DESIGN.md (no sandbox, GPU, QUIC, first-run or background traffic). */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Replaces (or appends) one "## title" section of bench/RESULTS.md. */
export async function writeSection(title, section) {
  const fs = await import('node:fs');
  const file = path.join(repoRoot, 'bench/RESULTS.md');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  const pattern = new RegExp(`## ${title.replace(/[()+]/g, '\\$&')}\n[\\s\\S]*?(?=\n## |$)`);
  const next = pattern.test(existing) ? existing.replace(pattern, `${section}\n`) : `${existing.trimEnd()}\n\n${section}`;
  fs.writeFileSync(file, `${next.trimEnd()}\n`);
}
