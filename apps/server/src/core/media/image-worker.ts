import sharp from 'sharp';
import { encodeImage } from './image-encode.js';

// Entry of an image worker: a child process that encodes pictures for the API process
// (image-worker-pool.ts, ADR 008). Its nice value was set before this module loaded
// (image-worker-nice.cjs): when both compete for the CPU, the API's requests win.

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
