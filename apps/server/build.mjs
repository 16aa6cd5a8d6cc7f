// Bundles the server into dist/ with esbuild.
//
// Bundled: our code, the workspace package @abode/shared (TypeScript source and JSON, resolved
// through its "exports"), and the pure-JavaScript dependencies. Loading one file instead of
// several hundred small modules is the largest single saving in start-up time (bench/RESULTS.md).
// External: packages that cannot or must not be bundled (see KEEP_EXTERNAL).
// Code splitting keeps dynamic imports lazy. The demo content is not in here: packages/demo-seed
// builds it apart and `npm start` hands it in only when SEED_DEMO is on (ADR 020).
import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

const KEEP_EXTERNAL = [
  // native addons
  'better-sqlite3',
  'sharp',
  '@node-rs/argon2',
  'pg-native',
  // serves static files from its own package folder
  '@fastify/swagger-ui',
  // the built web app imports these from node_modules: one shared instance of the router
  'react-router',
  'react',
  'react-dom',
  // development-only log formatter, loaded by name when configured
  'pino-pretty',
  // reads its own files at run time (stylesheets, the sync XHR worker); loaded only when rich text is saved (ADR 032)
  'jsdom',
];

// Bundled CommonJS code may call require() for Node built-ins or read __dirname; give the ESM
// output those names.
const banner = [
  "import { createRequire as __abodeCreateRequire } from 'node:module';",
  "import { fileURLToPath as __abodeFileURLToPath } from 'node:url';",
  "import __abodePath from 'node:path';",
  'const require = __abodeCreateRequire(import.meta.url);',
  'const __filename = __abodeFileURLToPath(import.meta.url);',
  'const __dirname = __abodePath.dirname(__filename);',
].join('\n');

await rm(outdir, { recursive: true, force: true });
const result = await build({
  // the image worker is a process of its own (ADR 008), the SQLite read worker (ADR 011) a thread, both started by the server from dist/
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'image-worker': path.join(here, 'src/core/media/image-worker.ts'),
    'read-worker': path.join(here, 'src/core/db/read-worker.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: KEEP_EXTERNAL.flatMap((name) => [name, `${name}/*`]),
  banner: { js: banner },
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
}).catch((error) => {
  if (!error.errors) console.error(error); // build errors have already been printed by esbuild
  process.exit(1);
});

// CommonJS, required before the image worker's entry so that its nice value is set before any thread starts (ADR 017)
await copyFile(path.join(here, 'src/core/media/image-worker-nice.cjs'), path.join(outdir, 'image-worker-nice.cjs'));

const jsBytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`server bundle: ${path.relative(process.cwd(), path.join(outdir, 'main.js'))} (${Math.round(jsBytes / 1024)} KiB of JavaScript)`);
