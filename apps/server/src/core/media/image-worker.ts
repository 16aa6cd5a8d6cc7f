import os from 'node:os';
import { lowerProcessPriority } from '../background-priority.js';

// Entry of an image worker: a child process that encodes pictures for the API process
// (image-worker-pool.ts, ADR 008). It lowers its CPU priority before anything else runs: when
// both compete for the CPU, the API's requests win.
// a nice value from the pool (IMAGE_WORKER_NICE); below-normal (10) unless given
const niceValue = Number(process.env.IMAGE_WORKER_NICE);
const BELOW_NORMAL = Number.isInteger(niceValue) && niceValue >= 0 && niceValue <= 19 ? niceValue : os.constants.priority.PRIORITY_BELOW_NORMAL;
lowerProcessPriority(BELOW_NORMAL, process.env.IMAGE_WORKER_POLICY === 'nice' ? 'nice' : 'idle');

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
