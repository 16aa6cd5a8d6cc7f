// `npm test`: every check the project has, cheapest first, stopping at the first failure.
// The API suites also run on PostgreSQL when one answers (REQUIRE_PG=1 makes that mandatory).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilds, repoRoot } from './lib/builds.mjs';

// Both runners also write a JSON report, so the closing line can count tests, not stages.
// (not under test-results/: Playwright empties that folder when it starts)
const reports = path.join(repoRoot, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const run = (args, env = {}) => () =>
  spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
const npmScript = (script) => run(['run', script]);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Tests counted from the runners' own reports. */
function testCounts() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const unit = readJson(vitestReport);
  if (unit) {
    counts.passed += unit.numPassedTests ?? 0;
    counts.failed += (unit.numFailedTests ?? 0) + (unit.numFailedTestSuites ?? 0);
    counts.skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
  }
  const e2e = readJson(playwrightReport)?.stats;
  if (e2e) {
    counts.passed += (e2e.expected ?? 0) + (e2e.flaky ?? 0);
    counts.failed += e2e.unexpected ?? 0;
    counts.skipped += e2e.skipped ?? 0;
  }
  return counts;
}

const stages = [
  { name: 'typecheck', run: npmScript('typecheck') },
  { name: 'lint', run: npmScript('lint') },
  { name: 'unit and API tests', run: run(['run', 'test:unit', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]) },
  { name: 'build (web + server)', run: () => ensureBuilds() },
  {
    name: 'end-to-end tests (Playwright)',
    run: run(['run', 'test:e2e', '--', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }),
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
const started = performance.now();

for (const stage of stages) {
  console.log(`\n━━━ ${stage.name} ━━━`);
  const stageStarted = performance.now();
  const passed = stage.run();
  results.push({ name: stage.name, passed, ms: performance.now() - stageStarted });
  if (!passed) break;
}

console.log('\n━━━ summary ━━━');
for (const { name, passed, ms } of results) console.log(`${passed ? 'PASS' : 'FAIL'}  ${name} (${seconds(ms)})`);
for (const { name } of stages.slice(results.length)) console.log(`SKIP  ${name} (an earlier stage failed)`);
const failedStages = results.filter((r) => !r.passed).length;
const tests = testCounts();
console.log(`stages: ${results.length - failedStages} of ${stages.length} passed in ${seconds(performance.now() - started)}`);
console.log(`${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped`);
process.exit(failedStages === 0 ? 0 : 1);
