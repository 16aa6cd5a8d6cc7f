import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Compression of /api/ JSON answers (pages compress their own stream in web-app.ts). Below about
// 1 KB the bytes saved do not pay for the work; clients that send no Accept-Encoding (benchmarks,
// scripts) get identity and pay nothing. Brotli at quality 4 and gzip at level 5: the figures in
// bench/RESULTS.md "API compression" show where size stops paying for CPU.

export const COMPRESS_MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 5;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type ApiEncoding = 'br' | 'gzip';

/** The encoding to answer with: br, else gzip, when the client accepts it (q=0 refuses). */
export function negotiateEncoding(acceptEncoding: string | undefined): ApiEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: ApiEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

export function compressBody(body: Buffer, encoding: ApiEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: GZIP_LEVEL });
}

/**
 * Marks the answer as varying by Accept-Encoding (the same URL answers in several encodings, and
 * shared caches must keep them apart) and returns the encoding this request gets, if any.
 */
export function encodingFor(request: FastifyRequest, reply: FastifyReply): ApiEncoding | undefined {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  return negotiateEncoding(request.headers['accept-encoding']);
}

/** Compresses JSON answers of the routes in `scope` above COMPRESS_MIN_BYTES, off the event loop. */
export function registerApiCompression(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || !/json/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    const encoding = encodingFor(request, reply);
    if (!encoding) return payload;
    const compressed = await compressBody(body, encoding);
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    return compressed;
  });
}
