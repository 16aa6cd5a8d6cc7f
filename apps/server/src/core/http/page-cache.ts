import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@abode/shared/session';
import { createVersionedCache } from '../cache/versioned-cache.js';
import { type ApiEncoding, compressBody, encodingFor } from './compression.js';

// Pages for visitors without a session, rendered once and served to everyone who asks for the same
// URL in the same language while the data version holds (ADR 028). A signed-in page is never
// stored here nor served from here: any cookie but the language one, or an Authorization header,
// makes a request uncacheable, and so does a page that sets a cookie.

/** What the site's data shows on pages checks out against this version (the search cache's). */
export interface PageCacheSource {
  version: () => Promise<number>;
  /** Counts the view of a listing shown by a page served from the cache (a render counts its own). */
  countView: (propertyId: number, visitor: { ip: string; userAgent: string | undefined }) => void;
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Strong: the page's bytes (the nonce in them included). */
  etag: string;
  /** The render's Content-Security-Policy: its nonce is the one in the page's scripts. */
  csp: string | undefined;
  /** Listings whose view the render counted: each later visitor's view is counted too. */
  views: number[];
  encoded: Partial<Record<ApiEncoding, Promise<Buffer>>>;
}

/**
 * A data change is seen at once (the version is checked on every request); what changes with the
 * clock alone (view counts, "2 hours ago") is refreshed in the background after a few minutes:
 * every page a crowd keeps open costs a render (~15–50 ms of the event loop) per period, and at
 * half a minute a few hundred open listings kept a core busy (bench/RESULTS.md "Crowd").
 */
const REFRESH_AFTER_MS = 5 * 60_000;
const TTL_MS = 10 * 60_000;
/** A few hundred pages (~100–250 KB each with their compressed bytes): URLs with made-up query strings push out the oldest. */
const MAX_ENTRIES = 400;
/** Larger pages are not kept. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Browsers revalidate (ETag → 304); a CDN may serve a page for a few seconds and a stale one while it refetches. */
export const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
/** Pages of a signed-in visitor (or one with other cookies): theirs alone, checked with the server each time. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';
const HEADERS_NOT_KEPT = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie', 'content-security-policy', 'etag', 'cache-control', 'vary']);

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

function languageOf(header: string | undefined): string {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.split('=');
    if (name?.trim() === LANGUAGE_COOKIE) return value?.trim() ?? '';
  }
  return '';
}

/** The cache key of a request a page may be served to from the cache, or undefined when it may not. */
export function pageCacheKey(request: FastifyRequest): string | undefined {
  // Not HEAD either: its render has no body to keep.
  if (request.method !== 'GET') return undefined;
  if (request.headers.authorization) return undefined;
  const cookie = request.headers.cookie;
  if (cookieNames(cookie).some((name) => name !== LANGUAGE_COOKIE)) return undefined;
  return JSON.stringify([request.protocol, request.host, request.url, languageOf(cookie)]);
}

/** Whether a rendered answer may be kept for other visitors: a plain 200 page that sets no cookie. */
export function isCacheable(response: Response, size: number): boolean {
  if (response.status !== 200 || size > MAX_BODY_BYTES) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  return !/private|no-store/i.test(response.headers.get('cache-control') ?? '');
}

export function createPageCache(source: PageCacheSource) {
  // One background render at a time, at spread-out ages: a crowd's pages were mostly rendered in the same minute.
  const cache = createVersionedCache({ ttlMs: TTL_MS, refreshAfterMs: REFRESH_AFTER_MS, maxEntries: MAX_ENTRIES, version: source.version, maxRefreshing: 1, refreshJitter: 0.5 });

  return {
    /**
     * The cached page for `key`, or the one `render` makes (once, however many ask meanwhile).
     * `render` answers undefined for a page that must not be kept; `rendered` tells the caller
     * whether its own request rendered (and so already counted its view).
     */
    async get(key: string, render: () => Promise<CachedPage | undefined>): Promise<{ page: CachedPage | undefined; rendered: boolean }> {
      let rendered = false;
      const page = await cache.get(key, () => {
        rendered = true;
        return render();
      });
      return { page, rendered };
    },

    /** Sends a cached page: 304 to a visitor who holds it already, else its bytes (compressed once per encoding). */
    async send(request: FastifyRequest, reply: FastifyReply, page: CachedPage, countViews: boolean): Promise<FastifyReply> {
      if (countViews) for (const id of page.views) source.countView(id, { ip: request.ip, userAgent: request.headers['user-agent'] });
      for (const [name, value] of page.headers) reply.header(name, value);
      if (page.csp) reply.header('content-security-policy', page.csp);
      reply.header('etag', page.etag).header('cache-control', CACHED_PAGE_CACHE_CONTROL).header('vary', 'cookie');
      const encoding = encodingFor(request, reply);
      if (isFresh(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
      reply.status(page.status);
      if (!encoding) return reply.send(page.body);
      const pending = (page.encoded[encoding] ??= compressBody(page.body, encoding));
      const body = await pending.catch((error: unknown) => {
        if (page.encoded[encoding] === pending) delete page.encoded[encoding];
        throw error;
      });
      return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

/** A page as rendered, buffered, for the cache. */
export function toCachedPage(response: Response, body: Buffer, csp: string | undefined, views: number[]): CachedPage {
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) if (!HEADERS_NOT_KEPT.has(name)) headers.push([name, value]);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { status: response.status, headers, body, etag, csp, views: [...new Set(views)], encoded: {} };
}

/** If-None-Match holds this ETag (or `*`); weak forms match too, as RFC 9110 asks for GET. */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
