// Chat over /ws (issue #15, ADR 004): 1,000 signed-in sockets on one built server process, 1:1
// messages sent through send_message at a fixed rate, latency from the send to the moment the
// receiver's socket has the message; memory per idle socket from the server's RSS. Then the same
// with two server processes on one SQLite file joined by Redis (senders on one, receivers on the
// other, so every message crosses the bus).
// Budget: p95 ≤ 50 ms at 200 messages/s, ≤ 20 KB per idle connection.
//
//   npm run build && node --import tsx bench/chat/chat.mjs    (SOCKETS=n RATE=n SECONDS=n REDIS_URL=…)
//
// Writes the "Chat" section of bench/RESULTS.md; exits non-zero when the budget is missed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { connectDatabase } from '../../apps/server/src/core/db/connect.ts';
import { migrateToLatest } from '../../apps/server/src/core/db/migrate.ts';
import { loadEnv } from '../../apps/server/src/core/env.ts';
import { createStorage } from '../../apps/server/src/core/media/create-storage.ts';
import { seedReference } from '../../apps/server/src/seed/reference.ts';
import { createCategory, createProperty, createUser, loginAs } from '../../apps/server/src/test/factories.ts';
import { writeSection } from '../lib/demo-server.mjs';
import { freePort } from '../lib/free-port.mjs';

const SOCKETS = Number(process.env.SOCKETS ?? 1000);
const RATE = Number(process.env.RATE ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 20);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUDGET = { p95Ms: 50, bytesPerSocket: 20 * 1024 };
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** SOCKETS users in pairs (a writer and the owner of a listing it writes about), each with a session. */
async function prepare(dataDir) {
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1', SEED_DEMO: '0' });
  const database = connectDatabase({ sqliteFile: path.join(dataDir, 'abode.db') });
  await migrateToLatest(database.db);
  await seedReference({ env, db: database.db, storage: createStorage(env) });
  const category = (await createCategory(database.db)).id;
  const pairs = [];
  for (let i = 0; i < SOCKETS / 2; i++) {
    const writer = await createUser(database.db);
    const owner = await createUser(database.db);
    const listing = await createProperty(database.db, { category_id: category, user_id: owner.id });
    pairs.push({
      writer: { id: writer.id, token: (await loginAs(database.db, writer.id)).token },
      owner: { id: owner.id, token: (await loginAs(database.db, owner.id)).token },
      listing: listing.id,
    });
  }
  await database.destroy();
  return pairs;
}

/** A built server process; several may share the data dir (SQLite in WAL mode) and Redis. */
async function startServer(dataDir, extraEnv) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      // one client address (this process) holds every socket: as behind a load balancer
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '10000000',
      LISTING_SWEEP_SECONDS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    if (tries > 400) throw new Error('server not ready');
    await sleep(250);
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    },
  };
}

/** Opens one socket per user; resolves once every one has its "ready" frame. `onFrame` sees every frame after that. */
async function openSockets(users, urlOf, onFrame) {
  const sockets = [];
  for (let i = 0; i < users.length; i += 50) {
    const batch = users.slice(i, i + 50).map(
      (user) =>
        new Promise((resolve, reject) => {
          const ws = new WebSocket(`${urlOf(user).replace('http', 'ws')}/ws`, { headers: { authorization: `Bearer ${user.token}` }, perMessageDeflate: false });
          ws.once('error', reject);
          ws.on('message', (data) => {
            const frame = JSON.parse(data.toString());
            if (frame.type === 'ready') resolve(ws);
            else onFrame(user, frame);
          });
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** RATE messages/s for SECONDS, each from a writer to its owner (round robin), timed to the owner's socket. */
async function measure(pairs, sendUrl, receiverOf) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const sentAt = new Map();
  const latencies = [];
  let failures = 0;
  const failedStatuses = new Map();
  const receiveUrl = (user) => receiverOf(user);
  const users = pairs.flatMap((p) => [p.writer, p.owner]);
  const sockets = await openSockets(users, receiveUrl, (user, frame) => {
    if (frame.type !== 'message' || frame.message.receiver_id !== user.id) return;
    const started = sentAt.get(frame.message.message);
    if (started === undefined) return;
    sentAt.delete(frame.message.message);
    latencies.push(performance.now() - started);
  });
  await sleep(2000);
  const total = RATE * SECONDS;
  const begin = performance.now();
  const sends = [];
  for (let n = 0; n < total; n++) {
    const due = begin + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const pair = pairs[n % pairs.length];
    const text = `bench ${n}`;
    const body = JSON.stringify({ sender_id: pair.writer.id, receiver_id: pair.owner.id, property_id: pair.listing, message: text });
    // latency counts from the scheduled time, so a late send (this loop or the server falling behind) counts too
    sentAt.set(text, due);
    sends.push(
      new Promise((resolve) => {
        const request = http.request(`${sendUrl}/api/send_message`, { method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.writer.token}` } }, (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', resolve);
          if (response.statusCode !== 200) {
            failures++;
            response.on('end', () => {
              const reason = `${response.statusCode} ${JSON.parse(text || '{}').message ?? ''}`;
              failedStatuses.set(reason, (failedStatuses.get(reason) ?? 0) + 1);
            });
          }
        });
        request.on('error', () => {
          failures++;
          resolve();
        });
        request.end(body);
      }),
    );
  }
  await Promise.all(sends);
  await sleep(1000);
  const elapsed = (performance.now() - begin) / 1000;
  for (const ws of sockets) ws.terminate();
  agent.destroy();
  if (failedStatuses.size) console.error('failed sends:', Object.fromEntries(failedStatuses));
  return { sent: total, received: latencies.length, failures, lost: total - latencies.length - failures, rate: total / elapsed, latencies };
}

/** RSS of the server with no sockets, then with SOCKETS idle ones (after they settle): the difference per socket. */
async function idleMemory(server, pairs) {
  await sleep(3000);
  const before = rssOf(server.pid);
  const sockets = await openSockets(
    pairs.flatMap((p) => [p.writer, p.owner]),
    () => server.url,
    () => {},
  );
  await sleep(5000);
  const after = rssOf(server.pid);
  for (const ws of sockets) ws.terminate();
  return { before, after, perSocket: (after - before) / sockets.length };
}

const row = (label, r) => {
  const p = (q) => `${percentile(r.latencies, q).toFixed(1)} ms`;
  return `| ${label} | ${r.sent} | ${r.received} | ${r.failures + r.lost} | ${r.rate.toFixed(0)}/s | ${p(0.5)} | ${p(0.95)} | ${p(0.99)} |`;
};

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'abode-bench-chat-'));
const loadAtStart = os.loadavg()[0];
try {
  const pairs = await prepare(dataDir);
  const one = await startServer(dataDir, { REDIS_URL: '' });
  const memory = await idleMemory(one, pairs);
  const single = await measure(pairs, one.url, () => one.url);
  await one.stop();

  const a = await startServer(dataDir, { REDIS_URL });
  const b = await startServer(dataDir, { REDIS_URL });
  // writers' sockets and every send on A, owners' sockets on B: each message crosses Redis
  const writers = new Set(pairs.map((p) => p.writer.id));
  const joined = await measure(pairs, a.url, (user) => (writers.has(user.id) ? a.url : b.url));
  await a.stop();
  await b.stop();

  const p95 = percentile(single.latencies, 0.95);
  const within = (ok) => (ok ? 'within' : 'OVER');
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const section = `## Chat

\`node --import tsx bench/chat/chat.mjs\` (after \`npm run build\`; ADR 004): built server processes on one SQLite file;
${SOCKETS} users (${SOCKETS / 2} writer/owner pairs, one listing each), each with one socket on \`/ws\` (bearer header);
${RATE} messages/s for ${SECONDS} s through \`send_message\` (JSON, keep-alive), writer → owner in turn; latency from the
scheduled send time to the owner's socket holding the message. Memory: the server's RSS with no socket, then with all
${SOCKETS} idle (after 5 s), the difference per socket. Budget: p95 ≤ ${BUDGET.p95Ms} ms at 200 messages/s, ≤ 20 KB per idle connection.

| run | sent | received | failed or lost | rate | p50 | p95 | p99 |
|---|---|---|---|---|---|---|---|
${row('one process, in-process bus', single)}
${row('two processes joined by Redis (send on A, receive on B)', joined)}

Idle sockets: RSS ${(memory.before / 1048576).toFixed(1)} MB with none, ${(memory.after / 1048576).toFixed(1)} MB with ${SOCKETS}: **${(memory.perSocket / 1024).toFixed(1)} KB per connection** (${within(memory.perSocket <= BUDGET.bytesPerSocket)}); one process p95 ${p95.toFixed(1)} ms (${within(p95 <= BUDGET.p95Ms)}).

Machine: ${cpu} × ${os.cpus().length}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end (the machine is shared; the load generator runs on it too).
`;
  await writeSection('Chat', section);
  console.log(section);
  if (p95 > BUDGET.p95Ms || memory.perSocket > BUDGET.bytesPerSocket || single.lost > 0 || joined.lost > 0) process.exitCode = 1;
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
