import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, publicUrl, type Storage } from './storage.js';

/** Media on the local disk (DATA_DIR/media), served by this process at /images/. */
export class LocalStorage implements Storage {
  constructor(
    readonly localRoot: string,
    private readonly baseUrl: string,
  ) {}

  private file(key: string) {
    return path.join(this.localRoot, assertSafeKey(key));
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // write beside the target, then rename: a reader never sees half a file
    const partial = `${target}.${process.pid}.part`;
    if (Buffer.isBuffer(body)) await writeFile(partial, body);
    else await pipeline(body, createWriteStream(partial));
    await rename(partial, target);
  }

  async putFile(key: string, filePath: string): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(filePath, target);
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const target = this.file(toKey);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(this.file(fromKey), target);
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((k) => rm(this.file(k), { force: true })));
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.file(key)).then(
      () => true,
      () => false,
    );
  }

  async read(key: string): Promise<Readable | null> {
    // open first, so that a missing file is null here rather than an error event mid-response
    const handle = await open(this.file(key), 'r').catch(() => null);
    return handle ? handle.createReadStream() : null;
  }

  url(key: string | null | undefined): string {
    return publicUrl(this.baseUrl, key);
  }
}
