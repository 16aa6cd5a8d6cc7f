// Bundles the server into dist/. Real packages from node_modules stay external (native modules,
// lazy requires and licences stay intact); the workspace package @abode/shared is TypeScript
// source (and JSON), so it is bundled with the server's own code, resolved through its "exports".
// Code splitting keeps dynamic imports lazy: the demo seed and faker load only on a first start.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

const externalNodeModules = {
  name: 'external-node-modules',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@abode/shared/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: { main: path.join(here, 'src/main.ts') },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalNodeModules],
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
}).catch((error) => {
  if (!error.errors) console.error(error); // build errors have already been printed by esbuild
  process.exit(1);
});

const jsBytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`server bundle: ${path.relative(process.cwd(), path.join(outdir, 'main.js'))} (${Math.round(jsBytes / 1024)} KiB of JavaScript)`);
