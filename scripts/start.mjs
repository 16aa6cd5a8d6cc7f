// `npm start`: build what is stale, then run the production server (API + server-rendered web on
// one port). The server migrates and, on the very first start, seeds the database itself; the demo
// content (packages/demo-seed) is handed to it only when SEED_DEMO is on (ADR 020).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ensureBuilds, repoRoot } from './lib/builds.mjs';
import { demoSeedArgs } from './lib/demo-seed.mjs';

if (!ensureBuilds()) process.exit(1);

// The server runs in its own process group so that Ctrl+C reaches it exactly once (forwarded
// from here) and its graceful shutdown is not cut short by a second SIGINT from the terminal.
// Source maps are not enabled by default: parsing the bundle's map costs start-up time
// (bench/RESULTS.md); NODE_OPTIONS=--enable-source-maps turns them on for debugging.
const server = spawn(process.execPath, ['apps/server/dist/main.js', ...demoSeedArgs()], {
  cwd: repoRoot,
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: 'inherit',
  detached: true,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
