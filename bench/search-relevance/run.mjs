// Relevance of the keyword search on the demo seed: each judged query of queries.json is asked
// of get-property-list (as the list page asks it), and the first 10 answers are judged against the
// query's criteria. Prints precision at 10 per query and the mean; `--write` records them in
// bench/RESULTS.md under "Search relevance" with `LABEL` (e.g. "before", "after").
//   node bench/search-relevance/run.mjs                 (builds if stale, seeds a temporary SQLite dir)
//   ABODE_URL=http://127.0.0.1:3406 node bench/search-relevance/run.mjs   (a running demo server)
//   DATA_DIR=/tmp/seeded node bench/search-relevance/run.mjs             (reuse a seeded dir)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilds, repoRoot } from '../../scripts/lib/builds.mjs';
import { demoSeedArgs } from '../../scripts/lib/demo-seed.mjs';
import { writeSection } from '../lib/demo-server.mjs';
import { freePort } from '../lib/free-port.mjs';

const TOP = 10;
const PAGE = 100;
const START_TIMEOUT_MS = 300_000;
const { queries } = JSON.parse(readFileSync(path.join(repoRoot, 'bench/search-relevance/queries.json'), 'utf8'));

async function startServer() {
  if (!ensureBuilds()) throw new Error('the build failed');
  const given = process.env.DATA_DIR;
  const dataDir = given ? path.resolve(given) : await mkdtemp(path.join(os.tmpdir(), 'abode-bench-relevance-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js', ...demoSeedArgs({ SEED_DEMO: '1' })], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await fetch(`${url}/healthz`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${errors}`);
    if (Date.now() > deadline) throw new Error(`server not ready after ${START_TIMEOUT_MS} ms\n${errors}`);
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

async function getJson(url) {
  const response = await fetch(url, { headers: { 'accept-language': 'en' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Every visible listing on the market, with its description (the judge's ground truth). */
async function allListings(url) {
  const listings = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await getJson(`${url}/api/get_property?offset=${offset}&limit=${PAGE}`);
    listings.push(...page.data);
    if (page.data.length < PAGE) return listings;
  }
}

const lower = (text) => String(text ?? '').toLowerCase();

/** Whether a listing meets every criterion of a judged query. */
function relevant(listing, expect) {
  if (expect.category && lower(listing.category?.category) !== lower(expect.category)) return false;
  if (expect.area && !lower(listing.address).includes(lower(expect.area))) return false;
  if (expect.city && lower(listing.city) !== lower(expect.city)) return false;
  if (expect.type && listing.property_type !== expect.type) return false;
  if (expect.text && !`${lower(listing.title)} ${lower(listing.description)} ${lower(listing.address)}`.includes(lower(expect.text))) return false;
  return true;
}

const server = process.env.ABODE_URL ? { url: process.env.ABODE_URL.replace(/\/$/, ''), stop: async () => {} } : await startServer();
try {
  const listings = await allListings(server.url);
  const byId = new Map(listings.map((l) => [l.id, l]));
  const rows = [];
  for (const { q, expect } of queries) {
    const answer = await getJson(`${server.url}/api/get-property-list?limit=${TOP}&search=${encodeURIComponent(q)}`);
    const pool = listings.filter((l) => relevant(l, expect)).length;
    const hits = answer.data.filter((card) => byId.has(card.id) && relevant(byId.get(card.id), expect)).length;
    const precision = pool === 0 ? null : hits / Math.min(TOP, pool);
    rows.push({ q, returned: answer.data.length, total: answer.total ?? 0, hits, pool, precision });
  }
  const judged = rows.filter((r) => r.precision !== null);
  const mean = judged.reduce((sum, r) => sum + r.precision, 0) / judged.length;
  const fmt = (p) => (p === null ? 'n/a (nothing relevant in the seed)' : p.toFixed(2));
  for (const r of rows) console.log(`${fmt(r.precision).padStart(5)}  ${JSON.stringify(r.q).padEnd(30)} ${r.hits}/${Math.min(TOP, r.pool)} relevant in ${r.returned} of ${r.total} answers (${r.pool} relevant in the seed)`);
  console.log(`mean precision at ${TOP}: ${mean.toFixed(3)} over ${judged.length} queries (${listings.length} visible listings)`);
  if (process.argv.includes('--write')) {
    const label = process.env.LABEL ?? 'run';
    const table = rows.map((r) => `| ${r.q} | ${fmt(r.precision)} | ${r.hits}/${Math.min(TOP, r.pool)} | ${r.total} |`).join('\n');
    const section = `## Search relevance (${label})\n\n\`node bench/search-relevance/run.mjs --write\` on the demo seed (SQLite, ${listings.length} visible listings), ${new Date().toISOString().slice(0, 10)}, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}.\nQueries and criteria: [search-relevance/queries.json](search-relevance/queries.json).\n\n| query | P@10 | relevant / wanted | answers |\n|---|---|---|---|\n${table}\n\n**Mean P@10: ${mean.toFixed(3)}** over ${judged.length} queries.\n`;
    await writeSection(`Search relevance (${label})`, section);
  }
} finally {
  await server.stop();
}
