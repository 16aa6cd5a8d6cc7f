import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type * as S3 from '@aws-sdk/client-s3';
import { assertSafeKey, publicUrl, type Storage } from './storage.js';

export interface S3StorageOptions {
  /** e.g. `https://s3.eu-central-1.amazonaws.com` or `http://127.0.0.1:9000` (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Base URL browsers load files from (a CDN or public bucket URL); `${endpoint}/${bucket}` unless given. */
  publicUrl?: string;
  /** Prepended to every key, e.g. `private/`: keeps private files apart from the publicly readable ones. */
  keyPrefix?: string;
}

/** How many objects are deleted in parallel; S3 answers single DELETEs quickly, so a few suffice. */
const DELETE_PARALLELISM = 8;

type Sdk = typeof S3;
type S3Client = S3.S3Client;

/** The HTTP status of an SDK error, and its S3 error code (e.g. "SignatureDoesNotMatch"). */
function describe(error: unknown): { status?: number; code: string } {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return { status: e.$metadata?.httpStatusCode, code: e.Code ?? e.name ?? '' };
}

/**
 * Media in an S3-compatible bucket through the AWS SDK (ADR 021), addressed path-style
 * (`${endpoint}/${bucket}/${key}`) so that any provider and local emulators work without DNS per
 * bucket. The SDK is imported on the first call, so a server on local disk never loads it.
 */
export class S3Storage implements Storage {
  private readonly baseUrl: string;
  private sdk?: Promise<{ lib: Sdk; client: S3Client }>;

  constructor(private readonly options: S3StorageOptions) {
    const endpoint = options.endpoint.replace(/\/+$/, '');
    this.baseUrl = (options.publicUrl ?? `${endpoint}/${options.bucket}`).replace(/\/+$/, '');
  }

  private load(): Promise<{ lib: Sdk; client: S3Client }> {
    this.sdk ??= import('@aws-sdk/client-s3').then((lib) => ({
      lib,
      client: new lib.S3Client({
        endpoint: this.options.endpoint.replace(/\/+$/, ''),
        region: this.options.region,
        credentials: this.options.credentials,
        forcePathStyle: true,
        // CRC checksums only where S3 requires them: many S3-compatible stores reject the trailers
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.sdk;
  }

  /** Sends one command; errors name the operation, key, status and S3 code, as logs need them. */
  private async send<T>(operation: string, label: string, run: (lib: Sdk, client: S3Client) => Promise<T>): Promise<T> {
    try {
      const { lib, client } = await this.load();
      return await run(lib, client);
    } catch (error) {
      const { status, code } = describe(error);
      throw new Error(`S3 ${operation} ${label} failed: ${status ?? ''} ${code}`.replace(/ +/g, ' ').trim(), { cause: error });
    }
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    // S3 needs the length up front; uploads are a few megabytes at most
    const bytes = Buffer.isBuffer(body) ? body : await buffer(body);
    await this.send('PUT', key, (lib, client) =>
      client.send(new lib.PutObjectCommand({ Bucket: this.options.bucket, Key, Body: bytes, ContentType: contentType })),
    );
  }

  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    await this.put(key, await readFile(filePath), contentType);
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const CopySource = `${this.options.bucket}/${encodeURIComponent(this.objectKey(fromKey)).replace(/%2F/g, '/')}`;
    const Key = this.objectKey(toKey);
    // the SDK also turns an error that arrives in the body of a 200 answer into a rejection
    await this.send('COPY', `${fromKey} → ${toKey}`, (lib, client) =>
      client.send(new lib.CopyObjectCommand({ Bucket: this.options.bucket, Key, CopySource })),
    );
  }

  async delete(keys: readonly string[]): Promise<void> {
    const deleteOne = async (key: string) => {
      const Key = this.objectKey(key);
      await this.send('DELETE', key, (lib, client) => client.send(new lib.DeleteObjectCommand({ Bucket: this.options.bucket, Key }))).catch(
        (error: Error) => {
          if (describe(error.cause).status !== 404) throw error;
        },
      );
    };
    for (let i = 0; i < keys.length; i += DELETE_PARALLELISM) {
      await Promise.all(keys.slice(i, i + DELETE_PARALLELISM).map(deleteOne));
    }
  }

  async exists(key: string): Promise<boolean> {
    const Key = this.objectKey(key);
    try {
      await this.send('HEAD', key, (lib, client) => client.send(new lib.HeadObjectCommand({ Bucket: this.options.bucket, Key })));
      return true;
    } catch (error) {
      if (describe((error as Error).cause).status === 404) return false;
      throw error;
    }
  }

  async read(key: string): Promise<Readable | null> {
    const Key = this.objectKey(key);
    try {
      const { Body } = await this.send('GET', key, (lib, client) => client.send(new lib.GetObjectCommand({ Bucket: this.options.bucket, Key })));
      // in Node the SDK's body is the response stream itself
      return (Body as Readable | undefined) ?? null;
    } catch (error) {
      if (describe((error as Error).cause).status === 404) return null;
      throw error;
    }
  }

  url(key: string | null | undefined): string {
    return publicUrl(this.baseUrl, key);
  }

  private objectKey(key: string): string {
    return `${this.options.keyPrefix ?? ''}${assertSafeKey(key)}`;
  }
}
