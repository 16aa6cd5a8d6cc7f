import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running one of the server's worker entries: the TypeScript module `source`
 * under tsx/vitest (a worker thread does not inherit tsx's loader on Node 20, so it registers it
 * first), or `dist/<name>.js` when bundled (build.mjs builds each entry beside main.js; this code
 * may sit in dist/chunks/).
 */
export function startWorkerThread(source: URL, name: string, options: WorkerOptions): Worker {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
    return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); })`, { ...options, eval: true });
  }
  const dir = path.dirname(here);
  const entry = [path.join(dir, `${name}.js`), path.join(dir, '..', `${name}.js`)].find((f) => existsSync(f));
  if (!entry) throw new Error(`worker entry ${name}.js not found near ${dir}`);
  return new Worker(entry, options);
}
