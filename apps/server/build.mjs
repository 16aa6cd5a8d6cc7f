// Bundles the server into dist/main.js. Real packages from node_modules stay external (native
// modules, lazy requires and licences stay intact); the workspace package @abode/shared is
// TypeScript source, so it is bundled together with the server's own code.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedSrc = path.resolve(here, '../../packages/shared/src');
const outdir = path.join(here, 'dist');

/** Resolves `@abode/shared/<file>` to its TypeScript source, as the package's "exports" map does. */
const bundleSharedWorkspace = {
  name: 'bundle-shared-workspace',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@abode\/shared\// }, (args) => ({
      path: path.join(sharedSrc, `${args.path.slice('@abode/shared/'.length)}.ts`),
    }));
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundleSharedWorkspace],
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
}).catch(() => process.exit(1)); // esbuild has already printed the errors

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`server bundle: ${path.relative(process.cwd(), path.join(outdir, 'main.js'))} (${Math.round(bytes / 1024)} KiB with source map)`);
