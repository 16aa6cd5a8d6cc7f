import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import rateLimit from '@fastify/rate-limit';
import { writeFakeServerBuild } from '../../test/fake-web-build.js';
import { isPageRender, registerWebApp } from './web-app.js';

const PAGE_LIMIT = { max: 1000, timeWindow: 60_000 };

// A hand-written React Router server build with one resource route: enough to exercise the
// bridge (Fetch Request in, streamed Response out, load context) without running Vite.
const ROUTE_MODULES = `
const echo = {
  async loader({ request, context }) {
    const api = await context.apiFetch(new Request('http://internal/api/ping?x=1', { headers: { cookie: request.headers.get('cookie') ?? '' } }));
    const headers = new Headers({ 'content-type': 'application/json' });
    headers.append('set-cookie', 'first=1; Path=/');
    headers.append('set-cookie', 'second=2; Path=/');
    return new Response(JSON.stringify({ path: new URL(request.url).pathname, api: await api.json(), apiStatus: api.status }), { status: 201, headers });
  },
  async action({ request }) {
    const form = await request.formData();
    return Response.json({ language: form.get('language') });
  },
};
// The shell, then a late part a moment later: what a page with a pending boundary streams.
const streamed = {
  loader() {
    const encoder = new TextEncoder();
    const body = new ReadableStream({
      async start(controller) {
        controller.enqueue(encoder.encode('<p>shell</p>'));
        await new Promise((resolve) => setTimeout(resolve, 300));
        controller.enqueue(encoder.encode('<p>late</p>'));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
};
`;

describe('registerWebApp', () => {
  let buildDir: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'abode-web-build-'));
    app = Fastify();
    app.get('/api/ping', async (request) => ({ error: false, message: 'pong', data: { cookie: request.headers.cookie ?? null, ip: request.ip } }));
  });

  afterEach(async () => {
    await app.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  async function writeBuild() {
    await writeFakeServerBuild(buildDir, ROUTE_MODULES, { streamed: { path: 'streamed', module: 'streamed' }, echo: { path: '*', module: 'echo' } });
    await mkdir(path.join(buildDir, 'client', 'assets'), { recursive: true });
    await writeFile(path.join(buildDir, 'client', 'assets', 'entry-abc123.js'), 'console.log(1)');
    await writeFile(path.join(buildDir, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(buildDir, 'client', 'assets', 'entry-abc123.js.gz'), gzipSync('console.log(1)'));
  }

  it('answers 503 with instructions when the web app is not built, and keeps /api 404s as envelopes', async () => {
    await registerWebApp(app, { buildDir, rateLimit: PAGE_LIMIT });
    const page = await app.inject({ url: '/properties' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    const api = await app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: true });
  });

  it('renders pages through React Router with an in-process apiFetch, keeping status and every Set-Cookie', async () => {
    await writeBuild();
    await registerWebApp(app, { buildDir, rateLimit: PAGE_LIMIT });
    const response = await app.inject({ url: '/some/page', headers: { cookie: 'abode_lang=ar' }, remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['set-cookie']).toEqual(['first=1; Path=/', 'second=2; Path=/']);
    expect(response.json()).toEqual({
      path: '/some/page',
      apiStatus: 200,
      api: { error: false, message: 'pong', data: { cookie: 'abode_lang=ar', ip: '203.0.113.9' } },
    });
  });

  it.each(['br', 'gzip'] as const)('sends the shell compressed (%s) before the rest of a streamed page is ready', async (encoding) => {
    await writeBuild();
    await registerWebApp(app, { buildDir, rateLimit: PAGE_LIMIT });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const texts = await new Promise<string[]>((resolve, reject) => {
      const received: string[] = [];
      const call = httpRequest(`${address}/streamed`, { headers: { 'accept-encoding': encoding } }, (response) => {
        expect(response.headers['content-encoding']).toBe(encoding);
        const decompress = encoding === 'br' ? createBrotliDecompress() : createGunzip();
        decompress.on('data', (chunk: Buffer) => received.push(chunk.toString()));
        decompress.on('end', () => resolve(received));
        decompress.on('error', reject);
        response.pipe(decompress);
      });
      call.on('error', reject);
      call.end();
    });
    // Two separate arrivals: the shell was flushed out before the late part existed.
    expect(texts).toEqual(['<p>shell</p>', '<p>late</p>']);
  });

  it('compresses pages for clients that accept it', async () => {
    await writeBuild();
    await registerWebApp(app, { buildDir, rateLimit: PAGE_LIMIT });
    const gzip = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toMatchObject({ path: '/page', apiStatus: 200 });
    const brotli = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toMatchObject({ path: '/page' });
    const plain = await app.inject({ url: '/page' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('passes form posts to actions', async () => {
    await writeBuild();
    await registerWebApp(app, { buildDir, rateLimit: PAGE_LIMIT });
    const response = await app.inject({
      method: 'POST',
      url: '/set-language',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'language=ar',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'ar' });
  });

  it('takes page form posts with a phone-sized photo in them', async () => {
    await writeBuild();
    await registerWebApp(app, { buildDir, rateLimit: PAGE_LIMIT });
    const photo = 'x'.repeat(6 * 1024 * 1024);
    const response = await app.inject({
      method: 'POST',
      url: '/user/profile',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `language=en&photo=${photo}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'en' });
  });

  it('serves hashed assets immutable and other client files with a short cache', async () => {
    await writeBuild();
    await registerWebApp(app, { buildDir, rateLimit: PAGE_LIMIT });
    const asset = await app.inject({ url: '/assets/entry-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never lets the page catch-all answer for /api paths', async () => {
    await writeBuild();
    await registerWebApp(app, { buildDir, rateLimit: PAGE_LIMIT });
    const response = await app.inject({ url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: true, code: 404 });
  });

  it('limits pages per visitor with 429 and Retry-After, and does not count the calls a page makes again', async () => {
    await writeBuild();
    const limited = Fastify();
    try {
      // an API that would refuse a second call from the same visitor
      await limited.register(async (api) => {
        await api.register(rateLimit, { max: 1, timeWindow: 60_000, allowList: isPageRender });
        api.get('/api/ping', async () => ({ error: false, message: 'pong', data: null }));
      });
      await registerWebApp(limited, { buildDir, rateLimit: { max: 2, timeWindow: 60_000 } });
      const visit = () => limited.inject({ url: '/some/page', remoteAddress: '203.0.113.7' });
      for (let i = 0; i < 2; i++) {
        const page = await visit();
        expect(page.statusCode).toBe(201);
        expect(page.json()).toMatchObject({ apiStatus: 200 });
      }
      const over = await visit();
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.headers['content-type']).toMatch(/^text\/plain/);
      // a visitor cannot pass as a page render
      const direct = () => limited.inject({ url: '/api/ping', remoteAddress: '203.0.113.8', headers: { 'x-abode-page-render': 'guess' } });
      expect((await direct()).statusCode).toBe(200);
      expect((await direct()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
