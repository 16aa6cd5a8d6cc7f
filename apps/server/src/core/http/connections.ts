import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';

// Connections a client may hold, and how long they may sit silent (issue #12). In production a
// reverse proxy in front does this per visitor (README "Production"); these bounds keep a server
// reached directly answering when one client opens thousands of silent sockets.

/** Fastify's socket timeouts (ms): a silent socket, an idle keep-alive socket, a whole request. */
export function connectionTimeouts(behindProxy: boolean) {
  return {
    connectionTimeout: 30_000,
    // behind a proxy the proxy closes idle upstream sockets first (its default is 60 s), else it
    // could reuse one this server is closing
    keepAliveTimeout: behindProxy ? 65_000 : 5_000,
    // the longest upload: 40 photos of a listing on a slow phone connection
    requestTimeout: 300_000,
  };
}
/** Headers must have arrived by then; Node checks every 30 s (connectionsCheckingInterval). */
const HEADERS_TIMEOUT_MS = 15_000;
/** Browsers open at most 6 per host; a household or office behind one address, a few times that. */
export const MAX_CONNECTIONS_PER_CLIENT = 128;
/** File descriptors kept for the database, media files, image workers and logs. */
const RESERVED_FDS = 512;

/** The soft limit on open files, where Linux tells it. */
function openFileLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(soft) ? soft : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Caps connections per client address (not behind a proxy, where every connection is the
 * proxy's) and in all, below the open-file limit, so that accepting sockets can never leave the
 * process without descriptors: past either cap a new connection is closed at once.
 */
export function limitConnections(server: Server, options: { perClient: number | undefined; onLowLimit: (limit: number) => void }) {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  const limit = openFileLimit();
  if (limit !== undefined) {
    server.maxConnections = Math.max(64, limit - RESERVED_FDS);
    if (limit < 4096) options.onLowLimit(limit);
  }
  const perClient = options.perClient;
  if (perClient === undefined) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
