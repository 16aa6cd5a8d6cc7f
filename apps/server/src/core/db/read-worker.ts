import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { ReadReply, ReadRequest } from './read-pool.js';
import { tuneReads } from './sqlite-reads.js';
import { withStatementCache } from './statement-cache.js';

// One read-only connection to the server's SQLite file in a worker thread (read-pool.ts): the
// queries it runs block this thread, not the API's event loop. WAL lets it read beside the
// writer and the other workers; each query sees the last committed write.
const sqlite = new SQLite((workerData as { file: string }).file, {
  readonly: true,
  fileMustExist: true,
});
tuneReads(sqlite);
const statements = withStatementCache(sqlite);
const port = parentPort;
if (!port) throw new Error('read-worker.ts runs as a worker thread of read-pool.ts');

port.on('message', (request: ReadRequest | null) => {
  if (request === null) {
    statements.close();
    port.close();
    return;
  }
  const { id, sql, parameters } = request;
  let reply: ReadReply;
  try {
    const statement = statements.prepare(sql);
    if (!statement.reader) throw Object.assign(new Error('read workers only run queries that return rows'), { code: 'ABODE_NOT_A_READ' });
    reply = { id, rows: statement.all(...parameters) };
  } catch (error) {
    const { name, message, code } = error as {
      name: string;
      message: string;
      code?: string;
    };
    reply = { id, error: { name, message, code } };
  }
  port.postMessage(reply);
});
