import type { Readable } from 'node:stream';

/**
 * Where media files live. Keys are relative paths such as `properties/3f2c…-800.webp`; rows in
 * the database store keys, and responses turn them into absolute URLs with `url()`.
 */
export interface Storage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  copy(fromKey: string, toKey: string): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The bytes of a key, or null when there is none: how private files reach the route that authorises them. */
  read(key: string): Promise<Readable | null>;
  /** Absolute public URL of a key; "" for an empty key, as the contract wants for absent images. */
  url(key: string | null | undefined): string;
  /** Directory served at /images/ when this process serves the files itself (local disk). */
  readonly localRoot?: string;
}

/** Keys come from our own code, but a stray `..` must never escape the storage root. */
export function assertSafeKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
  return key;
}

/** Values that are already absolute URLs (e.g. an avatar from an identity provider) pass through. */
export function publicUrl(base: string, key: string | null | undefined): string {
  if (!key) return '';
  if (/^https?:\/\//.test(key)) return key;
  return `${base}/${key}`;
}
