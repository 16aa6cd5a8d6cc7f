// `npm test`: every check the project has, cheapest first, stopping at the first failure.
// The API suites also run on PostgreSQL when one answers (REQUIRE_PG=1 makes that mandatory).
import { spawnSync } from 'node:child_process';
import { ensureBuilds, repoRoot } from './lib/builds.mjs';

const npmScript = (script) => () => spawnSync('npm', ['run', script], { cwd: repoRoot, stdio: 'inherit' }).status === 0;

const stages = [
  { name: 'typecheck', run: npmScript('typecheck') },
  { name: 'lint', run: npmScript('lint') },
  { name: 'unit and API tests', run: npmScript('test:unit') },
  { name: 'build (web + server)', run: () => ensureBuilds() },
  { name: 'end-to-end tests (Playwright)', run: npmScript('test:e2e') },
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
const passedCount = results.filter((r) => r.passed).length;
const failedCount = results.length - passedCount;
console.log(`${passedCount} passed, ${failedCount} failed in ${seconds(performance.now() - started)}`);
process.exit(failedCount === 0 ? 0 : 1);
