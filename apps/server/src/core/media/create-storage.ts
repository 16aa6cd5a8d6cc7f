import path from 'node:path';
import type { Env } from '../env.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage, type S3StorageOptions } from './s3-storage.js';
import type { Storage } from './storage.js';

/** Key prefix of private files in S3 when they share the media bucket (ADR 014). */
export const PRIVATE_S3_PREFIX = 'private/';

function s3Options(env: Env & { S3_BUCKET: string }): S3StorageOptions {
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too');
  }
  return {
    endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    publicUrl: env.S3_PUBLIC_URL,
  };
}

/** Local disk under DATA_DIR/media unless S3_BUCKET is configured. */
export function createStorage(env: Env): Storage {
  if (!env.S3_BUCKET) return new LocalStorage(path.join(env.DATA_DIR, 'media'), `${env.PUBLIC_URL}/images`);
  return new S3Storage(s3Options({ ...env, S3_BUCKET: env.S3_BUCKET }));
}

/**
 * Files only an authorised route may hand out (agents' identity documents, ADR 014): on disk
 * under DATA_DIR/private, which nothing serves; in S3 under `private/` of the media bucket, or in
 * S3_PRIVATE_BUCKET when the media bucket is publicly readable as a whole. Their `url()` is never
 * given out.
 */
export function createPrivateStorage(env: Env): Storage {
  if (!env.S3_BUCKET) return new LocalStorage(path.join(env.DATA_DIR, 'private'), '');
  const bucket = env.S3_PRIVATE_BUCKET ?? env.S3_BUCKET;
  return new S3Storage({ ...s3Options({ ...env, S3_BUCKET: bucket }), publicUrl: '', keyPrefix: env.S3_PRIVATE_BUCKET ? '' : PRIVATE_S3_PREFIX });
}
