// Search API under load: autocannon at 20 connections against the API on a generated dataset
// (bench/search/generate.mjs), cycling through a mix of distinct queries:
//   - city box + filters: a neighbourhood-sized box (~5 km) with a type and a price cap (list);
//   - text + box: one or two words inside a metro-wide box (list);
//   - metro-wide box: the whole metro area on the map at zoom 11 (clusters and points).
// Prints p50/p95/p99 and req/s per run and writes the "Search API" section of bench/RESULTS.md.
//   node bench/search/run.mjs [dataDir] [listings]      (SECONDS_PER_RUN=10, CONNECTIONS=20)
//   DATABASE_URL=postgres://… DATABASE_SCHEMA=… node bench/search/run.mjs   (its own section)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../lib/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(process.argv[2] ?? '/tmp/abode-bench-search');
const listings = process.argv[3] ?? '100,000';
const SECONDS = Number(process.env.SECONDS_PER_RUN ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const DISTINCT = 200;
// Issue #3: on 100k listings p95 ≤ 25 ms and ≥ 1,500 req/s; on 1M listings p95 ≤ 60 ms.
const MILLION = Number(listings.replace(/\D/g, '')) >= 1_000_000;
const BUDGET = MILLION ? { p95: 60, rps: 0 } : { p95: 25, rps: 1500 };

// Kept in step with METROS in apps/server/src/test/listing-dataset.ts (centres, ±0.2°).
const METROS = [
  [25.2, 55.27],
  [24.45, 54.38],
  [25.35, 55.42],
  [24.71, 46.67],
  [21.54, 39.17],
  [25.29, 51.53],
  [30.04, 31.24],
  [51.5, -0.12],
];
const WORDS = ['villa', 'pool', 'marina', 'sea view', 'penthouse', 'garden', 'studio', 'modern', 'downtown', 'gym', 'فيلا', 'loft'];

let seed = 7;
const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = (list) => list[Math.floor(next() * list.length)];
const box = (lat, lng, half) => [lat - half, lng - half, lat + half, lng + half].map((v) => v.toFixed(4)).join(',');
const qs = (query) => new URLSearchParams(query).toString();

const mixes = {
  'city box + filters': () => {
    const [lat, lng] = pick(METROS);
    const centre = [lat + (next() - 0.5) * 0.3, lng + (next() - 0.5) * 0.3];
    return `/api/get-property-list?${qs({ bounds: box(centre[0], centre[1], 0.025), property_type: String(Math.floor(next() * 2)), max_price: String(1_000_000 + Math.floor(next() * 10) * 1_000_000), limit: '20' })}`;
  },
  'text + box': () => {
    const [lat, lng] = pick(METROS);
    return `/api/get-property-list?${qs({ bounds: box(lat, lng, 0.2), search: pick(WORDS), limit: '20' })}`;
  },
  'metro-wide box': () => {
    const [lat, lng] = pick(METROS);
    return `/api/get-properties-on-map?${qs({ bounds: box(lat + (next() - 0.5) * 0.02, lng + (next() - 0.5) * 0.02, 0.2), zoom: '11' })}`;
  },
};

async function startServer(port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/search/serve.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

/** The server's CPU time so far (user + system), in µs. */
function serverCpu(child) {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message.cpuMicros));
    child.send('cpu');
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function load(url, paths) {
  const cpuBefore = await serverCpu(server);
  const times = [];
  let errors = 0;
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status !== 200) errors++;
    times.push(ms);
  });
  const result = await instance;
  const cpuMicros = (await serverCpu(server)) - cpuBefore;
  times.sort((a, b) => a - b);
  return { cpu: cpuMicros / Math.max(1, times.length), rps: result.requests.average, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), errors: errors + result.errors };
}

/** Each path once, one at a time: what a query costs before it is cached (wall clock, and the server's CPU per query). */
async function cold(url, paths) {
  const cpuBefore = await serverCpu(server);
  const times = [];
  for (const p of paths) {
    const started = performance.now();
    const res = await fetch(url + p);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  const cpuMicros = (await serverCpu(server)) - cpuBefore;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), cpu: cpuMicros / paths.length };
}

const port = await freePort();
const server = await startServer(port);
const url = `http://127.0.0.1:${port}`;
const loadAverage = os.loadavg()[0];
const rows = [];
try {
  const all = [];
  for (const [name, make] of Object.entries(mixes)) {
    const paths = Array.from({ length: DISTINCT }, make);
    all.push(...paths);
    const first = await cold(url, paths);
    rows.push([name, { ...(await load(url, paths)), cold: first }]);
  }
  // Interleaved, as a map page and its list ask together. By now the first rows' answers are
  // past the cache's refresh age: like every row, it is asked once through first, which
  // recomputes them (its "first request" column), so that the load measures serving.
  const mixed = all.map((p, i) => all[(i * 7) % all.length]);
  const again = await cold(url, mixed);
  rows.push(['mix of the three', { ...(await load(url, mixed)), cold: again }]);
} finally {
  server.kill('SIGTERM');
}

const within = (r) => (r.p95 <= BUDGET.p95 && r.rps >= BUDGET.rps ? 'within' : 'OVER');
const coldText = (r) => `${r.cold.p50.toFixed(1)} / ${r.cold.p95.toFixed(1)} / ${(r.cold.cpu / 1000).toFixed(1)}`;
const budgetText = BUDGET.rps ? `budget p95 ≤ ${BUDGET.p95} ms, ≥ ${BUDGET.rps} req/s` : `budget p95 ≤ ${BUDGET.p95} ms`;
const table = rows.map(([name, r]) => `| ${name} | ${coldText(r)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${Math.round(r.rps)} | ${Math.round(r.cpu)} | ${r.errors} | ${within(r)} |`);
for (const line of table) console.log(line);
const postgres = Boolean(process.env.DATABASE_URL);
const title = `Search API${postgres ? ' (PostgreSQL)' : ''}${MILLION ? `, ${listings} listings` : ''}`;
const section = `## ${title}

${listings} generated listings (\`node --import tsx bench/search/generate.mjs\`, ${postgres ? 'PostgreSQL' : 'SQLite'}), API run by
\`node bench/search/run.mjs\`: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per row, each row cycling
through ${DISTINCT} distinct queries (the mix row: all ${DISTINCT * 3}, interleaved). Latencies in ms, from
autocannon's per-response times. Before each row every query of the row is asked once alone: the
uncached cost (for the mix row, the recomputation of answers past the cache's refresh age).
Answers are cached per normalised query and checked against the database's search version on
every request; past 20 s a hit is served while it is recomputed in the background, past 30 s it is
recomputed first (features/search/search.cache.ts). Cached list and map answers are sent as bytes
serialised once (core/http/cached-answer.ts).${postgres ? ' Uncached reads run on 4 PostgreSQL connections of their own with work_mem 32MB, apart from the version check (ADR 015).' : ` Uncached reads run in ${process.env.SQLITE_READ_WORKERS ?? 2} read worker threads (ADR 011).`}
Server CPU is the API process's user + system time (worker threads included) over the row
divided by its requests: the figure other work on a shared machine disturbs least.
1-minute load average at the start: ${loadAverage.toFixed(2)}, at the end: ${os.loadavg()[0].toFixed(2)} (2-core machine shared with other work).

| mix | first request of each query, alone: p50 / p95 ms, server CPU ms/query | p50 | p95 | p99 | req/s | server CPU µs/request | non-200 | ${budgetText} |
|---|---|---|---|---|---|---|---|---|
${table.join('\n')}

Machine: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`;
const resultsFile = path.join(root, 'bench/RESULTS.md');
const existing = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
const pattern = new RegExp(`## ${title.replace(/[()]/g, '\\$&')}\n[\\s\\S]*?(?=\n## |$)`);
const nextText = pattern.test(existing) ? existing.replace(pattern, `${section}\n`) : `${existing.trimEnd()}\n\n${section}`;
fs.writeFileSync(resultsFile, `${nextText.trimEnd()}\n`);
