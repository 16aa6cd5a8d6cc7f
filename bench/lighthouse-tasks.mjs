// Where the blocking time of home, the list and a property detail goes: one Lighthouse run per page
// (mobile, simulated throttling, as lighthouse.mjs) printing score, TBT, LCP, the document's size and
// element count, and each long task with what Lighthouse attributes it to (long-tasks audit) and
// the main-thread breakdown. For before/after comparisons run back to back; not written to RESULTS.md:
//   flock /tmp/build.lock node bench/lighthouse-tasks.mjs      (RUNS, default 1; DATA_DIR reuses a seed)
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { budgetPages, CHROMIUM_FLAGS, CHROMIUM_PATH, startDemoServer } from './lib/demo-server.mjs';

const RUNS = Number(process.env.RUNS ?? 1);

const server = await startDemoServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
try {
  for (const [name, pathname] of await budgetPages(server.url)) {
    const html = await (await fetch(server.url + pathname)).text();
    for (let i = 0; i < RUNS; i++) {
      const { audits, categories } = (await lighthouse(server.url + pathname, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })).lhr;
      const tasks = (audits['long-tasks'].details?.items ?? []).map((t) => `${Math.round(t.duration)} ${t.url.replace(server.url, '') || '-'}`);
      const breakdown = (audits['mainthread-work-breakdown'].details?.items ?? []).map((b) => `${b.group} ${Math.round(b.duration)}`);
      console.log(
        `${name}: score ${Math.round((categories.performance.score ?? 0) * 100)}, TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms, ` +
          `LCP ${(audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s, CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}, ` +
          `HTML ${html.length} chars, ${audits['dom-size'].numericValue} elements, load ${os.loadavg()[0].toFixed(2)}\n` +
          `  long tasks (ms, simulated): ${tasks.join('; ')}\n  main thread (ms): ${breakdown.join(', ')}`,
      );
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
