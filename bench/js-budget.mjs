// Critical-path JavaScript: the gzip size (level 9, as the build's precompressed .gz) of every
// script a page loads before any interaction — Chromium opens it and waits for the network to
// go quiet — on home, the list and a property detail, plus the map view, where the map code
// (Leaflet) must load and nowhere else. Writes the "Critical-path JS" section of bench/RESULTS.md
// and exits 1 when a page is over budget. Builds what is stale first, so run it under the lock:
//   flock /tmp/build.lock node bench/js-budget.mjs        (DATA_DIR=… reuses a seeded data dir)
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { budgetPages, CHROMIUM_FLAGS, CHROMIUM_PATH, startDemoServer, writeSection } from './lib/demo-server.mjs';

const BUDGET_KB = 110;
/** Leaflet's own source names its site; no other chunk carries it. */
const MAP_CODE = /leafletjs\.com/;

const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows = [];
try {
  const pages = [...(await budgetPages(server.url)), ['map view', '/properties/map']];
  for (const [name, pathname] of pages) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    const scripts = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname)) scripts.push(response);
    });
    await page.goto(server.url + pathname, { waitUntil: 'networkidle' });
    const files = [];
    for (const response of scripts) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      files.push({ name: new URL(response.url()).pathname.split('/').pop(), gzip: gzipSync(body, { level: 9 }).length, map: MAP_CODE.test(body.toString('latin1')) });
    }
    await page.close();
    const total = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    const largest = [...files].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
    rows.push({ name, pathname, total, count: files.length, largest, map: files.some((f) => f.map), budgeted: name !== 'map view' });
  }
} finally {
  await browser.close();
  await server.stop();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const lines = rows.map((r) => {
  const mapOk = r.budgeted ? !r.map : r.map;
  const verdict = !r.budgeted ? (r.map ? 'map code loaded (expected)' : 'MAP CODE MISSING') : r.total <= BUDGET_KB && mapOk ? 'within' : 'OVER';
  return `| ${r.name} (\`${r.pathname.replace(/[^/]+$/, (s) => (s.length > 20 ? '…' : s))}\`) | ${r.total.toFixed(1)} | ${r.count} | ${r.map ? 'yes' : 'no'} | ${r.largest.map((f) => `${f.name} ${kb(f.gzip)}`).join(', ')} | ${verdict} |`;
});
for (const line of lines) console.log(line);
await writeSection(
  'Critical-path JS',
  `## Critical-path JS

JavaScript each page loads before any interaction (Chromium at phone size waits for the network to
go quiet after load), gzip level 9 sizes in KB, by \`node bench/js-budget.mjs\` against the built
server on the demo seed. Budget: ≤ ${BUDGET_KB} KB on home, list and detail; map code (Leaflet) only on the
map view. 1-minute load average: ${os.loadavg()[0].toFixed(2)}.

| page | JS, KB gzip | scripts | map code | largest (KB gzip) | budget |
|---|---|---|---|---|---|
${lines.join('\n')}

Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
);
process.exitCode = lines.some((l) => /OVER|MISSING/.test(l)) ? 1 : 0;
