import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { type Credentials, sha256Hex, signRequest, uriEncode } from './sigv4.js';
import { assertSafeKey, publicUrl, type Storage } from './storage.js';

export interface S3StorageOptions {
  /** e.g. `https://s3.eu-central-1.amazonaws.com` or `http://127.0.0.1:9000` (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  credentials: Credentials;
  /** Base URL browsers load files from (a CDN or public bucket URL); `${endpoint}/${bucket}` unless given. */
  publicUrl?: string;
  /** Prepended to every key, e.g. `private/`: keeps private files apart from the publicly readable ones. */
  keyPrefix?: string;
}

/** How many objects are deleted in parallel; S3 answers single DELETEs quickly, so a few suffice. */
const DELETE_PARALLELISM = 8;

/**
 * Media in an S3-compatible bucket, addressed path-style (`${endpoint}/${bucket}/${key}`) so that
 * any provider and local emulators work without DNS per bucket.
 */
export class S3Storage implements Storage {
  private readonly endpoint: string;
  private readonly baseUrl: string;

  constructor(private readonly options: S3StorageOptions) {
    this.endpoint = options.endpoint.replace(/\/+$/, '');
    this.baseUrl = (options.publicUrl ?? `${this.endpoint}/${options.bucket}`).replace(/\/+$/, '');
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    // S3 needs the length and the hash of the body up front; uploads are a few megabytes at most
    const bytes = Buffer.isBuffer(body) ? body : await buffer(body);
    await this.send('PUT', key, { 'content-type': contentType }, bytes);
  }

  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    await this.put(key, await readFile(filePath), contentType);
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const source = `/${this.options.bucket}/${uriEncode(this.objectKey(fromKey), true)}`;
    const { text } = await this.send('PUT', toKey, { 'x-amz-copy-source': source });
    // CopyObject may fail after it has answered 200: the error then arrives in the body
    if (text.includes('<Error>')) throw new Error(`S3 copy ${fromKey} → ${toKey} failed: ${errorCode(text)}`);
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_PARALLELISM) {
      await Promise.all(keys.slice(i, i + DELETE_PARALLELISM).map((key) => this.send('DELETE', key, {}, undefined, [404])));
    }
  }

  async exists(key: string): Promise<boolean> {
    const { status } = await this.send('HEAD', key, {}, undefined, [404]);
    return status !== 404;
  }

  async read(key: string): Promise<Readable | null> {
    const response = await fetch(this.objectUrl(key), { headers: this.sign('GET', key, {}) });
    if (response.status === 404 || !response.body) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      throw new Error(`S3 GET ${key} failed: ${response.status} ${errorCode(await response.text())}`.trim());
    }
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  url(key: string | null | undefined): string {
    return publicUrl(this.baseUrl, key);
  }

  private objectKey(key: string): string {
    return `${this.options.keyPrefix ?? ''}${assertSafeKey(key)}`;
  }

  private objectUrl(key: string): URL {
    return new URL(`${this.endpoint}/${this.options.bucket}/${uriEncode(this.objectKey(key), true)}`);
  }

  private sign(method: string, key: string, headers: Record<string, string>, body?: Buffer): Record<string, string> {
    return signRequest({ method, url: this.objectUrl(key), headers, payloadHash: sha256Hex(body ?? '') }, this.options.credentials, this.options.region);
  }

  private async send(
    method: string,
    key: string,
    headers: Record<string, string>,
    body?: Buffer,
    acceptedFailures: number[] = [],
  ): Promise<{ status: number; text: string }> {
    const response = await fetch(this.objectUrl(key), { method, headers: this.sign(method, key, headers, body), body });
    // always read the body: an unread body holds its connection until garbage collection
    const text = await response.text();
    if (!response.ok && !acceptedFailures.includes(response.status)) {
      throw new Error(`S3 ${method} ${key} failed: ${response.status} ${errorCode(text)}`.trim());
    }
    return { status: response.status, text };
  }
}

/** The <Code> of an S3 XML error body, e.g. "SignatureDoesNotMatch". */
function errorCode(xml: string): string {
  return /<Code>([^<]*)<\/Code>/.exec(xml)?.[1] ?? '';
}
