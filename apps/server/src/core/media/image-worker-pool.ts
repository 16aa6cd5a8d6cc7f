import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MSG } from '@abode/shared/messages';
import type { Env } from '../env.js';
import { ApiError } from '../http/errors.js';
import { type EncodedImage, ImageDecodeError, type ImageEncoder, inProcessEncoder } from './image-encode.js';

// Image encoding runs in a few child processes at a plain nice value (image-worker.ts), so that
// uploads yield the CPU to the API's other requests (ADR 008, 017). Workers start on the first
// picture and are restarted after a crash; a bounded queue answers 503 + Retry-After when full.

export interface ImagePoolOptions {
  /** Worker processes; each encodes one picture at a time. */
  workers: number;
  /** Pictures that may wait for a worker; one more is refused with 503. */
  queueLimit: number;
  /** Threads per worker (libvips concurrency and libuv's pool); 0 keeps their defaults. */
  threadsPerWorker: number;
  /** Nice value of the workers (0–19): how readily they yield the CPU to the API's requests. */
  nice: number;
  /** A picture that takes longer ends its worker: a stuck decoder must not hold a slot forever. */
  jobTimeoutMs: number;
}

const JOB_TIMEOUT_MS = 60_000;

/** The encoder the composition root hands to the features: worker processes, or this process when IMAGE_WORKERS=0. */
export function createImageEncoder(env: Pick<Env, 'IMAGE_WORKERS' | 'IMAGE_QUEUE_LIMIT' | 'IMAGE_WORKER_THREADS' | 'IMAGE_WORKER_NICE'>): ImageEncoder {
  if (env.IMAGE_WORKERS === 0) return inProcessEncoder;
  return new ImageWorkerPool({
    workers: env.IMAGE_WORKERS,
    queueLimit: env.IMAGE_QUEUE_LIMIT,
    threadsPerWorker: env.IMAGE_WORKER_THREADS,
    nice: env.IMAGE_WORKER_NICE,
    jobTimeoutMs: JOB_TIMEOUT_MS,
  });
}

interface Job {
  id: number;
  input: Buffer | string;
  resolve: (image: EncodedImage) => void;
  reject: (error: Error) => void;
}

interface Worker {
  child: ChildProcess;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  startedAt: number;
}

type Reply = { id: number; ok: true; image: EncodedImage } | { id: number; ok: false; message: string } | { ready: true };

/**
 * The worker's entry: TypeScript beside this file under tsx/vitest, dist/image-worker.js when
 * bundled. `image-worker-nice.cjs` is required first: it sets the nice value before Node starts
 * libuv's pool (the ES module loader does at once), so every thread that encodes inherits it.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  const find = (name: string) => {
    // bundled code may sit in dist/chunks/; the worker's files are built beside main.js
    const file = [path.join(dir, name), path.join(dir, '..', name)].find((f) => existsSync(f));
    if (!file) throw new Error(`${name} not found near ${dir}`);
    return file;
  };
  const nice = ['--require', find('image-worker-nice.cjs')];
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    return { file: find('image-worker.ts'), execArgv: [...nice, '--import', tsx] };
  }
  return { file: find('image-worker.js'), execArgv: nice };
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export class ImageWorkerPool implements ImageEncoder {
  private readonly workers: Worker[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  /** Moving average of a picture's time in a worker, for Retry-After. */
  private averageMs = 1000;
  private closed = false;

  constructor(readonly options: ImagePoolOptions) {}

  /** Encodes a picture in a worker. Refuses with 503 when the queue is full. */
  encode(input: Buffer | string): Promise<EncodedImage> {
    if (this.closed) return Promise.reject(new Error('image worker pool is closed'));
    const idle = this.workers.find((w) => !w.job) ?? (this.workers.length < this.options.workers ? this.spawn() : undefined);
    if (!idle && this.queue.length >= this.options.queueLimit) {
      return Promise.reject(new ApiError(503, MSG.imagesBusy, {}, this.retryAfterSeconds()));
    }
    return new Promise<EncodedImage>((resolve, reject) => {
      const job: Job = { id: this.nextId++, input, resolve, reject };
      if (idle) this.dispatch(idle, job);
      else this.queue.push(job);
    });
  }

  /** Seconds until a place in the queue is likely free: the work ahead shared by the workers. */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(((this.queue.length + 1) * this.averageMs) / this.options.workers / 1000));
  }

  /** Pictures waiting and being encoded, for tests and logs. */
  get load(): { queued: number; running: number; workers: number } {
    return { queued: this.queue.length, running: this.workers.filter((w) => w.job).length, workers: this.workers.length };
  }

  /** Process ids of the running workers. */
  get pids(): number[] {
    return this.workers.flatMap((w) => (w.child.pid === undefined ? [] : [w.child.pid]));
  }

  /** Ends every worker; waiting and running pictures fail. */
  async close(): Promise<void> {
    this.closed = true;
    const closing = new Error('image worker pool is closed');
    for (const job of this.queue.splice(0)) job.reject(closing);
    await Promise.all(
      this.workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.child.exitCode !== null || w.child.signalCode !== null) return resolve();
            w.child.once('exit', () => resolve());
            w.child.kill();
          }),
      ),
    );
  }

  private spawn(): Worker {
    const entry = workerEntry();
    const env: NodeJS.ProcessEnv = { ...process.env, IMAGE_WORKER_THREADS: String(this.options.threadsPerWorker), IMAGE_WORKER_NICE: String(this.options.nice) };
    // sharp runs each encode on libuv's pool: its size bounds how many threads compete for the CPU
    if (this.options.threadsPerWorker > 0) env.UV_THREADPOOL_SIZE = String(this.options.threadsPerWorker);
    const child = fork(entry.file, [], { execArgv: entry.execArgv, env, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const worker: Worker = { child, job: null, timer: null, startedAt: 0 };
    this.workers.push(worker);
    // an idle worker must not keep the process alive (tests, scripts); a busy one does
    this.idle(worker);
    child.on('message', (reply: Reply) => {
      if ('ready' in reply) return;
      const job = worker.job;
      if (!job || job.id !== reply.id) return;
      this.finish(worker);
      this.averageMs = this.averageMs * 0.8 + (performance.now() - worker.startedAt) * 0.2;
      if (reply.ok) {
        const { image } = reply;
        job.resolve({ ...image, buffers: image.buffers.map(asBuffer) });
      } else {
        job.reject(new ImageDecodeError(reply.message));
      }
      this.next(worker);
    });
    child.on('error', (error) => this.lose(worker, error));
    child.on('exit', (code, signal) => this.lose(worker, new Error(`image worker exited (${signal ?? `code ${code}`})`)));
    return worker;
  }

  private dispatch(worker: Worker, job: Job) {
    worker.job = job;
    worker.startedAt = performance.now();
    worker.child.ref();
    (worker.child.channel as { ref?: () => void } | undefined)?.ref?.();
    worker.timer = setTimeout(() => this.lose(worker, new Error(`image worker took more than ${this.options.jobTimeoutMs} ms`)), this.options.jobTimeoutMs);
    worker.child.send({ id: job.id, input: job.input }, (error) => {
      if (error) this.lose(worker, error);
    });
  }

  private finish(worker: Worker) {
    if (worker.timer) clearTimeout(worker.timer);
    worker.timer = null;
    worker.job = null;
  }

  private idle(worker: Worker) {
    worker.child.unref();
    (worker.child.channel as { unref?: () => void } | undefined)?.unref?.();
  }

  private next(worker: Worker) {
    const job = this.queue.shift();
    if (job) this.dispatch(worker, job);
    else this.idle(worker);
  }

  /** A worker crashed or was killed: its picture fails, a new worker takes the queue. */
  private lose(worker: Worker, reason: Error) {
    const index = this.workers.indexOf(worker);
    if (index < 0) return;
    this.workers.splice(index, 1);
    const job = worker.job;
    this.finish(worker);
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    job?.reject(reason);
    const waiting = this.queue.shift();
    if (waiting && !this.closed) this.dispatch(this.spawn(), waiting);
  }
}
