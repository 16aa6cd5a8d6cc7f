import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@abode/shared/messages';
import type { ConnectOptions } from '../db/connect.js';
import type { Env } from '../env.js';
import { startWorkerThread } from '../worker-thread.js';
import { fail } from './envelope.js';

// The upload lane (ADR 016): multipart requests (photos, documents, files of every kind) are
// answered by a second instance of the API in a worker thread. This thread only moves their bytes
// across; parsing the form, writing the files, checking the pictures and writing the listing's
// rows, milliseconds of CPU per photo, happen there, so the other requests on this event loop do
// not queue behind them.

/** What the lane's thread starts with (upload-lane-entry.ts). */
export interface UploadLaneData {
  env: Env;
  /** The API's own database: a file or a server both threads connect to (not ':memory:'). */
  connect: ConnectOptions;
}

/** The lane of an API started with `env` on the database `connect` opens. */
export function createUploadLane(env: Env, connect: ConnectOptions): UploadLane {
  if (!connect.url && (connect.sqliteFile ?? ':memory:') === ':memory:') throw new Error('the upload lane needs a database both threads can open');
  const workerData: UploadLaneData = { env, connect };
  return new UploadLane(() => startWorkerThread(new URL('../../upload-lane-entry.ts', import.meta.url), 'upload-lane', { workerData }));
}

/** What the API's thread sends the lane. */
export type ToLane =
  | { type: 'request'; id: number; method: string; url: string; headers: IncomingHttpHeaders; remoteAddress: string }
  | { type: 'chunk'; id: number; chunk: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'abort'; id: number }
  | { type: 'close' };

/** What the lane answers. */
export type FromLane =
  | { type: 'ready' }
  | { type: 'pause' | 'resume'; id: number }
  | { type: 'response'; id: number; statusCode: number; headers: OutgoingHttpHeaders; body: Uint8Array };

/** Headers of one hop only: each side of the lane has its own connection (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'];

interface InFlight {
  request: FastifyRequest;
  reply: FastifyReply;
}

const ownsItsMemory = (chunk: Buffer) =>
  chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength && chunk.buffer instanceof ArrayBuffer;

const isUpload = (request: FastifyRequest) =>
  request.method !== 'GET' && request.method !== 'HEAD' && /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

export class UploadLane {
  private worker: Promise<Worker> | null = null;
  private readonly inFlight = new Map<number, InFlight>();
  private nextId = 1;
  private closed = false;

  /** `start` launches the lane's thread (upload-lane-entry.ts), which posts `ready` once it serves. */
  constructor(private readonly start: () => Worker) {}

  /**
   * Sends multipart requests of `api` to the lane once every onRequest hook has passed them
   * (CORS, the rate limit, which @fastify/rate-limit adds to each route, and the session).
   */
  register(api: FastifyInstance): void {
    api.addHook('preParsing', async (request, reply, payload) => {
      if (!isUpload(request)) return payload;
      // the request is this lane's now: Fastify runs no further hook or handler for it
      reply.hijack();
      this.forward(request, reply).catch((error: unknown) => {
        request.log.error({ err: error }, 'upload lane failed');
        this.unavailable(request, reply);
      });
      return payload;
    });
  }

  /** Starts the thread ahead of the first upload, so that it does not wait for the start. */
  warmUp(): void {
    this.ready().catch(() => {});
  }

  /** Ends the lane's thread once what it is answering has been answered. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = await this.worker?.catch(() => null);
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage({ type: 'close' } satisfies ToLane);
    const timer = setTimeout(() => void worker.terminate(), 10_000);
    await exited;
    clearTimeout(timer);
  }

  private ready(): Promise<Worker> {
    if (this.closed) return Promise.reject(new Error('the upload lane is closed'));
    this.worker ??= new Promise<Worker>((resolve, reject) => {
      const worker = this.start();
      worker.on('message', (message: FromLane) => {
        if (message.type === 'ready') resolve(worker);
        else this.receive(message);
      });
      worker.once('error', reject);
      worker.once('exit', (code) => {
        // a thread that failed or ended: what it held fails, the next upload starts a new one
        this.worker = null;
        reject(new Error(`the upload lane exited (${code}) before it was ready`));
        for (const [id, { request, reply }] of this.inFlight) {
          this.inFlight.delete(id);
          this.unavailable(request, reply);
        }
      });
    });
    return this.worker;
  }

  private async forward(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const worker = await this.ready();
    const id = this.nextId++;
    const raw = request.raw;
    this.inFlight.set(id, { request, reply });
    const post = (message: ToLane) => worker.postMessage(message);
    // the lane's instance logs under this request's id
    post({ type: 'request', id, method: request.method, url: request.url, headers: { ...request.headers, 'x-request-id': request.id }, remoteAddress: raw.socket.remoteAddress ?? '' });
    raw.on('data', (chunk: Buffer) => {
      const message: ToLane = { type: 'chunk', id, chunk };
      // A chunk that is the whole of its memory (Node's HTTP parser gives each body chunk its own)
      // moves to the lane instead of being copied: this heap then never holds the upload, which
      // would otherwise bring on its full collections, several ms each, every few photos.
      if (ownsItsMemory(chunk)) worker.postMessage(message, [chunk.buffer as ArrayBuffer]);
      else post(message);
    });
    raw.once('end', () => post({ type: 'end', id }));
    raw.once('close', () => {
      if (!raw.complete) post({ type: 'abort', id });
    });
  }

  private receive(message: Exclude<FromLane, { type: 'ready' }>): void {
    const held = this.inFlight.get(message.id);
    if (!held) return;
    if (message.type === 'pause') held.request.raw.pause();
    else if (message.type === 'resume') held.request.raw.resume();
    else if (message.type === 'response') {
      this.inFlight.delete(message.id);
      this.answer(held.request, held.reply, message.statusCode, message.headers, message.body);
    }
  }

  private unavailable(request: FastifyRequest, reply: FastifyReply): void {
    this.answer(request, reply, 503, { 'retry-after': '5' }, Buffer.from(JSON.stringify(fail(503, MSG.uploadsUnavailable))));
  }

  /** Writes the lane's answer with this side's headers (CORS, rate limit) beneath its own. */
  private answer(request: FastifyRequest, reply: FastifyReply, statusCode: number, headers: OutgoingHttpHeaders, body: Uint8Array): void {
    const res = reply.raw;
    if (res.headersSent || res.destroyed) return;
    const merged = { 'content-type': 'application/json; charset=utf-8', ...reply.getHeaders(), ...headers } as OutgoingHttpHeaders;
    for (const name of HOP_BY_HOP) delete merged[name];
    merged['content-length'] = body.byteLength;
    // answered before the whole body came (refused: too large, not logged in…): reading the
    // rest only to throw it away would cost this thread what the lane was for
    if (!request.raw.complete) merged.connection = 'close';
    res.writeHead(statusCode, merged);
    res.end(body);
  }
}
