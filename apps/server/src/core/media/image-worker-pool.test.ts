import { readdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { ApiError } from '../http/errors.js';
import { ImageDecodeError } from './image-encode.js';
import { type ImagePoolOptions, ImageWorkerPool } from './image-worker-pool.js';

const OPTIONS: ImagePoolOptions = { workers: 1, queueLimit: 2, threadsPerWorker: 1, nice: 7, jobTimeoutMs: 30_000 };

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg()
    .toBuffer();

/** Nice value and name of every thread of a process (/proc/<pid>/task/<tid>/stat and comm). */
async function threads(pid: number): Promise<{ tid: number; name: string; nice: number }[]> {
  const tasks = await readdir(`/proc/${pid}/task`);
  return Promise.all(
    tasks.map(async (tid) => {
      const stat = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // fields after the command name, which is in parentheses and may hold spaces
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { tid: Number(tid), name: (await readFile(`/proc/${pid}/task/${tid}/comm`, 'utf8')).trim(), nice: Number(fields[16]) };
    }),
  );
}

describe('image worker pool', () => {
  let pool: ImageWorkerPool | undefined;
  let input: Buffer;
  beforeAll(async () => {
    input = await photo(1800, 1200);
  });
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('encodes in a child process started with the first picture', async () => {
    pool = new ImageWorkerPool(OPTIONS);
    expect(pool.pids).toEqual([]); // started on the first picture, not before
    const image = await pool.encode(input);
    expect([image.width, image.height]).toEqual([1600, 1067]);
    expect(image.buffers.map((b) => Buffer.isBuffer(b))).toEqual([true, true, true]);
    expect((await sharp(image.buffers[0]!).metadata()).format).toBe('webp');
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);

    const [pid] = pool.pids;
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
  });

  // Linux keeps a nice value per thread: the main thread and every thread started after it
  it.runIf(process.platform === 'linux')('runs the worker and the threads that encode at the nice value it was given', async () => {
    pool = new ImageWorkerPool(OPTIONS);
    await pool.encode(input);
    const pid = pool.pids[0]!;
    const all = await threads(pid);
    expect(all.find((t) => t.tid === pid)?.nice).toBe(7);
    const libvips = all.filter((t) => t.name.startsWith('libvips'));
    expect(libvips.length).toBeGreaterThan(0);
    expect(new Set(libvips.map((t) => t.nice))).toEqual(new Set([7]));
  });

  it('refuses with 503 and Retry-After when the queue is full, and works through what it accepted', async () => {
    pool = new ImageWorkerPool(OPTIONS);
    const accepted = [pool.encode(input), pool.encode(input), pool.encode(input)];
    expect(pool.load).toEqual({ queued: 2, running: 1, workers: 1 });

    const refusal = await pool.encode(input).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(503);
    expect((refusal as ApiError).message).toBe(MSG.imagesBusy);
    expect((refusal as ApiError).retryAfter).toBeGreaterThanOrEqual(1);

    const done = await Promise.all(accepted);
    expect(done.map((i) => i.width)).toEqual([1600, 1600, 1600]);
    expect(pool.load).toEqual({ queued: 0, running: 0, workers: 1 });
  });

  it('answers a picture libvips cannot decode as a decode error and keeps the worker', async () => {
    pool = new ImageWorkerPool(OPTIONS);
    const jpeg = await photo(800, 600);
    const error = await pool.encode(jpeg.subarray(0, jpeg.length / 2)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageDecodeError);
    const [pid] = pool.pids;
    expect((await pool.encode(jpeg)).width).toBe(800);
    expect(pool.pids).toEqual([pid]);
  });

  it('fails the picture of a crashed worker cleanly and starts a new worker for the next ones', async () => {
    pool = new ImageWorkerPool(OPTIONS);
    await pool.encode(input); // the worker is up
    const [first] = pool.pids;
    const crashed = pool.encode(input);
    const waiting = pool.encode(input);
    process.kill(first!, 'SIGKILL');

    await expect(crashed).rejects.toThrow(/image worker exited/);
    expect((await waiting).width).toBe(1600);
    const [second] = pool.pids;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('ends a worker that takes longer than the job timeout', async () => {
    pool = new ImageWorkerPool({ ...OPTIONS, jobTimeoutMs: 1 });
    await expect(pool.encode(input)).rejects.toThrow('image worker took more than 1 ms');
    expect(pool.pids).toEqual([]);
  });
});
