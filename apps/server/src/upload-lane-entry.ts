import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from './app.js';
import { lowerThreadPriority } from './core/background-priority.js';
import { connectDatabase } from './core/db/connect.js';
import type { UploadLaneData } from './core/http/upload-lane.js';
import { serveUploadLane } from './core/http/upload-lane-server.js';
import { createStorage } from './core/media/create-storage.js';

// Entry of the upload lane's thread (ADR 016): the API once more, on its own connection to the
// same database and storage, answering the multipart requests the API's thread hands over.

const port = parentPort;
if (!port) throw new Error('upload-lane-entry.ts runs as a worker thread (upload-lane.ts)');
const data = workerData as UploadLaneData;
const { env } = data;
// when this thread and the API's compete for a core, the API's other requests win
lowerThreadPriority(env.UPLOAD_LANE_NICE, env.UPLOAD_LANE_POLICY);
// heavy search reads have nothing to do here
const database = connectDatabase({ ...data.connect, readWorkers: 0 });
const app = await buildApp({ env, database, storage: createStorage(env), lane: true });
await app.ready();
serveUploadLane(app, port, async () => {
  await app.close();
  await database.destroy();
});
