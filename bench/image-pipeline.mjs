// Throughput of the upload image pipeline (storeImage: check, decode, auto-orient, resize, three
// WebPs and a placeholder) on 12-megapixel camera-sized JPEGs, through the image worker (as uploads
// go, ADR 008) and in this process (as the seed goes), and the cost of one demo scene (render +
// storeImage in process) as the seed pays it. Budgets: ≥ 1 photo/s; scene + store < 300 ms.
//
//   node --import tsx bench/image-pipeline.mjs          (from the repository root)
//
// PHOTOS=n changes how many photos are timed (default 12). Writes the "Image pipeline" section
// of bench/RESULTS.md and exits non-zero when a budget is missed. Run on an otherwise idle machine.
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { inProcessEncoder } from '../apps/server/src/core/media/image-encode.ts';
import { storeImage } from '../apps/server/src/core/media/image-pipeline.ts';
import { ImageWorkerPool } from '../apps/server/src/core/media/image-worker-pool.ts';
import { LocalStorage } from '../apps/server/src/core/media/local-storage.ts';
import { renderScene, SCENE_KINDS } from '../apps/server/src/seed/images/index.ts';
import { drawScene } from '../apps/server/src/seed/images/scenes/index.ts';

// the server's defaults (ADR 017): one worker at nice 5, one thread
const pool = new ImageWorkerPool({ workers: 1, queueLimit: 8, threadsPerWorker: 1, nice: 5, jobTimeoutMs: 60_000 });

const PHOTOS = Number(process.env.PHOTOS ?? 12);
const PHOTO_BUDGET_PER_S = 1;
const SCENE_BUDGET_MS = 300;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = path.join(repoRoot, 'bench/RESULTS.md');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

/**
 * A 4000×3000 JPEG like a phone camera's: a rendered scene with sensor grain (noise is what makes
 * real photos expensive to decode and encode), quality 92, and an EXIF orientation on half of them.
 */
async function cameraPhoto(index) {
  const kind = SCENE_KINDS[index % SCENE_KINDS.length];
  const scene = await sharp(Buffer.from(drawScene(kind, index).toString(4000, 3000)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grain = await sharp({
    create: { width: 4000, height: 3000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 16 } },
  })
    .raw()
    .toBuffer();
  const photo = sharp(scene.data, { raw: scene.info })
    .composite([{ input: grain, raw: { width: 4000, height: 3000, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 92 });
  return (index % 2 ? photo.withMetadata({ orientation: 6 }) : photo).toBuffer();
}

/** CPU milliseconds (user + system) of the image worker processes so far, from /proc. */
function workersCpuMs() {
  return pool.pids.reduce((sum, pid) => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  }, 0);
}

/** Photos per second, `concurrency` at a time; CPU per photo of this process plus the workers. */
async function timePhotos(storage, photos, concurrency, inProcess) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const workersBefore = workersCpuMs();
  let next = 0;
  const worker = async () => {
    while (next < photos.length) await storeImage(storage, photos[next++], 'bench', { encoder: inProcess ? inProcessEncoder : pool });
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: photos.length / seconds, cpuPerPhoto: (cpuMs(cpu) + workersCpuMs() - workersBefore) / photos.length };
}

async function timeScenes(storage) {
  const rows = [];
  for (const kind of SCENE_KINDS) {
    const wall = [];
    const cpu = [];
    for (const seed of [0, 1, 2]) {
      const started = performance.now();
      const since = process.cpuUsage();
      await storeImage(storage, await renderScene(kind, seed), 'bench-scenes', { encoder: inProcessEncoder });
      wall.push(performance.now() - started);
      cpu.push(cpuMs(since));
    }
    rows.push({ kind, wall: median(wall), cpu: median(cpu) });
    console.log(
      `scene ${kind.padEnd(12)} render + store: median ${Math.round(median(wall))} ms (cpu ${Math.round(median(cpu))} ms)`,
    );
  }
  return rows;
}

function writeResults(section) {
  const existing = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  // Replace only our own section; other benchmarks keep theirs.
  const pattern = /## Image pipeline\n[\s\S]*?(?=\n## |$)/;
  const next = pattern.test(existing) ? existing.replace(pattern, section) : `${existing.trimEnd()}\n\n${section}`;
  fs.writeFileSync(resultsFile, `${next.trimEnd()}\n`);
}

const loadAtStart = os.loadavg()[0];
const dir = await mkdtemp(path.join(os.tmpdir(), 'abode-bench-images-'));
try {
  const storage = new LocalStorage(dir, 'http://bench.invalid/images');
  console.log(`generating ${PHOTOS} 4000×3000 photos…`);
  const photos = [];
  for (let i = 0; i < PHOTOS; i++) photos.push(await cameraPhoto(i));
  const averageMb = photos.reduce((sum, p) => sum + p.length, 0) / photos.length / 1_048_576;
  console.log(`average photo size ${averageMb.toFixed(1)} MB`);

  // the worker starts with the first picture
  await storeImage(storage, photos[0], 'warm-up', { encoder: pool });
  const one = await timePhotos(storage, photos, 1, false);
  console.log(`worker, one at a time: ${one.perSecond.toFixed(2)} photos/s (cpu ${Math.round(one.cpuPerPhoto)} ms per photo)`);
  const local = await timePhotos(storage, photos, 1, true);
  console.log(`in process, one at a time: ${local.perSecond.toFixed(2)} photos/s (cpu ${Math.round(local.cpuPerPhoto)} ms per photo)`);
  const two = await timePhotos(storage, photos, 2, true);
  console.log(`in process, two at a time: ${two.perSecond.toFixed(2)} photos/s (cpu ${Math.round(two.cpuPerPhoto)} ms per photo)`);

  const scenes = await timeScenes(storage);
  const worstScene = scenes.reduce((a, b) => (b.wall > a.wall ? b : a));
  const sceneMedian = median(scenes.map((s) => s.wall));

  const photoVerdict = one.perSecond >= PHOTO_BUDGET_PER_S ? 'within' : 'OVER';
  const sceneVerdict = sceneMedian < SCENE_BUDGET_MS ? 'within' : 'OVER';
  console.log(`photos: ${one.perSecond.toFixed(2)}/s one at a time through the worker (${photoVerdict} the ≥ ${PHOTO_BUDGET_PER_S}/s budget)`);
  console.log(
    `scenes: median ${Math.round(sceneMedian)} ms, slowest ${worstScene.kind} ${Math.round(worstScene.wall)} ms (${sceneVerdict} the < ${SCENE_BUDGET_MS} ms budget)`,
  );

  writeResults(
    [
      '## Image pipeline',
      '',
      `\`storeImage\` on ${PHOTOS} generated 4000×3000 JPEGs (quality 92, sensor grain, half with an EXIF`,
      `rotation; ${averageMb.toFixed(1)} MB on average): 1600/800/400 px WebPs and a placeholder each.`,
      'Demo scenes: `renderScene` + `storeImage`, median of seeds 0–2 per kind.',
      'Measured by `node --import tsx bench/image-pipeline.mjs`; wall-clock, on a',
      `${os.cpus().length}-core machine with a 1-minute load average of ${loadAtStart.toFixed(1)} at the start`,
      '(CPU times are those of the benchmark process and the image worker, read from the system, so other work on the',
      'machine affects them less than the wall-clock figures).',
      '',
      '| measure | result | budget |',
      '|---|---|---|',
      `| photos per second through the image worker (defaults: nice +5, one thread), one at a time | ${one.perSecond.toFixed(2)} (cpu ${Math.round(one.cpuPerPhoto)} ms per photo) | ≥ ${PHOTO_BUDGET_PER_S} (${photoVerdict}) |`,
      `| photos per second in process, one at a time | ${local.perSecond.toFixed(2)} (cpu ${Math.round(local.cpuPerPhoto)} ms per photo) | |`,
      `| photos per second in process, two at a time | ${two.perSecond.toFixed(2)} | |`,
      `| demo scene render + store, median over kinds | ${Math.round(sceneMedian)} ms (cpu ${Math.round(median(scenes.map((s) => s.cpu)))} ms) | < ${SCENE_BUDGET_MS} ms (${sceneVerdict}) |`,
      `| slowest scene kind (${worstScene.kind}) | ${Math.round(worstScene.wall)} ms (cpu ${Math.round(worstScene.cpu)} ms) | |`,
      '',
    ].join('\n'),
  );
  if (photoVerdict === 'OVER' || sceneVerdict === 'OVER') process.exitCode = 1;
} finally {
  await pool.close();
  await rm(dir, { recursive: true, force: true });
}
