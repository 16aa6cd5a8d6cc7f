import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { MSG } from '@abode/shared/messages';
import { fail } from './envelope.js';
import { createPageCache, isCacheable, type PageCacheSource, pageCacheKey, PRIVATE_PAGE_CACHE_CONTROL, toCachedPage } from './page-cache.js';
import { cspNonce } from './security-headers.js';

export interface WebAppOptions {
  /** The react-router build output: `client/` (browser assets) and `server/index.js`. */
  buildDir: string;
  /** Requests per visitor for pages (assets and images are not counted). */
  rateLimit: RateLimitPluginOptions;
  /** Serves visitors' pages from a cache checked against this data version (page-cache.ts); without it every page is rendered. */
  pageCache?: PageCacheSource | undefined;
}

/**
 * Marks the /api/ calls a page makes while it renders (createApiFetch): the API does not count
 * them again, so a visitor within the page limit never gets a page that failed half-way (a 500).
 * A random value per process: a visitor cannot send it.
 */
const PAGE_RENDER_HEADER = 'x-abode-page-render';
const PAGE_RENDER_TOKEN = randomBytes(16).toString('hex');
export const isPageRender = (request: FastifyRequest) => request.headers[PAGE_RENDER_HEADER] === PAGE_RENDER_TOKEN;
/** Set by an API answer a page renders that counted a listing's view: the page cache counts it again for each visitor it serves. */
export const PAGE_VIEW_HEADER = 'x-abode-page-view';

/**
 * The load context every web loader and action receives. `apiFetch` answers /api/ requests
 * in-process (no socket, no second port), so server-side rendering costs one hop less.
 */
export type WebLoadContext = {
  apiFetch(request: Request): Promise<Response>;
  /** The nonce of this page's Content-Security-Policy, for its inline scripts (security-headers.ts). */
  cspNonce: string | undefined;
  /** The web app's language files, kept by this app (not by the web build's module, which every app in a process shares). */
  translationFiles: Map<string, unknown>;
};

const ONE_YEAR_S = 31_536_000;
const ONE_HOUR_S = 3_600;
// Page forms carry uploads too (the profile page posts its picture through its action).
const FORM_BODY_LIMIT_BYTES = 12 * 1024 * 1024;
/** Actions (language switch, later forms) post to page URLs, so pages take every method. */
const PAGE_METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json|javascript)|image\/svg\+xml)/;

/**
 * Serves the built web app from this process: hashed assets with immutable caching, other files
 * of build/client with a short cache, and every other non-/api path rendered by React Router.
 * Register it last, so that every API and static route wins over the catch-all.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const serverEntry = path.join(options.buildDir, 'server', 'index.js');
  const clientDir = path.join(options.buildDir, 'client');

  if (!existsSync(serverEntry)) {
    app.log.warn({ serverEntry }, 'web build not found: pages answer 503 until `npm run build` has run');
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        if (isApiPath(request.url)) return reply.status(404).send(fail(404, MSG.notFound));
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The Abode web app has not been built yet. Run `npm run build`, then restart the server.\n');
      },
    });
    return;
  }

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, 'production');

  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      // build.mjs of the web app writes .br and .gz beside each asset
      preCompressed: true,
      decorateReply: false,
      index: false,
      cacheControl: false,
      schemaHide: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR_S}, immutable` : `public, max-age=${ONE_HOUR_S}`);
      },
    });
  }

  const translationFiles = new Map<string, unknown>();
  const pageCache = options.pageCache ? createPageCache(options.pageCache) : undefined;

  /** A page rendered to its end and buffered (for the cache), with the listings whose views it counted. */
  async function renderWhole(request: FastifyRequest, reply: FastifyReply) {
    const views: number[] = [];
    const csp = reply.getHeader('content-security-policy');
    const context: WebLoadContext = { apiFetch: createApiFetch(app, request.ip, views), cspNonce: cspNonce(request), translationFiles };
    // Not aborted when this visitor leaves: others may be waiting for the same page.
    const response = await handleRequest(toFetchRequest(request, new AbortController().signal), context);
    const body = Buffer.from(await response.arrayBuffer());
    return { response, body, page: isCacheable(response, body.length) ? toCachedPage(response, body, typeof csp === 'string' ? csp : undefined, views) : undefined };
  }

  async function renderStreamed(request: FastifyRequest, reply: FastifyReply) {
    const aborted = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) aborted.abort();
    });
    const context: WebLoadContext = { apiFetch: createApiFetch(app, request.ip), cspNonce: cspNonce(request), translationFiles };
    const response = await handleRequest(toFetchRequest(request, aborted.signal), context);
    if (!response.headers.has('cache-control')) reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
    return sendFetchResponse(reply, response, { head: request.method === 'HEAD', acceptEncoding: request.headers['accept-encoding'] });
  }

  await app.register(async (web) => {
    await web.register(rateLimit, options.rateLimit);
    // a visitor over the limit gets 429 and Retry-After (set by the plugin), not a page
    web.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      if (error.statusCode !== 429) throw error;
      return reply.status(429).type('text/plain; charset=utf-8').send(`${MSG.tooManyRequests}\n`);
    });
    // Page forms arrive raw; React Router parses them from the Fetch Request.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT_BYTES }, (_request, body, done) => {
      done(null, body);
    });
    web.route({
      method: PAGE_METHODS,
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        if (isApiPath(request.url)) return reply.status(404).send(fail(404, MSG.notFound));
        const key = pageCache && pageCacheKey(request);
        if (!pageCache || key === undefined) return renderStreamed(request, reply);
        let own: Awaited<ReturnType<typeof renderWhole>> | undefined;
        const { page, rendered } = await pageCache.get(key, async () => (own = await renderWhole(request, reply)).page);
        if (page) return pageCache.send(request, reply, page, !rendered);
        // Not a page to keep (an error, a cookie): this request's own render, or a render of its own.
        if (!own) return renderStreamed(request, reply);
        if (!own.response.headers.has('cache-control')) reply.header('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
        return sendFetchResponse(reply, new Response(own.response.status === 204 || own.response.status === 304 ? null : own.body, own.response), {
          head: request.method === 'HEAD',
          acceptEncoding: request.headers['accept-encoding'],
        });
      },
    });
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function toFetchRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const init: RequestInit = { method: request.method, headers, signal };
  if (Buffer.isBuffer(request.body) && request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = request.body;
  }
  return new Request(url, init);
}

function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * Pages stream out as React renders them, in bursts of small chunks (the shell, then each late
 * boundary). The compressor is flushed once a burst is over, so the browser still gets the shell
 * first; flushing after every chunk instead costs about twice the compression time of a page and
 * compresses it worse.
 */
function compressWhenIdle(body: Readable, encoding: 'br' | 'gzip'): Readable {
  const compress = encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
  let scheduled: NodeJS.Immediate | undefined;
  const flushOnceWritten = () => {
    scheduled = undefined;
    // Chunks still queued before the compressor (it was busy) must reach it before the flush.
    if (burst.readableLength > 0) {
      compress.once('drain', () => {
        if (!scheduled) scheduled = setImmediate(flushOnceWritten);
      });
      return;
    }
    if (!compress.destroyed && !compress.writableEnded) compress.flush(encoding === 'br' ? zlib.BROTLI_OPERATION_FLUSH : zlib.Z_SYNC_FLUSH);
  };
  const burst = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      scheduled ??= setImmediate(flushOnceWritten);
      done(null, chunk);
    },
    final(done) {
      if (scheduled) clearImmediate(scheduled);
      scheduled = undefined;
      done();
    },
  });
  return pipeline(body, burst, compress, () => {
    if (scheduled) clearImmediate(scheduled);
  });
}

async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  options: { head: boolean; acceptEncoding: string | undefined },
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body || options.head) {
    await response.body?.cancel();
    return reply.send();
  }
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  const encoding = chooseEncoding(options.acceptEncoding);
  if (!encoding || response.headers.has('content-encoding') || !COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) {
    return reply.send(body);
  }
  reply.header('content-encoding', encoding).header('vary', 'accept-encoding').removeHeader('content-length');
  return reply.send(compressWhenIdle(body, encoding));
}

/** Answers a Fetch Request for /api/… through app.inject, keeping the visitor's address for rate limits. */
function createApiFetch(app: FastifyInstance, remoteAddress: string, views?: number[]): WebLoadContext['apiFetch'] {
  return async (request) => {
    const url = new URL(request.url);
    if (!isApiPath(url.pathname)) throw new Error(`apiFetch only answers /api/ paths, not ${url.pathname}`);
    const method = request.method as HTTPMethods;
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const result = await app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), [PAGE_RENDER_HEADER]: PAGE_RENDER_TOKEN },
      remoteAddress,
      ...(hasBody ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const viewed = Number(result.headers[PAGE_VIEW_HEADER]);
    if (views && Number.isInteger(viewed)) views.push(viewed);
    const headers = new Headers();
    for (const [name, value] of Object.entries(result.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) headers.append(name, item);
    }
    const nullBody = method === 'HEAD' || NULL_BODY_STATUSES.has(result.statusCode);
    return new Response(nullBody ? null : result.rawPayload, { status: result.statusCode, headers });
  };
}
