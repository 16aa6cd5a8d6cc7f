import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty } from '../../test/factories.js';
import { COMPRESS_MIN_BYTES } from './compression.js';

describe.each(testDialects())('API compression on %s', (dialect) => {
  let t: TestApp;
  const list = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/get-property-list?limit=20', headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const category = await createCategory(t.db);
    for (let i = 0; i < 8; i++) await createProperty(t.db, { category_id: category.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers identity to clients that ask for no encoding', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(res.json()).toMatchObject({ error: false, total: 8 });
  });

  it('compresses with brotli or gzip when asked, with the same envelope inside', async () => {
    const identity = (await list()).json();
    const br = await list({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    // the same URL answers in several encodings: shared caches must keep them apart
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const brBody = brotliDecompressSync(br.rawPayload);
    expect(br.rawPayload.length).toBeLessThan(brBody.length / 2);
    expect(JSON.parse(brBody.toString())).toEqual(identity);

    const gz = await list({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect((await list({ 'accept-encoding': 'br;q=0, gzip;q=0.5' })).headers['content-encoding']).toBe('gzip');
    expect((await list({ 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(identity);
  });

  it('leaves small answers and errors under the threshold alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ error: true, code: 404 });
  });
});
