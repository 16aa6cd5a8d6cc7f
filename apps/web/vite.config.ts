import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz beside each browser asset, so the server (@fastify/static preCompressed)
 * serves them compressed without compressing on every request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'abode:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const outDir = options.dir;
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!COMPRESSIBLE.test(file.fileName)) return;
          const source = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
          if (source.length < MIN_BYTES) return;
          const target = path.join(outDir, file.fileName);
          await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((data) => writeFile(`${target}.br`, data)),
            gzipAsync(source, { level: 9 }).then((data) => writeFile(`${target}.gz`, data)),
          ]);
        }),
      );
    },
  };
}

/** The modules behind the budgeted pages (issue #3): the entry, the root, the page boundary, home, the list and a detail. */
const BUDGETED_ENTRIES = /[\\/]app[\\/](entry\.client|root|routes[\\/](page-boundary|home|properties|property-details))\.tsx(\?|$)/;
/**
 * Code those pages must not modulepreload: zod (validation belongs to forms) and the map code
 * (Leaflet and the components built on it; the small lazy-map wrapper that imports them on demand may load).
 */
const NOT_ON_BUDGETED_PAGES = /[\\/]node_modules[\\/](zod|leaflet)[\\/]|[\\/]components[\\/]map[\\/](leaflet-|tiles|map\.css)/;

/**
 * Fails the client build when a chunk that home, the list or a detail page loads up front (their
 * static imports, which React Router modulepreloads) holds zod or the map code: a chunking
 * change or a new import in a shared module has brought them back before (the `app-shell` grew
 * from 45 to 70 KB gzip unnoticed).
 */
function guardBudgetedPages(): Plugin {
  return {
    name: 'abode:guard-budgeted-pages',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      const pending = [...chunks.values()].filter((chunk) => chunk.facadeModuleId && BUDGETED_ENTRIES.test(chunk.facadeModuleId));
      const seen = new Set(pending.map((chunk) => chunk.fileName));
      for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
        const offending = chunk.moduleIds.filter((id) => NOT_ON_BUDGETED_PAGES.test(id));
        if (offending.length > 0) {
          this.error(`${chunk.fileName} is loaded up front by home, the list or a detail page but holds ${offending.slice(0, 3).join(', ')}`);
        }
        for (const name of chunk.imports) {
          const next = chunks.get(name);
          if (next && !seen.has(name)) {
            seen.add(name);
            pending.push(next);
          }
        }
      }
    },
  };
}

/** React, its DOM renderer and React Router: what every page runs, in one long-cached file. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]node|cookie|set-cookie-parser)[\\/]/;
/**
 * The app's own shared code (design-system components, lib/, config/, the shared formatters and
 * enums) in one file rather than ~20 chunks of under 2 KB that every page modulepreloads. Left
 * out: modules that bring zod (form validation, the forms' place schema, the session schema, the
 * owner list pages' URL state, the media picker's limits) — a
 * group takes its modules' dependencies with it, so one of them pulls all of zod into the shell —
 * and the map components with
 * their stylesheets (Leaflet loads lazily, on the map view and near a detail page's map), which the
 * budgeted pages must not load or wait for.
 */
const APP_SHELL = /[\\/]apps[\\/]web[\\/]app[\\/](components|lib|config)[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/](format[\\/]|enums|messages|envelope|slug)/;
const NOT_IN_SHELL = /[\\/]components[\\/]map[\\/]|\.css$|[\\/]lib[\\/](use-form-validation|form-errors|place-value|session)\.ts$|[\\/](components|lib)[\\/]owner-listings[\\/]|[\\/]components[\\/]media-picker\.tsx$|\.server\.ts$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets(), guardBudgetedPages()],
  environments: {
    // Browser chunks only: the server bundle is one file either way.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                // Shared by at least 3 route chunks: one page's components (the gallery, the lightbox)
                // stay with that page.
                { name: 'app-shell', test: (id) => APP_SHELL.test(id) && !NOT_IN_SHELL.test(id), priority: 1, minShareCount: 3 },
              ],
            },
          },
        },
      },
    },
  },
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  server: {
    // `react-router dev` renders pages; the API runs beside it.
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000', '/images': process.env.API_URL ?? 'http://localhost:3000' },
  },
});
