// Server-rendered listing detail pages: how long the built server takes to answer the HTML of
// /properties-details/:slug_id on the demo seed, across every visible non-premium listing.
//   node bench/ssr-detail.mjs [dataDir]        (SECONDS_PER_RUN=15, LOADED_CONNECTIONS=8)
// Without dataDir a temporary one is seeded by a first start (~30 s) and removed afterwards.
// SERVER_ENTRY and WEB_BUILD_DIR may point at a copy of the builds (the tree's builds are shared).
// Rows: each page once, alone (first render, which also records the view); then autocannon with
// one connection (the budgeted server time: no queueing behind other requests); then with
// LOADED_CONNECTIONS (throughput, not budgeted). Writes the "SSR detail page" section of RESULTS.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './lib/free-port.mjs';
import { demoSeedArgs } from '../scripts/lib/demo-seed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.SECONDS_PER_RUN ?? 15);
const LOADED_CONNECTIONS = Number(process.env.LOADED_CONNECTIONS ?? 8);
const BUDGET_P95_MS = 50;
const SEED_TIMEOUT_MS = 300_000;
const serverEntry = path.resolve(root, process.env.SERVER_ENTRY ?? 'apps/server/dist/main.js');
// What a browser sends: the page is compressed as it would be for a visitor.
const HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip', 'user-agent': 'abode-bench/1.0' };

/** CPU time (user + system, all threads) a process has used so far, in ms. */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function startServer(dataDir) {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry, ...demoSeedArgs()], {
    cwd: root,
    // One address stands for many visitors here: the per-address rate limit would refuse most pages.
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SEED_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become healthy');
}

/** Every visible listing a visitor may open (premium ones answer the locked page, measured apart). */
async function detailPaths(url) {
  const paths = [];
  for (let offset = 0; ; offset += 100) {
    const body = await (await fetch(`${url}/api/get-property-list?offset=${offset}&limit=100`)).json();
    for (const card of body.data) if (!card.is_premium) paths.push(`/properties-details/${card.slug_id}`);
    if (body.data.length < 100) return paths;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function alone(url, paths, pid) {
  const cpuBefore = cpuMs(pid);
  const times = [];
  let errors = 0;
  for (const p of paths) {
    const started = performance.now();
    const response = await fetch(url + p, { headers: HEADERS });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) errors++;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), rps: 0, cpu: (cpuMs(pid) - cpuBefore) / paths.length, requests: paths.length, errors };
}

async function load(url, paths, pid, connections) {
  const cpuBefore = cpuMs(pid);
  const times = [];
  let errors = 0;
  const instance = autocannon({ url, connections, duration: SECONDS, headers: HEADERS, requests: paths.map((p) => ({ method: 'GET', path: p })) });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status !== 200) errors++;
    times.push(ms);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), rps: result.requests.average, cpu: (cpuMs(pid) - cpuBefore) / times.length, requests: times.length, errors: errors + result.errors };
}

const ownDataDir = !process.argv[2];
const dataDir = process.argv[2] ? path.resolve(process.argv[2]) : await mkdtemp(path.join(os.tmpdir(), 'abode-bench-ssr-'));
const loadBefore = os.loadavg()[0];
const { child, url } = await startServer(dataDir);
const rows = [];
let pageCount = 0;
let htmlBytes = 0;
try {
  const paths = await detailPaths(url);
  pageCount = paths.length;
  htmlBytes = (await (await fetch(url + paths[0], { headers: { ...HEADERS, 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
  rows.push(['each page once, alone (first render)', await alone(url, paths, child.pid)]);
  rows.push(['autocannon, 1 connection', await load(url, paths, child.pid, 1)]);
  rows.push([`autocannon, ${LOADED_CONNECTIONS} connections`, await load(url, paths, child.pid, LOADED_CONNECTIONS)]);
} finally {
  child.kill('SIGTERM');
  if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
}

const budgeted = rows[1][1];
const verdict = budgeted.p95 <= BUDGET_P95_MS ? 'within' : 'OVER';
const table = rows.map(
  ([name, r]) =>
    `| ${name} | ${r.requests} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps ? Math.round(r.rps) : '—'} | ${r.cpu.toFixed(1)} | ${r.errors} |`,
);
for (const line of table) console.log(line);
console.log(`p95 with one connection: ${budgeted.p95.toFixed(1)} ms (${verdict} the ${BUDGET_P95_MS} ms budget)`);

const section = `## SSR detail page

\`node bench/ssr-detail.mjs\`: the built server (\`apps/server/dist/main.js\` with the web build) on the demo seed
(SQLite), HTML of \`/properties-details/:slug_id\` for all ${pageCount} visible non-premium listings in turn, sent with
\`accept-encoding: br, gzip\` as a browser asks (${Math.round(htmlBytes / 1024)} KB of HTML for the first page before compression).
Times are wall clock per response, in ms; server CPU is the server process's user + system time over the row divided
by its requests. The budget (p95 ≤ ${BUDGET_P95_MS} ms) applies to the one-connection row: server time without queueing.
1-minute load average before: ${loadBefore.toFixed(2)}, after: ${os.loadavg()[0].toFixed(2)} (2-core machine shared with other work).

| row | requests | p50 | p95 | p99 | req/s | server CPU ms/request | non-200 |
|---|---|---|---|---|---|---|---|
${table.join('\n')}

**${verdict}** the budget: p95 ${budgeted.p95.toFixed(1)} ms with one connection. Machine: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`;
const resultsFile = path.join(root, 'bench/RESULTS.md');
const existing = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
const pattern = /## SSR detail page\n[\s\S]*?(?=\n## |$)/;
const nextText = pattern.test(existing) ? existing.replace(pattern, `${section}\n`) : `${existing.trimEnd()}\n\n${section}`;
fs.writeFileSync(resultsFile, `${nextText.trimEnd()}\n`);
if (verdict !== 'within') process.exitCode = 1;
