// The two production builds and when they are stale. Each build writes a stamp file into its own
// output after it succeeds; a build is stale when any of its inputs changed after the stamp (or
// the stamp is missing because the output was never built, was cleaned, or a build failed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const sharedInputs = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];

export const builds = [
  {
    name: 'web',
    workspace: 'apps/web',
    inputs: [
      'apps/web/app',
      'apps/web/public',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'apps/web/react-router.config.ts',
      ...sharedInputs,
    ],
    stamp: 'apps/web/build/.build-stamp',
  },
  {
    name: 'server',
    workspace: 'apps/server',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...sharedInputs],
    stamp: 'apps/server/dist/.build-stamp',
  },
  {
    // bundles the server modules it seeds through, so it is stale when they change too
    name: 'demo seed',
    workspace: 'packages/demo-seed',
    inputs: ['packages/demo-seed/src', 'packages/demo-seed/build.mjs', 'packages/demo-seed/package.json', 'apps/server/src', ...sharedInputs],
    stamp: 'packages/demo-seed/dist/.build-stamp',
  },
];

/** Newest modification time of a file or of anything below a directory (0 when absent). */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  // A directory's own mtime changes when an entry is removed or renamed, so count it too.
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function isStale(build) {
  const stampTime = newestMtime(path.join(repoRoot, build.stamp));
  if (stampTime === 0) return true;
  return build.inputs.some((input) => newestMtime(path.join(repoRoot, input)) > stampTime);
}

/** Runs `npm run build -w <workspace>` and stamps the output; returns whether it succeeded. */
export function runBuild(build) {
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) return false;
  fs.writeFileSync(path.join(repoRoot, build.stamp), `${new Date().toISOString()}\n`);
  return true;
}

/** Rebuilds whatever is stale; returns false as soon as one build fails. */
export function ensureBuilds({ log = console.log } = {}) {
  for (const build of builds) {
    if (!isStale(build)) {
      log(`${build.name} build is up to date`);
      continue;
    }
    log(`building ${build.name}…`);
    if (!runBuild(build)) {
      log(`${build.name} build failed`);
      return false;
    }
  }
  return true;
}
