import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, postPropertyFields } from '../../test/factories.js';
import { filesUnder, jpeg, owner } from '../../features/listings/test-helpers.js';
import { UploadLane } from './upload-lane.js';

// The upload lane (ADR 016) over real HTTP: a multipart request is answered by the lane's
// instance in its worker thread, on its own connection to the same database, with the API
// thread's CORS and rate-limit headers; other requests stay on the API's thread.

const form = async (fields: Record<string, string>, photo?: Buffer) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (photo) body.append('title_image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  return body;
};

describe.each(testDialects())('the upload lane on %s', (dialect) => {
  let t: TestApp;
  let url: string;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_MAX: '1000', CORS_ORIGINS: 'https://app.example' }, { uploadLane: true });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    categoryId = (await createCategory(t.db)).id;
  });
  afterAll(() => t.close());

  const listingFields = () =>
    postPropertyFields(categoryId, { title: 'Studio by the lane', description: 'Posted through the upload lane.', property_type: '1', rentduration: 'Monthly', price: '5000' });


  it('posts a property with its photo: rows and files written by the lane, headers from both sides', async () => {
    const user = await owner(t.db);
    const res = await fetch(`${url}/api/post_property`, {
      method: 'POST',
      headers: { ...user.auth, origin: 'https://app.example', 'x-request-id': 'lane-test-1' },
      body: await form(listingFields(), await jpeg(800, 600)),
    });
    const body = (await res.json()) as { error: boolean; data: { id: number; title_image: string }[] };
    expect(res.status).toBe(200);
    expect(body.error).toBe(false);
    // CORS and the rate limit are the API thread's; the request id is the one the client sent
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(res.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(res.headers.get('x-request-id')).toBe('lane-test-1');
    const [listing] = body.data;
    const row = await t.db.selectFrom('properties').select(['title', 'user_id', 'title_image', 'request_status']).where('id', '=', listing!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Studio by the lane', user_id: user.id, request_status: 'pending' });
    const files = await filesUnder(path.join(t.env.DATA_DIR, 'media'));
    expect(files.some((file) => file.endsWith(row.title_image!))).toBe(true);
  });

  it('answers refusals from the lane with their message and writes nothing', async () => {
    const before = await t.db.selectFrom('properties').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const anonymous = await fetch(`${url}/api/post_property`, { method: 'POST', body: await form(listingFields(), await jpeg()) });
    expect(anonymous.status).toBe(401);
    const user = await owner(t.db);
    const tiny = await fetch(`${url}/api/post_property`, { method: 'POST', headers: user.auth, body: await form(listingFields(), await jpeg(100, 100)) });
    expect(tiny.status).toBe(400);
    expect(((await tiny.json()) as { message: string }).message).toBe('Image must be at least 120×120 pixels');
    const after = await t.db.selectFrom('properties').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps requests without files on the API thread', async () => {
    const res = await fetch(`${url}/api/get-property-list?limit=1`);
    expect(res.status).toBe(200);
  });
});

describe('an upload lane that fails', () => {
  it('answers 503 with Retry-After, and the next upload starts the lane again', async () => {
    let starts = 0;
    // a thread that ends before it serves, then one that answers every request with 201
    const lane = new UploadLane(() => {
      starts++;
      const code =
        starts === 1
          ? 'process.exit(3)'
          : `const { parentPort } = require('node:worker_threads');
             parentPort.on('message', (m) => {
               if (m.type === 'close') parentPort.close();
               if (m.type === 'end') parentPort.postMessage({ type: 'response', id: m.id, statusCode: 201, headers: { 'content-type': 'text/plain' }, body: Buffer.from('stored') }); });
             parentPort.postMessage({ type: 'ready' });`;
      return new Worker(code, { eval: true });
    });
    const app = Fastify();
    lane.register(app);
    app.post('/upload', async () => 'not here');
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const upload = () => fetch(`${url}/upload`, { method: 'POST', body: (() => { const f = new FormData(); f.append('a', 'b'); return f; })() });
      const failed = await upload();
      expect(failed.status).toBe(503);
      expect(failed.headers.get('retry-after')).toBe('5');
      expect(((await failed.json()) as { message: string }).message).toBe(MSG.uploadsUnavailable);
      const served = await upload();
      expect(served.status).toBe(201);
      expect(await served.text()).toBe('stored');
      expect(starts).toBe(2);
    } finally {
      await app.close();
      await lane.close();
    }
  });
});
