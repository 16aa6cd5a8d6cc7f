import type { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { startWorkerThread } from '../worker-thread.js';

/** A compiled query for a read worker (read-worker.ts), and what it sends back. */
/** null asks the worker to close its connection and exit. */
export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}
export type ReadReply =
  | { id: number; rows: unknown[] }
  | {
      id: number;
      error: { name: string; message: string; code?: string | undefined };
    };

/** Runs a compiled read query and resolves with its rows. */
export type Reader = <R>(query: CompiledQuery<R>) => Promise<R[]>;

export interface ReadPool {
  read: Reader;
  /** Fails what is still queued, lets running queries finish, and resolves once every worker has exited. */
  close(): Promise<void>;
}

interface Job {
  request: ReadRequest;
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  /** It has answered a query: a worker that dies after that is replaced, one that cannot start is not (no restart loop). */
  served: boolean;
}

/** The worker's entry: read-worker.ts beside this file, dist/read-worker.js when bundled. */
const workerFor = (file: string): Worker => startWorkerThread(new URL('./read-worker.ts', import.meta.url), 'read-worker', { workerData: { file } });

/** The error a worker reported, rebuilt with its name and code (a database error stays a 500, as on the main connection). */
const rebuild = (error: { name: string; message: string; code?: string | undefined }) =>
  Object.assign(new Error(error.message), { name: error.name, ...(error.code === undefined ? {} : { code: error.code }) });

/**
 * `size` worker threads, each with its own read-only connection to the SQLite `file` (ADR 011):
 * heavy search reads run there, so a recount of a million listings never holds up the event loop
 * and the cached answers behind it. Queries wait in order for the first free worker; a worker
 * that dies fails its query and is replaced.
 */
export function createReadPool(options: { file: string; size: number }): ReadPool {
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Slot {
    const slot: Slot = { worker: workerFor(options.file), job: null, served: false };
    slot.worker.on('message', (reply: ReadReply) => {
      const job = slot.job;
      slot.job = null;
      slot.served = true;
      slot.worker.unref();
      if (job && job.request.id === reply.id) {
        if ('error' in reply) job.reject(rebuild(reply.error));
        else job.resolve(reply.rows);
      }
      dispatch();
    });
    // An uncaught error ends the worker ('exit' follows): either retires it once.
    slot.worker.on('error', (error) => retire(slot, error));
    slot.worker.on('exit', () => retire(slot, new Error('read worker exited')));
    // Only a worker with a query keeps the process alive; close() ends them all on shutdown.
    slot.worker.unref();
    return slot;
  }

  function retire(slot: Slot, error: Error) {
    slot.job?.reject(error);
    slot.job = null;
    const at = slots.indexOf(slot);
    if (closed || at === -1) return;
    if (slot.served) slots[at] = start();
    else slots.splice(at, 1);
    // With no worker left, what waits would wait forever.
    if (slots.length === 0) for (const job of queue.splice(0)) job.reject(new Error('no read worker could start'));
    dispatch();
  }

  function dispatch() {
    for (const slot of slots) {
      if (slot.job) continue;
      const job = queue.shift();
      if (!job) return;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage(job.request);
    }
  }

  for (let i = 0; i < options.size; i++) slots.push(start());

  return {
    read<R>(query: CompiledQuery<R>): Promise<R[]> {
      if (closed || slots.length === 0) return Promise.reject(new Error(closed ? 'the read pool is closed' : 'no read worker could start'));
      return new Promise<R[]>((resolve, reject) => {
        queue.push({ request: { id: nextId++, sql: query.sql, parameters: query.parameters }, resolve: resolve as (rows: unknown[]) => void, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the read pool is closed'));
      await Promise.all(
        slots.splice(0).map(async (slot) => {
          const exited = new Promise((resolve) => slot.worker.once('exit', resolve));
          // A running query finishes first (better-sqlite3 cannot be interrupted mid-statement).
          if (slot.job) await Promise.race([exited, new Promise((resolve) => slot.worker.once('message', resolve))]);
          slot.worker.postMessage(null);
          await exited;
        }),
      );
    },
  };
}
