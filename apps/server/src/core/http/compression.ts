import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Compression of /api/ JSON answers (pages compress their own stream in web-app.ts). Below about
// 1 KB the bytes saved do not pay for the work; clients that send no Accept-Encoding (benchmarks,
// scripts) get identity and pay nothing. Brotli at quality 4 and gzip at level 5: the figures in
// bench/RESULTS.md "API compression" show where size stops paying for CPU.

export const COMPRESS_MIN_BYTES = 1024;
const ENCODINGS: ApiEncoding[] = ['br', 'gzip'];
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 5 };

export type ApiEncoding = 'br' | 'gzip';

/** Compresses JSON answers of the routes in `scope` from COMPRESS_MIN_BYTES on, marked `Vary: accept-encoding`. */
export async function registerApiCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, { threshold: COMPRESS_MIN_BYTES, encodings: ENCODINGS, customTypes: /json/, brotliOptions: BROTLI, zlibOptions: GZIP });
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * For answers compressed once and sent many times (cached-answer.ts): the encoding this request
 * gets, as @fastify/compress would choose it, with the answer marked as varying by it.
 */
export function encodingFor(request: FastifyRequest, reply: FastifyReply): ApiEncoding | undefined {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  return negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) ?? undefined;
}

/** Off the event loop, with the same settings as the plugin. */
export function compressBody(body: Buffer, encoding: ApiEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI) : gzip(body, GZIP);
}
