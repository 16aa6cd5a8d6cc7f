import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncFileStream } from './sync-file-stream.js';

describe('syncFileStream', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'abode-sync-file-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes every chunk in order, buffered ones together', async () => {
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(64 * 1024, i));
    const file = path.join(dir, 'photo.bin');
    await pipeline(Readable.from(chunks), syncFileStream(file, 1024 * 1024));
    expect((await readFile(file)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('fails the pipeline when its source fails, and when the file cannot be opened', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part'));
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(pipeline(failing, syncFileStream(path.join(dir, 'cut.bin'), 1024))).rejects.toThrow('the client went away');
    expect(() => syncFileStream(path.join(dir, 'missing', 'x.bin'), 1024)).toThrow(/ENOENT/);
  });
});
