// Required before an image worker's entry (image-worker-pool.ts, ADR 017): CommonJS runs before
// Node starts libuv's thread pool, so the pool's threads and libvips' threads inherit this nice
// value from the main thread. A value the pool did not give leaves the default priority.
const os = require('node:os'); // eslint-disable-line @typescript-eslint/no-require-imports -- a CommonJS preload
const nice = Number(process.env.IMAGE_WORKER_NICE);
if (Number.isInteger(nice) && nice >= 0 && nice <= 19) os.setPriority(nice);
