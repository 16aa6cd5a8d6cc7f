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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  server: {
    // `react-router dev` renders pages; the API runs beside it.
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000', '/images': process.env.API_URL ?? 'http://localhost:3000' },
  },
});
