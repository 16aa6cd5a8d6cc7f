// Preloaded into the API process by upload.mjs (`node --import`), which runs the built server on
// its own as in production: over the IPC channel it answers what cannot be read from outside —
// how late the API's event loop ran its timers, how long the timed requests spent in the server
// (request headers parsed → response finished) — and writes a CPU profile of its main thread.
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';

let histogram = null;
let timed = null; // { prefix, started: WeakMap<request, ms>, durations: ms[] } while measuring
let profiler = null;

diagnostics.subscribe('http.server.request.start', ({ request }) => {
  if (timed && request.url.startsWith(timed.prefix)) timed.started.set(request, performance.now());
});
diagnostics.subscribe('http.server.response.finish', ({ request }) => {
  const started = timed?.started.get(request);
  if (started !== undefined) timed.durations.push(performance.now() - started);
});

const handlers = {
  /** Starts the event-loop histogram and the server-side times of requests whose URL starts with `prefix`. */
  'measure-start'({ prefix }) {
    histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    timed = { prefix, started: new WeakMap(), durations: [] };
  },
  /** Event-loop delay p99 and longest, and each timed request's time in the server (ms), since measure-start. */
  'measure-stop'() {
    histogram.disable();
    const { durations } = timed;
    timed = null;
    return { delayP99: histogram.percentile(99) / 1e6, delayMax: histogram.max / 1e6, durations };
  },
  async 'profile-start'() {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  },
  async 'profile-stop'({ file }) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    profiler.disconnect();
  },
};

process.on('message', async ({ id, command, ...args }) => {
  process.send({ id, reply: await handlers[command](args) });
});
// the channel must not keep the server alive once it has closed
process.channel?.unref();
