import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';

// Entry of an image worker: a child process that encodes pictures for the API process
// (image-worker-pool.ts, ADR 008). It lowers its CPU priority before anything else runs: when
// both compete for the CPU, the API's requests win.
// a nice value from the pool (IMAGE_WORKER_NICE); below-normal (10) unless given
const niceValue = Number(process.env.IMAGE_WORKER_NICE);
const BELOW_NORMAL = Number.isInteger(niceValue) && niceValue >= 0 && niceValue <= 19 ? niceValue : os.constants.priority.PRIORITY_BELOW_NORMAL;

/**
 * On Linux a priority belongs to a thread, and Node has started several before this code runs
 * (libuv's pool, where sharp encodes, among them): each one is lowered. Threads started later
 * (libvips' workers) inherit the priority of the thread that starts them.
 */
function lowerNice() {
  let threads: string[] = [];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    // no /proc (not Linux): the process priority is all there is
  }
  os.setPriority(BELOW_NORMAL);
  for (const tid of threads) {
    try {
      os.setPriority(Number(tid), BELOW_NORMAL);
    } catch {
      // the thread has ended meanwhile
    }
  }
}

/**
 * SCHED_IDLE: the scheduler runs these threads only when no normal task wants the CPU, and a
 * request that wakes up takes the core at once, where any nice value still shares it (ADR 008).
 * Node cannot change a scheduling class itself; util-linux's chrt does, for every existing thread
 * (--all-tasks), and threads started later inherit it. Without chrt, or where the class cannot be
 * set, the nice value above is what remains.
 */
function enterIdleClass() {
  if (process.platform !== 'linux') return;
  try {
    execFileSync('chrt', ['--all-tasks', '--idle', '--pid', '0', String(process.pid)], { stdio: 'ignore', timeout: 5000 });
  } catch {
    // no chrt, or not permitted: the nice value stays in force
  }
}

lowerNice();
if (process.env.IMAGE_WORKER_POLICY !== 'nice') enterIdleClass();

const { default: sharp } = await import('sharp');
const { encodeImage } = await import('./image-encode.js');

// every picture is new: libvips' operation cache would only hold memory
sharp.cache(false);
const threads = Number(process.env.IMAGE_WORKER_THREADS);
if (Number.isInteger(threads) && threads > 0) sharp.concurrency(threads);

interface Job {
  id: number;
  input: string | Uint8Array;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

process.on('message', (job: Job) => {
  const input = typeof job.input === 'string' ? job.input : asBuffer(job.input);
  encodeImage(input).then(
    (image) => process.send?.({ id: job.id, ok: true, image }),
    // a picture libvips cannot decode: the pool answers it as damaged input
    (error: unknown) => process.send?.({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
// the API process went away: nothing is left to do
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
