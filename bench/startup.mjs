// Start-up to ready of the production server on an already-seeded SQLite database.
// Seeds once into a temporary DATA_DIR, then starts the built server RUNS times (default 5),
// timing spawn → first successful /healthz and reading the server's own `readyMs` log field.
// Prints median and p95 and writes them to the "Start-up" section of bench/RESULTS.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilds, repoRoot } from '../scripts/lib/builds.mjs';
import { freePort } from './lib/free-port.mjs';
import { demoSeedArgs } from '../scripts/lib/demo-seed.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const BUDGET_MS = 1500;
const SEED_TIMEOUT_MS = 300_000;
const START_TIMEOUT_MS = 30_000;
const resultsFile = path.join(repoRoot, 'bench/RESULTS.md');

/** CPU time (user + system, all threads) a process has used so far; undefined where /proc is missing. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

/** Starts the built server on dataDir and resolves once /healthz answers 200. */
async function startServer(dataDir, timeoutMs) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js', ...demoSeedArgs()], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let readyMs;
  const collect = (chunk) => {
    output += chunk;
    for (const line of chunk.toString().split('\n')) {
      if (!line.includes('"readyMs"')) continue;
      try {
        readyMs = JSON.parse(line).readyMs;
      } catch {
        // a partial line; the whole output is kept for the error message
      }
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const deadline = started + timeoutMs;
  while (performance.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) {
        const healthyMs = performance.now() - started;
        const cpu = cpuMs(child.pid);
        // The ready line is written right after listen(); give the pipe a moment to deliver it.
        for (let i = 0; i < 50 && readyMs === undefined; i++) await new Promise((r) => setTimeout(r, 10));
        return { child, healthyMs, readyMs, cpu };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy within ${timeoutMs} ms. Output:\n${output.slice(-4000)}`);
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);

function writeResults(section) {
  const existing = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  // Replace only our own section; other benchmarks keep theirs.
  const pattern = /## Start-up\n[\s\S]*?(?=\n## |$)/;
  const next = pattern.test(existing) ? existing.replace(pattern, `${section}\n`) : `${existing.trimEnd()}\n\n${section}`;
  fs.writeFileSync(resultsFile, `${next.trimEnd()}\n`);
}

if (!ensureBuilds()) process.exit(1);
// Wall-clock figures on a shared machine depend on what else runs; record how busy it was.
const loadAverage = os.loadavg()[0];

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'abode-bench-startup-'));
try {
  console.log('first start: migrating and seeding the demo data…');
  const seeded = await startServer(dataDir, SEED_TIMEOUT_MS);
  await stop(seeded.child);
  console.log(`first start (with seed): ${ms(seeded.healthyMs)}`);

  const healthy = [];
  const ready = [];
  const cpu = [];
  for (let run = 1; run <= RUNS; run++) {
    const started = await startServer(dataDir, START_TIMEOUT_MS);
    await stop(started.child);
    healthy.push(started.healthyMs);
    if (started.readyMs !== undefined) ready.push(started.readyMs);
    if (started.cpu !== undefined) cpu.push(started.cpu);
    console.log(
      `run ${run}: /healthz after ${ms(started.healthyMs)}, server-reported readyMs ${ms(started.readyMs)}, CPU ${ms(started.cpu)}`,
    );
  }

  const healthyMedian = percentile(healthy, 50);
  const healthyP95 = percentile(healthy, 95);
  const verdict = healthyP95 <= BUDGET_MS ? 'within' : 'OVER';
  console.log(`spawn → /healthz: median ${ms(healthyMedian)}, p95 ${ms(healthyP95)} (${verdict} the ${BUDGET_MS} ms budget)`);
  if (ready.length > 0) console.log(`readyMs (in-process): median ${ms(percentile(ready, 50))}, p95 ${ms(percentile(ready, 95))}`);
  if (cpu.length > 0) console.log(`CPU time at ready: median ${ms(percentile(cpu, 50))}, p95 ${ms(percentile(cpu, 95))}`);

  writeResults(
    [
      '## Start-up',
      '',
      `Start-up to ready of the built server (\`node apps/server/dist/main.js\`, as \`npm start\` runs it) on an already-seeded`,
      `SQLite database, ${RUNS} starts after a first seeding start. Measured by \`npm run bench:startup\`.`,
      '',
      '| measure | median | p95 | budget |',
      '|---|---|---|---|',
      `| spawn → first 200 from /healthz | ${ms(healthyMedian)} | ${ms(healthyP95)} | ≤ ${BUDGET_MS} ms (${verdict}) |`,
      `| \`readyMs\` logged by the server (main module running → listening; excludes loading modules) | ${ms(ready.length ? percentile(ready, 50) : undefined)} | ${ms(ready.length ? percentile(ready, 95) : undefined)} | |`,
      `| CPU time of the server at that moment (user + system, all threads; less sensitive to other load) | ${ms(cpu.length ? percentile(cpu, 50) : undefined)} | ${ms(cpu.length ? percentile(cpu, 95) : undefined)} | |`,
      `| first start, including migrations and the demo seed | ${ms(seeded.healthyMs)} | | |`,
      '',
      `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, 1-minute load average ${loadAverage.toFixed(1)} at the start,`,
      `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
    ].join('\n'),
  );
  console.log(`written to ${path.relative(process.cwd(), resultsFile)}`);
  if (verdict === 'OVER') process.exitCode = 1;
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
