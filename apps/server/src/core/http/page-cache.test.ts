import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFakeServerBuild } from '../../test/fake-web-build.js';
import { registerSecurityHeaders } from './security-headers.js';
import { isPageRender, PAGE_VIEW_HEADER, registerWebApp } from './web-app.js';

// The page cache (ADR 028) in front of a hand-written React Router build whose pages say how
// often they were rendered, whom for, and with which nonce.
const PAGE_MODULES = `
let renders = 0;
const html = (body, init = {}) => new Response('<!doctype html><p>' + body + '</p>', { ...init, headers: { 'content-type': 'text/html; charset=utf-8', ...(init.headers ?? {}) } });
const page = {
  async loader({ request, context }) {
    const api = await (await context.apiFetch(new Request('http://internal/api/listing', { headers: { cookie: request.headers.get('cookie') ?? '' } }))).json();
    renders++;
    const cookie = request.headers.get('cookie') ?? '';
    const who = /abode_token=/.test(cookie) ? 'signed in' : 'visitor';
    const language = /abode_lang=ar/.test(cookie) ? 'ar' : 'en';
    return html('render ' + renders + ' for ' + who + ' in ' + language + ' nonce ' + context.cspNonce + ' listing ' + api.title);
  },
};
const flashing = { loader: () => html('flash ' + ++renders, { headers: { 'set-cookie': 'abode_flash=; Max-Age=0' } }) };
const missing = { loader: () => html('missing ' + ++renders, { status: 404 }) };
`;

describe('page cache', () => {
  let buildDir: string;
  let app: FastifyInstance;
  let version: number;
  let title: string;
  let views: { id: number; ip: string; userAgent: string | undefined }[];

  beforeEach(async () => {
    version = 1;
    title = 'Villa';
    views = [];
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'abode-page-cache-'));
    await writeFakeServerBuild(buildDir, PAGE_MODULES, {
      flashing: { path: 'flashing', module: 'flashing' },
      missing: { path: 'missing', module: 'missing' },
      page: { path: '*', module: 'page' },
    });
    app = Fastify();
    await registerSecurityHeaders(app, { publicUrl: 'http://abode.test', imageOrigins: [] });
    // the listing API: counts the view, and says so to the page that renders it
    app.get('/api/listing', async (request, reply) => {
      if (isPageRender(request)) reply.header(PAGE_VIEW_HEADER, '42');
      return { title };
    });
    await registerWebApp(app, {
      buildDir,
      rateLimit: { max: 1000, timeWindow: 60_000 },
      pageCache: { version: async () => version, countView: (id, visitor) => views.push({ id, ...visitor }) },
    });
  });

  afterEach(async () => {
    await app.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.1') => app.inject({ url, headers, remoteAddress });

  it('renders a visitor’s page once and serves it to the next visitors until the data version moves', async () => {
    const first = await get('/properties-details/villa');
    expect(first.body).toContain('render 1 for visitor in en');
    expect((await get('/properties-details/villa')).body).toBe(first.body);
    expect((await get('/properties-details/other')).body).toContain('render 2');
    // an owner's edit moves the version: the next request renders again and shows it
    title = 'Villa with a pool';
    version = 2;
    const next = await get('/properties-details/villa');
    expect(next.body).toContain('render 3');
    expect(next.body).toContain('listing Villa with a pool');
  });

  it('renders each of many visitors arriving at once for an uncached page only once', async () => {
    const pages = await Promise.all(Array.from({ length: 20 }, () => get('/crowded')));
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    expect(pages[0]!.body).toContain('render 1');
  });

  it('never serves a signed-in page from the anonymous cache, nor keeps one there', async () => {
    const visitor = await get('/home');
    const signedIn = await get('/home', { cookie: 'abode_token=secret; abode_lang=en' });
    expect(signedIn.body).toContain('for signed in');
    expect(signedIn.body).not.toBe(visitor.body);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.etag).toBeUndefined();
    // a bearer token is a signed-in request too
    expect((await get('/home', { authorization: 'Bearer secret' })).body).toContain('render 3');
    // and the visitors' page is still the one rendered for a visitor
    const again = await get('/home');
    expect(again.body).toBe(visitor.body);
    expect(again.body).not.toContain('signed in');
    // a second signed-in request is rendered for them again, not served what the first got
    expect((await get('/home', { cookie: 'abode_token=other' })).body).toContain('render 4');
  });

  it('keeps a page per language', async () => {
    const english = await get('/home');
    const arabic = await get('/home', { cookie: 'abode_lang=ar' });
    expect(arabic.body).toContain('in ar');
    expect(english.body).toContain('in en');
    expect((await get('/home', { cookie: 'abode_lang=ar' })).body).toBe(arabic.body);
  });

  it('answers 304 to a visitor who holds the page, with a Cache-Control a CDN can use', async () => {
    const first = await get('/home', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    expect(String(first.headers.vary)).toMatch(/cookie/i);
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('render 1');
    const revisit = await get('/home', { 'if-none-match': etag });
    expect(revisit.statusCode).toBe(304);
    expect(revisit.body).toBe('');
    expect((await get('/home', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    // once the version moves the old ETag no longer matches
    version = 2;
    expect((await get('/home', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('sends a cached page with the nonce its scripts carry', async () => {
    const first = await get('/home');
    const second = await get('/home');
    const nonce = /nonce (\S+) /.exec(first.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('counts the listing view of a cached page for every visitor it is served to', async () => {
    await get('/properties-details/villa', { 'user-agent': 'first' }, '198.51.100.1');
    // the render counted its own visitor's view through the API; the page remembers which listing it showed
    expect(views).toEqual([]);
    await get('/properties-details/villa', { 'user-agent': 'second' }, '198.51.100.2');
    await get('/properties-details/villa', { 'user-agent': 'third', 'if-none-match': 'x' }, '198.51.100.3');
    expect(views).toEqual([
      { id: 42, ip: '198.51.100.2', userAgent: 'second' },
      { id: 42, ip: '198.51.100.3', userAgent: 'third' },
    ]);
  });

  it('does not keep pages that set a cookie or are not a plain 200', async () => {
    const flash = await get('/flashing');
    expect(flash.headers['set-cookie']).toBeTruthy();
    expect(flash.headers['cache-control']).toBe('private, no-cache');
    expect((await get('/flashing')).body).not.toBe(flash.body);
    const missing = await get('/missing');
    expect(missing.statusCode).toBe(404);
    expect((await get('/missing')).body).not.toBe(missing.body);
  });
});
