// What home, the list and a property detail weigh on a first visit — HTML + JavaScript +
// translations, gzip level 9 — under the two translation designs ADR 022 weighs:
//   sections (ADR 013, built): each page's HTML carries the translation sections it shows; a
//     client-side navigation fetches the sections the next page lacks.
//   one file: one content-hashed, immutable file of the language's strings, fetched once and cached.
// The sections design is measured as served. The one-file page is that page with its sections taken
// out of the HTML and the whole file added: the sections are subtracted at their standalone gzip
// size, which is more than they add to the HTML (whose markup repeats their text), so the figure is
// the best case for the one-file design. The file is what the server's /translations route answers
// for every section of the language, i.e. the strings laid over English exactly as a page gets them.
// Also: the translation bytes of a visit home → list → detail under each design.
// Writes the "Page weight" section of bench/RESULTS.md. Builds what is stale first:
//   flock /tmp/build.lock node bench/page-weight.mjs        (DATA_DIR=… reuses a seeded data dir)
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { repoRoot } from '../scripts/lib/builds.mjs';
import { budgetPages, CHROMIUM_FLAGS, CHROMIUM_PATH, startDemoServer, writeSection } from './lib/demo-server.mjs';

const LANGUAGES = ['en', 'ar'];
const gz = (data) => gzipSync(data, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const languageFile = (code) => JSON.parse(readFileSync(path.join(repoRoot, `packages/shared/src/i18n/${code}.json`), 'utf8'));
/** Every top-level section a language's strings can have: English's and the language file's own. */
const allSections = (code) => [...new Set([...Object.keys(languageFile('en')), ...Object.keys(languageFile(code))])];
const pick = (strings, names) => Object.fromEntries(names.map((name) => [name, strings[name]]));

/** One page in a fresh browser context: HTML and script bytes (gzip), and the root's translations. */
async function measure(browser, url, language) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  await context.addCookies([{ name: 'abode_lang', value: language, url }]);
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  const html = await document.body();
  let js = 0;
  for (const response of responses) {
    const isScript = response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
    if (isScript) js += gz(await response.body().catch(() => Buffer.alloc(0)));
  }
  const root = await page.evaluate(() => {
    const data = globalThis.__reactRouterDataRouter.state.loaderData.root;
    return { translations: data.translations, version: data.translationsVersion };
  });
  await context.close();
  return { html: gz(html), js, ...root };
}

const server = await startDemoServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows = [];
const journeys = [];
try {
  const pages = await budgetPages(server.url);
  for (const language of LANGUAGES) {
    const measured = [];
    for (const [name, pathname] of pages) measured.push({ name, pathname, ...(await measure(browser, server.url + pathname, language)) });
    const version = measured[0].version;
    const response = await fetch(`${server.url}/translations/${language}/${version}/${allSections(language).join(',')}`);
    if (!response.ok) throw new Error(`the whole ${language} file: ${response.status}`);
    const fileText = await response.text();
    const strings = JSON.parse(fileText);
    const file = gz(fileText);

    let had = new Set();
    let journey = 0;
    for (const m of measured) {
      const names = Object.keys(m.translations);
      const sections = gz(JSON.stringify(m.translations));
      // what a client-side navigation to this page fetches: the sections the pages before lacked
      const missing = names.filter((n) => !had.has(n));
      journey += had.size === 0 ? sections : missing.length ? gz(JSON.stringify(pick(strings, missing))) : 0;
      had = new Set([...had, ...names]);
      const bySections = m.html + m.js;
      const oneFile = m.html - sections + file + m.js;
      rows.push({ ...m, language, names: names.length, sections, file, bySections, oneFile });
    }
    journeys.push({ language, sections: journey, file });
  }
} finally {
  await browser.close();
  await server.stop();
}

const lines = rows.map(
  (r) =>
    `| ${r.name} | ${r.language} | ${kb(r.html)} | ${kb(r.sections)} (${r.names}) | ${kb(r.js)} | **${kb(r.bySections)}** | ${kb(r.file)} | **${kb(r.oneFile)}** | ${r.oneFile >= r.bySections ? '+' : ''}${kb(r.oneFile - r.bySections)} |`,
);
const journeyLines = journeys.map((j) => `| ${j.language} | ${kb(j.sections)} | ${kb(j.file)} |`);
for (const line of [...lines, ...journeyLines]) console.log(line);
await writeSection(
  'Page weight',
  `## Page weight

First visit, gzip level 9, KB, by \`node bench/page-weight.mjs\` against the built server on the demo
seed (Chromium at phone size; JavaScript = every script loaded before the network goes quiet).
**Sections** (ADR 013, as built): the HTML carries the page's translation sections. **One file**:
the same page with its sections out of the HTML and the language's whole file (content-hashed,
immutable) fetched instead — sections subtracted at their standalone gzip size, so the best case
for the one-file design (ADR 022).

| page | language | HTML (with sections) | sections in it (count) | JS | page, sections | whole file | page, one file | one file − sections |
|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}

Translation bytes of a visit home → list → detail (first page's sections in its HTML, then what
the client-side navigations fetch; the one file once):

| language | sections | one file |
|---|---|---|
${journeyLines.join('\n')}

1-minute load average ${os.loadavg()[0].toFixed(2)}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
);
