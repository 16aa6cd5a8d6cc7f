import path from 'node:path';
import type { Env } from '../env.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** Local disk under DATA_DIR/media unless S3_BUCKET is configured. */
export function createStorage(env: Env): Storage {
  if (!env.S3_BUCKET) return new LocalStorage(path.join(env.DATA_DIR, 'media'), `${env.PUBLIC_URL}/images`);
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too');
  }
  return new S3Storage({
    endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    publicUrl: env.S3_PUBLIC_URL,
  });
}
