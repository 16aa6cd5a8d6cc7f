// Lighthouse (mobile, its default simulated throttling) on home, the list and a property detail,
// against the built server on the demo seed: RUNS runs per page (default 3), median by
// performance score. Writes the "Lighthouse" section of bench/RESULTS.md and exits 1 when a page
// misses a budget. Builds what is stale first, so run it under the lock:
//   flock /tmp/build.lock node bench/lighthouse.mjs      (CHROME_PATH, default /usr/bin/chromium)
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { budgetPages, CHROMIUM_FLAGS, CHROMIUM_PATH, startDemoServer, writeSection } from './lib/demo-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const BUDGET = { score: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150 };

const server = await startDemoServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
const rows = [];
try {
  for (const [name, pathname] of await budgetPages(server.url)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(server.url + pathname, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const { audits, categories } = result.lhr;
      runs.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        fcpMs: audits['first-contentful-paint'].numericValue,
        lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      });
    }
    runs.sort((a, b) => a.score - b.score);
    rows.push({ name, pathname, median: runs[Math.floor(runs.length / 2)], scores: runs.map((r) => r.score) });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const within = (m) => m.score >= BUDGET.score && m.lcpMs <= BUDGET.lcpMs && m.cls <= BUDGET.cls && m.tbtMs <= BUDGET.tbtMs;
const lines = rows.map(
  ({ name, median: m, scores }) =>
    `| ${name} | ${m.score} (${scores.join(', ')}) | ${(m.fcpMs / 1000).toFixed(2)} | ${(m.lcpMs / 1000).toFixed(2)} | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} | ${within(m) ? 'within' : 'OVER'} |`,
);
for (const line of lines) console.log(line);
for (const { name, median } of rows) console.log(`${name}: LCP element ${median.lcpElement}`);
await writeSection(
  'Lighthouse',
  `## Lighthouse

Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} mobile, default simulated throttling (slow 4G, 4× CPU slowdown), performance
category only, by \`node bench/lighthouse.mjs\` against the built server on the demo seed, in
Chromium headless with the DESIGN.md flags; ${RUNS} runs per page, the median run by score (all scores in
brackets). Times in s, TBT in ms. 1-minute load average at the end: ${os.loadavg()[0].toFixed(2)} (2-core machine shared
with other work; simulated throttling scales from the measured run, so load still moves figures).

| page | performance (runs) | FCP | LCP | CLS | TBT | budget ≥ ${BUDGET.score}, LCP ≤ ${BUDGET.lcpMs / 1000} s, CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbtMs} ms |
|---|---|---|---|---|---|---|
${lines.join('\n')}

Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
);
process.exitCode = rows.every(({ median }) => within(median)) ? 0 : 1;
