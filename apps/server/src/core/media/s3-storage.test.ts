import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { createPrivateStorage, createStorage } from './create-storage.js';
import { inProcessEncoder } from './image-encode.js';
import { deleteStoredImage, storeImage, variantKey } from './image-pipeline.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import { expectedSignature, startFakeS3 } from '../../test/fake-s3.js';

const ACCOUNT = { accessKeyId: 'AKIDTESTABODE', secretAccessKey: 'test/secret+key/for-abode', region: 'eu-west-1', bucket: 'abode-media' };
const SECRET = ACCOUNT.secretAccessKey;
const BUCKET = ACCOUNT.bucket;

let fake: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  fake = await startFakeS3(ACCOUNT);
});
afterAll(() => fake.close());

describe('the fake S3 endpoint', () => {
  it('computes the signature of the AWS documentation example (GET Object with a Range), so its checks are S3\'s', () => {
    const signature = expectedSignature(
      {
        method: 'GET',
        rawUrl: '/test.txt',
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-amz-date': '20130524T000000Z',
        },
        signedHeaders: 'host;range;x-amz-content-sha256;x-amz-date',
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        date: '20130524T000000Z',
      },
      'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      'us-east-1',
    );
    expect(signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('refuses a request signed by someone else, or whose body was changed after signing', async () => {
    const headers = { 'x-amz-date': '20260101T000000Z', 'x-amz-content-sha256': createHash('sha256').update('a').digest('hex') };
    const unsigned = await fetch(`${fake.endpoint}${BUCKET}/x`, { method: 'PUT', body: 'a', headers });
    expect(unsigned.status).toBe(403);
    const tampered = await fetch(`${fake.endpoint}${BUCKET}/x`, { method: 'PUT', body: 'b', headers: { ...headers, authorization: `AWS4-HMAC-SHA256 Credential=${ACCOUNT.accessKeyId}/20260101/eu-west-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=${'0'.repeat(64)}` } });
    expect(await tampered.text()).toContain('XAmzContentSHA256Mismatch');
    expect(fake.objects.size).toBe(0);
  });
});

describe('S3Storage', () => {
  let dir: string;
  const storage = (secret = SECRET, publicUrl?: string, keyPrefix?: string) =>
    new S3Storage({
      endpoint: fake.endpoint,
      region: ACCOUNT.region,
      bucket: BUCKET,
      credentials: { accessKeyId: ACCOUNT.accessKeyId, secretAccessKey: secret },
      publicUrl,
      keyPrefix,
    });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'abode-s3-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    fake.objects.clear();
    fake.state.copyFailsInBody = false;
  });

  it('puts buffers, streams and files, with their content type', async () => {
    const s3 = storage();
    await s3.put('docs/a.txt', Buffer.from('hello'), 'text/plain');
    await s3.put('docs/b.txt', Readable.from([Buffer.from('str'), Buffer.from('eam')]), 'text/plain');
    const file = path.join(dir, 'c.pdf');
    await writeFile(file, '%PDF-1.4 tiny');
    await s3.putFile('docs/c.pdf', file, 'application/pdf');

    expect(fake.objects.get('docs/a.txt')).toEqual({ body: Buffer.from('hello'), contentType: 'text/plain' });
    expect(fake.objects.get('docs/b.txt')?.body.toString()).toBe('stream');
    expect(fake.objects.get('docs/c.pdf')).toEqual({ body: Buffer.from('%PDF-1.4 tiny'), contentType: 'application/pdf' });
  });

  it('answers exists() with HEAD, copies server-side and deletes, missing keys included', async () => {
    const s3 = storage();
    await s3.put('a/one.webp', Buffer.from('1'), 'image/webp');
    expect(await s3.exists('a/one.webp')).toBe(true);
    expect(await s3.exists('a/two.webp')).toBe(false);

    const before = fake.state.requests;
    await s3.copy('a/one.webp', 'b/one.webp');
    expect(fake.state.requests - before).toBe(1); // no download and upload again
    expect(fake.objects.get('b/one.webp')).toEqual(fake.objects.get('a/one.webp'));

    await s3.delete(['a/one.webp', 'a/never-existed.webp']);
    expect([...fake.objects.keys()]).toEqual(['b/one.webp']);
  });

  it('fails a copy whose error arrives in the body of a 200 answer, and a copy of a missing key', async () => {
    const s3 = storage();
    await s3.put('a/one.webp', Buffer.from('1'), 'image/webp');
    await expect(s3.copy('a/missing.webp', 'b/x.webp')).rejects.toThrow('404 NoSuchKey');
    fake.state.copyFailsInBody = true;
    await expect(s3.copy('a/one.webp', 'b/one.webp')).rejects.toThrow('InternalError');
  });

  it('reads objects back as streams, null when missing', async () => {
    const s3 = storage();
    await s3.put('docs/a.pdf', Buffer.from('%PDF-1.4 tiny'), 'application/pdf');
    const body = await s3.read('docs/a.pdf');
    expect(body && (await buffer(body)).toString()).toBe('%PDF-1.4 tiny');
    expect(await s3.read('docs/missing.pdf')).toBeNull();
    await expect(storage('not-the-secret').read('docs/a.pdf')).rejects.toThrow('403');
  });

  it('keeps a prefixed (private) storage under its prefix for every call', async () => {
    const hidden = storage(SECRET, undefined, 'private/');
    await hidden.put('agent-verification/a.pdf', Buffer.from('id'), 'application/pdf');
    await hidden.copy('agent-verification/a.pdf', 'agent-verification/b.pdf');
    expect([...fake.objects.keys()].sort()).toEqual(['private/agent-verification/a.pdf', 'private/agent-verification/b.pdf']);
    expect(await hidden.exists('agent-verification/b.pdf')).toBe(true);
    expect(await storage().exists('agent-verification/b.pdf')).toBe(false);
    const body = await hidden.read('agent-verification/b.pdf');
    expect(body && (await buffer(body)).toString()).toBe('id');
    await hidden.delete(['agent-verification/a.pdf', 'agent-verification/b.pdf']);
    expect(fake.objects.size).toBe(0);
  });

  it('is refused with a wrong secret, and stores nothing', async () => {
    const s3 = storage('not-the-secret');
    await expect(s3.put('a/x.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow('403 SignatureDoesNotMatch');
    await expect(s3.exists('a/x.txt')).rejects.toThrow('403');
    expect(fake.objects.size).toBe(0);
  });

  it('builds public URLs from S3_PUBLIC_URL or from the endpoint and bucket', () => {
    expect(storage().url('properties/a.webp')).toBe(`${fake.endpoint}${BUCKET}/properties/a.webp`);
    expect(storage(SECRET, 'https://cdn.example.com/').url('properties/a.webp')).toBe(
      'https://cdn.example.com/properties/a.webp',
    );
    expect(storage().url(null)).toBe('');
    expect(storage().url('https://elsewhere.example/p.png')).toBe('https://elsewhere.example/p.png');
  });

  it('refuses keys that could escape the bucket prefix', async () => {
    await expect(storage().put('../other-bucket/x', Buffer.from('x'), 'text/plain')).rejects.toThrow('Unsafe storage key');
  });

  it('carries the whole image pipeline', async () => {
    const s3 = storage();
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#4a90d9' } })
      .jpeg()
      .toBuffer();
    const image = await storeImage(s3, jpeg, 'properties', { encoder: inProcessEncoder });
    expect(fake.objects.get(image.key)?.contentType).toBe('image/webp');
    expect((await sharp(fake.objects.get(variantKey(image.key, 400))!.body).metadata()).width).toBe(400);
    await deleteStoredImage(s3, image.key);
    expect(fake.objects.size).toBe(0);
  });
});

describe('createStorage', () => {
  const base = { DATA_DIR: '/tmp/abode-data', PUBLIC_URL: 'http://abode.test' };

  it('uses the local disk unless S3_BUCKET is set', () => {
    const local = createStorage(loadEnv(base));
    expect(local).toBeInstanceOf(LocalStorage);
    expect(local.url('a/b.webp')).toBe('http://abode.test/images/a/b.webp');
  });

  it('uses S3 when S3_BUCKET is set, and needs its credentials', () => {
    const s3 = createStorage(
      loadEnv({ ...base, S3_BUCKET: 'media', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }),
    );
    expect(s3).toBeInstanceOf(S3Storage);
    expect(s3.localRoot).toBeUndefined();
    expect(s3.url('a/b.webp')).toBe('https://s3.eu-central-1.amazonaws.com/media/a/b.webp');
    expect(() => createStorage(loadEnv({ ...base, S3_BUCKET: 'media' }))).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  });
  it('keeps private files apart: DATA_DIR/private on disk, private/ in the media bucket or a bucket of their own', async () => {
    const local = createPrivateStorage(loadEnv(base));
    expect(local.localRoot).toBe(path.join('/tmp/abode-data', 'private'));
    const s3Env = { ...base, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(createPrivateStorage(loadEnv(s3Env))).toBeInstanceOf(S3Storage);
    expect(() => createPrivateStorage(loadEnv({ ...base, S3_BUCKET: 'media' }))).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  });
});
