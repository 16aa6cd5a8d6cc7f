import path from 'node:path';
import type { Env } from '../env.js';
import { LocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';

/** Local disk under DATA_DIR/media unless S3_BUCKET is configured. */
export function createStorage(env: Env): Storage {
  return new LocalStorage(path.join(env.DATA_DIR, 'media'), `${env.PUBLIC_URL}/images`);
}
