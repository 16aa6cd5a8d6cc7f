// What `content-visibility: auto` (the render-when-visible-[…] utility, app.css) saves on home, the list
// and a property detail: each page loaded in Chromium at phone size with 4× CPU throttling until it
// has hydrated, alternately with the utility overridden to `visible` and as shipped, RUNS pairs
// (default 3). From a DevTools trace of the renderer's main thread: style recalculation, layout and
// paint (incl. pre-paint and layerize) in ms of real time, and the blocking time of tasks after
// the first contentful paint (each task's time over 50 ms, summed up to hydration + 1.5 s, the way
// TBT counts, unthrottled by simulation). Medians; printed, not written to RESULTS.md:
//   flock /tmp/build.lock node bench/render-skip.mjs
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { budgetPages, CHROMIUM_FLAGS, CHROMIUM_PATH, startDemoServer } from './lib/demo-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const SETTLE_MS = 1500;
// Runs in the page: a style sheet that turns the skipping off, added once the head exists.
const SKIP_OFF = `document.addEventListener('DOMContentLoaded', () => {
  const style = document.createElement('style');
  style.textContent = '[class*="render-when-visible"] { content-visibility: visible !important; }';
  document.head.append(style);
});`;

const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const traceDir = await mkdtemp(path.join(os.tmpdir(), 'abode-render-skip-'));

async function measure(url, skipOff) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (skipOff) await page.addInitScript({ content: SKIP_OFF });
  const tracePath = path.join(traceDir, 'trace.json');
  await browser.startTracing(page, { path: tracePath, categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  await browser.stopTracing();
  await page.close();
  const events = JSON.parse(await readFile(tracePath, 'utf8')).traceEvents;
  const navigation = events.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL).startsWith(server.url));
  const thread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === navigation.pid);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid)?.ts ?? navigation.ts;
  const main = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.dur);
  const ms = (names) => main.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + e.dur / 1000, 0);
  const blocking = main.filter((e) => e.name === 'RunTask' && e.ts >= fcp).reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0);
  return { style: ms(['UpdateLayoutTree']), layout: ms(['Layout']), paint: ms(['Paint', 'PrePaint', 'Layerize']), blocking };
}

try {
  for (const [name, pathname] of await budgetPages(server.url)) {
    const runs = { visible: [], auto: [] };
    for (let i = 0; i < RUNS; i++) for (const mode of ['visible', 'auto']) runs[mode].push(await measure(server.url + pathname, mode === 'visible'));
    for (const [mode, list] of Object.entries(runs)) {
      const median = (key) => Math.round(list.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)]);
      console.log(`${name}, content-visibility ${mode}: style ${median('style')}, layout ${median('layout')}, paint ${median('paint')}, blocking after FCP ${median('blocking')} ms`);
    }
  }
  console.log(`load ${os.loadavg()[0].toFixed(2)}`);
} finally {
  await browser.close();
  await server.stop();
  await rm(traceDir, { recursive: true, force: true });
}
