// JavaScript on home, the list and a property detail, plus the map view, where the map code
// (Leaflet) must load and nowhere else, as two gzip figures (level 9, as the build's precompressed
// .gz) per page: the critical path — scripts the page requested before its largest contentful
// paint (the first paint when it has none), which compete with the first render — and the total to
// hydrate — every script loaded before any interaction (Chromium opens the page and waits for the
// network to go quiet). Writes the "Critical-path JS" section of bench/RESULTS.md and exits 1 when
// a page's critical path is over budget or the map code is where it should not be. Builds what is
// stale first, so run it under the lock:
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
    // In-page clocks: when the largest paint so far happened and when each script was requested.
    const timing = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const starts = () => Object.fromEntries(performance.getEntriesByType('resource').map((r) => [r.name, r.startTime]));
          const firstPaint = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          new PerformanceObserver((list) => resolve({ paint: Math.max(...list.getEntries().map((e) => e.startTime)), starts: starts() })).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve({ paint: firstPaint(), starts: starts() }), 1000);
        }),
    );
    const files = [];
    for (const response of scripts) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      const critical = (timing.starts[response.url()] ?? Infinity) < timing.paint;
      files.push({ name: new URL(response.url()).pathname.split('/').pop(), gzip: gzipSync(body, { level: 9 }).length, map: MAP_CODE.test(body.toString('latin1')), critical });
    }
    await page.close();
    const sum = (list) => list.reduce((total, f) => total + f.gzip, 0) / 1024;
    const criticalFiles = files.filter((f) => f.critical);
    const largest = [...files].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
    rows.push({
      name,
      pathname,
      critical: sum(criticalFiles),
      criticalCount: criticalFiles.length,
      total: sum(files),
      count: files.length,
      paintMs: timing.paint,
      largest,
      map: files.some((f) => f.map),
      budgeted: name !== 'map view',
    });
  }
} finally {
  await browser.close();
  await server.stop();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const lines = rows.map((r) => {
  const mapOk = r.budgeted ? !r.map : r.map;
  const verdict = !r.budgeted ? (r.map ? 'map code loaded (expected)' : 'MAP CODE MISSING') : r.critical <= BUDGET_KB && mapOk ? 'within' : 'OVER';
  return `| ${r.name} (\`${r.pathname.replace(/[^/]+$/, (s) => (s.length > 20 ? '…' : s))}\`) | ${r.critical.toFixed(1)} (${r.criticalCount}) | ${Math.round(r.paintMs)} | ${r.total.toFixed(1)} (${r.count}) | ${r.map ? 'yes' : 'no'} | ${r.largest.map((f) => `${f.name} ${kb(f.gzip)}`).join(', ')} | ${verdict} |`;
});
for (const line of lines) console.log(line);
await writeSection(
  'Critical-path JS',
  `## Critical-path JS

JavaScript per page, gzip level 9 sizes in KB (number of scripts in brackets), by \`node bench/js-budget.mjs\`
against the built server on the demo seed, in Chromium at phone size: **critical path** = scripts
requested before the page's largest contentful paint (the time in ms beside it, unthrottled), which
compete with the first render for the network; **to hydrate** = every script loaded before any
interaction (the network gone quiet). Budget: critical path ≤ ${BUDGET_KB} KB on home, list and detail;
map code (Leaflet) only on the map view. 1-minute load average: ${os.loadavg()[0].toFixed(2)}.

| page | critical path, KB gzip | LCP, ms | to hydrate, KB gzip | map code | largest (KB gzip) | budget |
|---|---|---|---|---|---|---|
${lines.join('\n')}

The total to hydrate cannot go under ~110 KB with the pinned stack (DESIGN.md: React 19, React
Router 7 framework mode, i18next, TanStack Query): the \`framework\` chunk alone is ~105 KB —
react-dom's client ~75 KB, React and the scheduler ~5 KB, React Router ~27 KB. What the budget
holds is what competes with the first render: the hydration scripts start only after the LCP
image has painted (docs/decisions/012), so the server-rendered page paints first.

Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
);
process.exitCode = lines.some((l) => /OVER|MISSING/.test(l)) ? 1 : 0;
