// A crowd on one server process (issue #19): the budgeted routes alone at 50 connections (and the
// pages with one), then a realistic visitor mix at 50 connections, beside a bare Fastify
// hello-world measured in the same run. Prints one table (req/s, p50/p95/p99, errors, load
// average) and the raw sizes of the detail and home answers; writes the "Crowd" section of RESULTS.md.
//   npm run bench:crowd                                   (SQLite, a temporary demo-seeded data dir)
//   DATABASE_URL=postgres://… DATABASE_SCHEMA=crowd npm run bench:crowd      (PostgreSQL; the schema is made if missing)
//   DATA_DIR=/tmp/seeded npm run bench:crowd              (reuse a seeded data dir)
//   ABODE_URL=http://127.0.0.1:3440 npm run bench:crowd   (a server already running)
//   SECONDS_PER_RUN=10 CONNECTIONS=50 MIX_SECONDS=15 WRITE_RESULTS=0
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { ensureBuilds, repoRoot } from '../scripts/lib/builds.mjs';
import { demoSeedArgs } from '../scripts/lib/demo-seed.mjs';
import { writeSection } from './lib/demo-server.mjs';
import { freePort } from './lib/free-port.mjs';

const SECONDS = Number(process.env.SECONDS_PER_RUN ?? 10);
const MIX_SECONDS = Number(process.env.MIX_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const START_TIMEOUT_MS = 300_000;
const postgres = Boolean(process.env.DATABASE_URL);
// What a browser sends for a page: compressed as it would be for a visitor.
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip', 'user-agent': 'abode-bench/1.0' };
const API_HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip', 'user-agent': 'abode-bench/1.0' };
// Issue #19's budgets: [min req/s at 50 connections, max p99 ms at 50, max p95 ms with one connection]
const BUDGETS = {
  'get_property by id': { rps: 3000, p99: 50 },
  'get_property by slug': { rps: 3000, p99: 50 },
  'SSR property detail': { rps: 300, p99: 150 },
  'SSR home': { rps: 300, p99: 150 },
  'SSR property detail, 1 connection': { p95: 20 },
  'SSR home, 1 connection': { p95: 20 },
};

/** A bare Fastify hello-world in its own process: the ceiling of this machine right now. */
async function startHelloWorld() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench/crowd.mjs'), '--hello-world', String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(child, `${url}/`);
  return { url, stop: () => stop(child) };
}

async function serveHelloWorld(port) {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
}

async function waitFor(child, url) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not answer`);
}

function stop(child) {
  child.kill('SIGTERM');
  return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
}

/** The PostgreSQL schema the server migrates and seeds on its first start (DATABASE_SCHEMA, default `crowd`). */
async function ensureSchema() {
  process.env.DATABASE_SCHEMA ??= 'crowd';
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`create schema if not exists "${process.env.DATABASE_SCHEMA.replaceAll('"', '""')}"`);
  await client.end();
}

async function startAbode() {
  // ABODE_URL measures a server already running (started with RATE_LIMIT_MAX raised).
  if (process.env.ABODE_URL) return { url: process.env.ABODE_URL, stop: async () => {} };
  if (!ensureBuilds()) throw new Error('the build failed');
  if (postgres) await ensureSchema();
  const given = process.env.DATA_DIR;
  const dataDir = given ? path.resolve(given) : await mkdtemp(path.join(os.tmpdir(), 'abode-bench-crowd-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js', ...demoSeedArgs()], {
    cwd: repoRoot,
    // One address stands for a crowd here: the per-address rate limit would refuse most of it.
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(child, `${url}/healthz`);
  return {
    url,
    async stop() {
      await stop(child);
      if (!given) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Paths of the demo's visible listings (premium ones answer 400 / the locked page: measured apart). */
async function listings(url) {
  const found = [];
  for (let offset = 0; ; offset += 100) {
    const page = await (await fetch(`${url}/api/get-property-list?offset=${offset}&limit=100`)).json();
    found.push(...page.data.filter((p) => !p.is_premium).map((p) => ({ id: p.id, slug: p.slug_id, city: p.city, category: p.category.slug_id, lat: Number(p.latitude), lng: Number(p.longitude) })));
    if (page.data.length < 100) return found;
  }
}

/** Hashed assets a first page asks for (the shell's CSS and scripts). */
async function assets(url) {
  const html = await (await fetch(`${url}/`)).text();
  return [...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]))];
}

/** autocannon requests that go round `paths` in turn. */
const cycle = (paths, headers) => {
  let i = 0;
  return { requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length], headers }) }] };
};

async function run(url, { paths, headers, connections = CONNECTIONS, seconds = SECONDS }) {
  const result = await autocannon({ url, connections, duration: seconds, ...cycle(paths, headers) });
  const errors = result.errors + result.timeouts + result.non2xx;
  // autocannon reports p90 and p97.5 but not p95: the budget is read conservatively from p97.5.
  return { rps: result.requests.average, p50: result.latency.p50, p95: result.latency.p97_5, p99: result.latency.p99, errors, load: os.loadavg()[0] };
}

const fmt = (n) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(1));

function verdict(name, row) {
  const budget = BUDGETS[name];
  if (!budget) return '';
  const ok = row.errors === 0 && row.rps > 0 && (budget.rps === undefined || row.rps >= budget.rps) && (budget.p99 === undefined || row.p99 <= budget.p99) && (budget.p95 === undefined || row.p95 <= budget.p95);
  return ok ? 'met' : 'missed';
}

async function main() {
  const hello = await startHelloWorld();
  const abode = await startAbode().catch(async (error) => {
    await hello.stop();
    throw error;
  });
  try {
    const found = await listings(abode.url);
    if (found.length === 0) throw new Error('the demo seed has no visible listing');
    const ids = found.map((p) => `/api/get_property?id=${p.id}`);
    const slugs = found.map((p) => `/api/get_property?slug_id=${encodeURIComponent(p.slug)}`);
    const pages = found.map((p) => `/properties-details/${encodeURIComponent(p.slug)}`);
    const cities = [...new Set(found.map((p) => p.city))];
    const categories = [...new Set(found.map((p) => p.category))];
    const filters = [
      ...cities.map((city) => `/properties?city=${encodeURIComponent(city)}`),
      ...categories.map((category) => `/properties?category=${encodeURIComponent(category)}`),
      '/properties?type=rent',
      '/properties?type=sell',
    ];
    const maps = found.slice(0, 20).map((p) => `/api/get-properties-on-map?bounds=${[p.lat - 0.2, p.lng - 0.2, p.lat + 0.2, p.lng + 0.2].map((v) => v.toFixed(4)).join(',')}&zoom=11`);
    const files = await assets(abode.url);

    const sizes = {
      'get_property (detail with similar)': (await (await fetch(`${abode.url}${slugs[0]}`)).arrayBuffer()).byteLength,
      'homepage-data': (await (await fetch(`${abode.url}/api/homepage-data`)).arrayBuffer()).byteLength,
    };
    // One pass over every page and answer first: a crowd on a running site meets warm caches (the
    // first pass is timed apart, as what a cold start or a data change costs).
    const started = performance.now();
    for (const p of [...pages, '/']) await (await fetch(`${abode.url}${p}`, { headers: PAGE_HEADERS })).arrayBuffer();
    const coldPageMs = (performance.now() - started) / (pages.length + 1);
    for (const p of ids) await (await fetch(`${abode.url}${p}`, { headers: API_HEADERS })).arrayBuffer();
    for (const p of [...filters, '/properties']) await (await fetch(`${abode.url}${p}`, { headers: PAGE_HEADERS })).arrayBuffer();
    for (const p of maps) await (await fetch(`${abode.url}${p}`, { headers: API_HEADERS })).arrayBuffer();

    const rows = [];
    const measure = async (name, url, options) => {
      const row = { name, ...(await run(url, options)) };
      rows.push(row);
      console.error(`${name}: ${fmt(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors (load ${row.load.toFixed(2)})`);
    };
    await measure('bare Fastify hello-world', hello.url, { paths: ['/'], headers: API_HEADERS });
    await measure('get_property by id', abode.url, { paths: ids, headers: API_HEADERS });
    await measure('get_property by slug', abode.url, { paths: slugs, headers: API_HEADERS });
    await measure('homepage-data', abode.url, { paths: ['/api/homepage-data'], headers: API_HEADERS });
    await measure('SSR property detail', abode.url, { paths: pages, headers: PAGE_HEADERS });
    await measure('SSR home', abode.url, { paths: ['/'], headers: PAGE_HEADERS });
    await measure('SSR property detail, 1 connection', abode.url, { paths: pages, headers: PAGE_HEADERS, connections: 1 });
    await measure('SSR home, 1 connection', abode.url, { paths: ['/'], headers: PAGE_HEADERS, connections: 1 });
    await measure('bare Fastify hello-world (again)', hello.url, { paths: ['/'], headers: API_HEADERS });

    // The visitor mix: every kind of request at once, its share of the 50 connections by how often visitors make it.
    const mix = [
      ['mix: home', ['/'], PAGE_HEADERS, 0.16],
      ['mix: list', ['/properties'], PAGE_HEADERS, 0.12],
      ['mix: filters', filters, PAGE_HEADERS, 0.12],
      ['mix: detail page', pages, PAGE_HEADERS, 0.24],
      ['mix: detail API (navigation)', slugs, API_HEADERS, 0.1],
      ['mix: map API', maps, API_HEADERS, 0.06],
      ['mix: static assets', files, PAGE_HEADERS, 0.2],
    ];
    const mixed = await Promise.all(
      mix.map(async ([name, paths, headers, share]) => ({ name, ...(await run(abode.url, { paths, headers, connections: Math.max(1, Math.round(CONNECTIONS * share)), seconds: MIX_SECONDS })) })),
    );
    rows.push(...mixed);
    const total = mixed.reduce((sum, r) => sum + r.rps, 0);

    const lines = [
      `## Crowd (${postgres ? 'PostgreSQL' : 'SQLite'})`,
      '',
      `\`npm run bench:crowd\`${postgres ? ' with DATABASE_URL' : ''}, ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, one server process on the demo seed (${found.length} visible listings). Routes alone at ${CONNECTIONS} connections for ${SECONDS} s (pages also with one), then the visitor mix (${CONNECTIONS} connections split by share, ${MIX_SECONDS} s, all at once). p95 is autocannon's p97.5 (it reports no p95). Load = 1-minute load average when the row ended.`,
      '',
      '| request | req/s | p50 ms | p95 ms | p99 ms | errors | load | budget |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.name} | ${fmt(r.rps)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.load.toFixed(2)} | ${verdict(r.name, r)} |`),
      `| mix: all routes | ${fmt(total)} | | | | ${mixed.reduce((s, r) => s + r.errors, 0)} | | |`,
      '',
      `Raw answer sizes (uncompressed): ${Object.entries(sizes).map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)} KB`).join(', ')}. First render of each page (cold caches, one at a time): ${coldPageMs.toFixed(1)} ms on average.`,
    ];
    console.log(lines.join('\n'));
    if (rows.some((r) => verdict(r.name, r) === 'missed') || sizes['get_property (detail with similar)'] > 40 * 1024) process.exitCode = 1;
    if (process.env.WRITE_RESULTS !== '0') await writeSection(`Crowd (${postgres ? 'PostgreSQL' : 'SQLite'})`, lines.join('\n'));
  } finally {
    await abode.stop();
    await hello.stop();
  }
}

if (process.argv[2] === '--hello-world') await serveHelloWorld(Number(process.argv[3]));
else await main();
