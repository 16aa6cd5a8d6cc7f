// Photos uploaded through the real API while other calls are timed (issue #13, ADR 017). The built
// server runs in a process of its own; an uploader process posts 12-megapixel camera JPEGs to
// post_property one listing after another, and a timing thread sends other API calls at a fixed
// rate (latency counted from the scheduled send time, so queueing behind a slow answer counts).
// Budget: ≥ 1 photo/s while the other calls keep p95 ≤ 25 ms.
//
//   npm run build && node --import tsx bench/upload/upload.mjs     (PHOTOS=n, RATE=n requests/s)
//
// Writes the "Upload" section of bench/RESULTS.md; exits non-zero when the budget is missed.
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { connectDatabase } from '../../apps/server/src/core/db/connect.ts';
import { migrateToLatest } from '../../apps/server/src/core/db/migrate.ts';
import { loadEnv } from '../../apps/server/src/core/env.ts';
import { createStorage } from '../../apps/server/src/core/media/create-storage.ts';
import { seedReference } from '../../apps/server/src/seed/reference.ts';
import { createCategory, createProperty, createUser, loginAs, postPropertyFields } from '../../apps/server/src/test/factories.ts';
import { freePort } from '../lib/free-port.mjs';

const PHOTOS = Number(process.env.PHOTOS ?? 24);
const RATE = Number(process.env.RATE ?? 100);
const ALONE_MS = 8000;
const BUDGET = { photosPerSecond: 1, p95Ms: 25 };
/** The other calls, in turn: a list page, a search with filters, the settings every client loads. */
const TIMED_PATHS = ['/api/get-property-list?limit=20', '/api/get-property-list?limit=20&property_type=0&min_price=500000', '/api/get_categories?limit=20'];
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
const resultsFile = path.join(repoRoot, 'bench/RESULTS.md');

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 4000×3000 JPEG with sensor-like grain (what makes real photos costly to decode), quality 92. */
async function cameraPhoto(index) {
  const size = { width: 4000, height: 3000, channels: 3 };
  const grain = await sharp({ create: { ...size, noise: { type: 'gaussian', mean: 128, sigma: 20 } } }).raw().toBuffer();
  return sharp({ create: { ...size, background: { r: 90 + index * 10, g: 140, b: 200 } } })
    .composite([{ input: grain, raw: size, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

// Open loop on node:http keep-alive in a thread of its own, so it never waits on this event loop;
// at most 32 sockets, well within the server's cap per client address (a late answer queues the
// next requests here, and that wait counts, since latency runs from the scheduled send time).
const TIMER_CODE = `
const http = require('node:http');
const { parentPort, workerData: { base, paths, rate } } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
const latencies = [];
let running = true;
let failure = null;
parentPort.on('message', () => { running = false; });
const get = (url) => new Promise((resolve, reject) => {
  http.get(url, { agent }, (res) => { res.resume(); res.once('end', () => resolve(res.statusCode)); }).once('error', reject);
});
(async () => {
  const start = performance.now();
  const inFlight = new Set();
  for (let sent = 0; running; sent++) {
    const scheduled = start + (sent * 1000) / rate;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = get(base + paths[sent % paths.length])
      .then((status) => { if (status !== 200) throw new Error('answered ' + status); latencies.push(performance.now() - scheduled); })
      .catch((error) => { failure = String(error); running = false; })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  await Promise.all(inFlight);
  parentPort.postMessage({ latencies, failure });
})();
`;

function timeOtherCalls(base) {
  const worker = new Worker(TIMER_CODE, { eval: true, workerData: { base, paths: TIMED_PATHS, rate: RATE } });
  const done = once(worker, 'message');
  return async () => {
    worker.postMessage('stop');
    const [{ latencies, failure }] = await done;
    await worker.terminate();
    if (failure) throw new Error(`a timed call failed: ${failure}`);
    return latencies;
  };
}

// The owner's phone, as a process of its own: building and streaming 4 MB forms is not the API's work.
const UPLOADER_CODE = `
const fs = require('node:fs');
const { url, headers, fields, photoFiles } = JSON.parse(process.argv[1]);
const photos = photoFiles.map((file) => fs.readFileSync(file));
process.on('message', async (count) => {
  try {
    for (let i = 0; i < count; i++) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('title', 'Bench listing ' + i);
      form.append('title_image', new Blob([photos[i % photos.length]], { type: 'image/jpeg' }), 'camera-' + i + '.jpg');
      const res = await fetch(url, { method: 'POST', headers, body: form });
      const body = await res.json();
      if (!res.ok || body.error) throw new Error('post_property answered ' + res.status + ': ' + body.message);
    }
    process.send({ ok: true });
  } catch (error) {
    process.send({ ok: false, message: String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
`;

async function prepare(dataDir, settings) {
  const env = loadEnv(settings);
  const database = connectDatabase({ sqliteFile: path.join(dataDir, 'abode.db') });
  try {
    await migrateToLatest(database.db);
    await seedReference({ env, db: database.db, storage: createStorage(env) });
    const category = await createCategory(database.db);
    for (let i = 0; i < 60; i++) await createProperty(database.db, { category_id: category.id, images: 2 });
    const owner = await createUser(database.db, { mobile: '501234567', country_code: '971', profile: 'profiles/owner.webp' });
    await database.db.updateTable('users').set({ address: 'Dubai Marina' }).where('id', '=', owner.id).execute();
    const { auth } = await loginAs(database.db, owner.id);
    return { categoryId: category.id, auth };
  } finally {
    await database.destroy();
  }
}

async function startServer(settings) {
  const server = fork(serverEntry, [], { env: { PATH: process.env.PATH, ...settings }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const url = `http://127.0.0.1:${settings.PORT}`;
  for (const deadline = Date.now() + 60_000; ; await sleep(200)) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before it was ready`);
    if (await fetch(`${url}/healthz`).then((res) => res.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s');
  }
  return { url, stop: () => (server.kill('SIGTERM'), once(server, 'exit')) };
}

function writeResults(section) {
  const existing = fs.readFileSync(resultsFile, 'utf8');
  const pattern = /## Upload\n[\s\S]*?(?=\n## |$)/;
  fs.writeFileSync(resultsFile, `${(pattern.test(existing) ? existing.replace(pattern, section) : `${existing.trimEnd()}\n\n${section}`).trimEnd()}\n`);
}

if (!fs.existsSync(serverEntry)) throw new Error('apps/server/dist/main.js is missing: npm run build first');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'abode-bench-upload-'));
const imageSettings = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('IMAGE_')));
const settings = { ...imageSettings, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SEED_DEMO: '0', RATE_LIMIT_MAX: '1000000', HOST: '127.0.0.1', PORT: String(await freePort()) };
let server;
let uploader;
try {
  const loadAtStart = os.loadavg()[0];
  const { categoryId, auth } = await prepare(dataDir, settings);
  server = await startServer(settings);
  console.log(`generating ${PHOTOS} camera photos…`);
  const photoFiles = [];
  let bytes = 0;
  for (let i = 0; i < PHOTOS; i++) {
    const photo = await cameraPhoto(i);
    bytes += photo.length;
    photoFiles.push(path.join(dataDir, `camera-${i}.jpg`));
    fs.writeFileSync(photoFiles[i], photo);
  }
  const fields = postPropertyFields(categoryId, { description: 'Posted by the upload benchmark.' });
  uploader = spawn(process.execPath, ['-e', UPLOADER_CODE, JSON.stringify({ url: `${server.url}/api/post_property`, headers: auth, fields, photoFiles })], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await once(uploader, 'message');
  const upload = (count) =>
    new Promise((resolve, reject) => {
      uploader.once('message', (reply) => (reply.ok ? resolve() : reject(new Error(reply.message))));
      uploader.send(count);
    });

  await upload(1); // the image worker starts with the first picture
  const warmUp = timeOtherCalls(server.url);
  await sleep(1000);
  await warmUp();
  console.log('other calls alone…');
  const stopAlone = timeOtherCalls(server.url);
  await sleep(ALONE_MS);
  const alone = await stopAlone();
  console.log(`other calls while ${PHOTOS} photos upload…`);
  const stopDuring = timeOtherCalls(server.url);
  const started = performance.now();
  await upload(PHOTOS);
  const photosPerSecond = PHOTOS / ((performance.now() - started) / 1000);
  const during = await stopDuring();

  const p95Alone = percentile(alone, 0.95);
  const p95During = percentile(during, 0.95);
  const within = photosPerSecond >= BUDGET.photosPerSecond && p95During <= BUDGET.p95Ms;
  const verdict = (ok) => (ok ? 'within' : 'MISSED');
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const section = `## Upload

\`node --import tsx bench/upload/upload.mjs\` (after \`npm run build\`; ADR 017): the built server in a process
of its own (SQLite, 60 visible listings, image workers as configured: ${process.env.IMAGE_WORKERS ?? 1} worker at nice +${process.env.IMAGE_WORKER_NICE ?? 5});
an uploader process posts ${PHOTOS} listings to \`post_property\`, one after another, each with one 4000×3000
camera JPEG (${(bytes / PHOTOS / 1024 / 1024).toFixed(1)} MB on average); a timing thread sends ${RATE} requests/s of other calls
(${TIMED_PATHS.map((p) => `\`${p.replace('/api/', '')}\``).join(', ')} in turn) on a fixed schedule,
latency counted from the scheduled send time. Budget: ≥ ${BUDGET.photosPerSecond} photo/s while the other calls keep p95 ≤ ${BUDGET.p95Ms} ms.

| other calls | requests | p50 | p95 | p99 | photos/s |
|---|---|---|---|---|---|
| alone (${ALONE_MS / 1000} s) | ${alone.length} | ${percentile(alone, 0.5).toFixed(1)} ms | ${p95Alone.toFixed(1)} ms | ${percentile(alone, 0.99).toFixed(1)} ms | – |
| during uploads | ${during.length} | ${percentile(during, 0.5).toFixed(1)} ms | ${p95During.toFixed(1)} ms (${verdict(p95During <= BUDGET.p95Ms)}) | ${percentile(during, 0.99).toFixed(1)} ms | ${photosPerSecond.toFixed(2)} (${verdict(photosPerSecond >= BUDGET.photosPerSecond)}) |

Machine: ${cpu} × ${os.cpus().length}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end (the machine is shared).
`;
  console.log(section);
  writeResults(section);
  process.exitCode = within ? 0 : 1;
} finally {
  uploader?.kill();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
