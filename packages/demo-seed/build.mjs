// Bundles the demo seed into dist/index.js, the module `npm start` hands the server with
// `--demo-seed` when SEED_DEMO is on (ADR 020). Our own code (this package and the server and shared
// modules it builds on) is bundled; every npm package stays external and loads from node_modules.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

/** Bare imports other than our workspaces (@abode/…) and Node's built-ins are left to node_modules. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@abode/') ? undefined : { path: args.path, external: true }));
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { index: path.join(here, 'src/index.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [npmPackagesExternal],
  sourcemap: true,
  logLevel: 'warning',
}).catch((error) => {
  if (!error.errors) console.error(error); // build errors have already been printed by esbuild
  process.exit(1);
});
