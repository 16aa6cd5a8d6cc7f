// The API main thread's CPU for streaming one multipart photo to its temporary file, without the
// rest of the upload (checks, encoding, rows): `node --import tsx bench/upload/body-stream.mjs`
// (UPLOADS=150). The uploads come from a child process, so that only the receiving side is counted;
// CPU is the main thread's utime + stime from /proc, which includes the kernel's socket reads.
// Prints a figure and writes nothing; bench/README.md ("Upload: where the time goes") quotes it.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const UPLOADS = Number(process.env.UPLOADS ?? 150);
const WARM_UP = 5;
/** A 3.4 MB part, the size of the upload benchmark's camera JPEGs; its bytes do not matter here. */
const PART_BYTES = 3_400_000;
const BOUNDARY = '----abode-bench-boundary';

function payload() {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.alloc(PART_BYTES, 7), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/** The child: sends `count` uploads one after another over one keep-alive connection. */
async function send(port, count) {
  const body = payload();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length };
  for (let i = 0; i < count; i++) {
    const request = http.request({ host: '127.0.0.1', port, path: '/upload', method: 'POST', agent, headers });
    request.end(body);
    const [response] = await once(request, 'response');
    response.resume();
    await once(response, 'end');
    if (response.statusCode !== 200) throw new Error(`upload answered ${response.statusCode}`);
  }
  agent.destroy();
}

/** CPU time of this process's main thread in ms (clock ticks of 10 ms). */
function mainThreadCpuMs() {
  const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function uploads(port, count) {
  const child = fork(fileURLToPath(import.meta.url), ['send', String(port), String(count)]);
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`upload client exited with ${code}`);
}

async function main() {
  const { default: Fastify } = await import('fastify');
  const { registerBodyParsing } = await import('../../apps/server/src/core/http/body.ts');
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'abode-body-stream-'));
  const app = Fastify();
  await registerBodyParsing(app, tmpDir);
  app.post('/upload', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address();
  try {
    await uploads(port, WARM_UP);
    const before = mainThreadCpuMs();
    await uploads(port, UPLOADS);
    const perUpload = (mainThreadCpuMs() - before) / UPLOADS;
    console.log(`main thread CPU per ${(PART_BYTES / 1e6).toFixed(1)} MB upload: ${perUpload.toFixed(2)} ms (${UPLOADS} uploads, 1-minute load ${os.loadavg()[0].toFixed(1)})`);
  } finally {
    await app.close();
    await rm(tmpDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'send') await send(Number(process.argv[3]), Number(process.argv[4]));
else await main();
