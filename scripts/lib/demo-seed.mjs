// The demo content is a workspace of its own (packages/demo-seed, ADR 020): the server loads it only
// when the process that starts it hands it in, which `npm start` (and the benchmarks, the browser
// tests) do when SEED_DEMO is on.
import path from 'node:path';
import { repoRoot } from './builds.mjs';

export const demoSeedModule = path.join(repoRoot, 'packages/demo-seed/dist/index.js');

/** SEED_DEMO as the server reads it: on unless 0/false/no. */
export function isDemoSeedOn(env = process.env) {
  const value = env.SEED_DEMO;
  return value === undefined || value === '' || ['1', 'true', 'yes'].includes(value);
}

/** The server's arguments that hand it the demo seed, when SEED_DEMO is on. */
export function demoSeedArgs(env = process.env) {
  return isDemoSeedOn(env) ? ['--demo-seed', demoSeedModule] : [];
}
