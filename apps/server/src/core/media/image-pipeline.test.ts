import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { copyStoredImage, deleteStoredImage, type StoreImageOptions, storeImage as storeWith, variantKey } from './image-pipeline.js';
import { ImageWorkerPool } from './image-worker-pool.js';
import { LocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';

/** A picture with real structure (a gradient and a block) so that encoders have work to do. */
function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="10%" y="50%" width="30%" height="40%" fill="#b45309"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** A PNG whose header claims width×height, followed by a few rows of pixel data only. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  return error as ApiError;
}

describe('image pipeline', () => {
  let dir: string;
  let storage: LocalStorage;
  const pool = new ImageWorkerPool({ workers: 1, queueLimit: 8, threadsPerWorker: 1, nice: 5, jobTimeoutMs: 60_000 });
  afterAll(() => pool.close());
  const storeImage = (target: Storage, input: Buffer | string, folder: string, options: Omit<StoreImageOptions, 'encoder'> = {}) =>
    storeWith(target, input, folder, { encoder: pool, ...options });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'abode-images-'));
    storage = new LocalStorage(path.join(dir, 'media'), 'http://abode.test/images');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const stored = async () => readdir(path.join(dir, 'media'), { recursive: true }).catch(() => [] as string[]);
  const files = async () => (await stored()).filter((f) => f.endsWith('.webp')).sort();
  const meta = (key: string) => sharp(path.join(storage.localRoot, key)).metadata();

  it('stores a large JPEG as a 1600 px WebP with 400 and 800 variants and a tiny placeholder', async () => {
    const jpeg = await picture(3000, 2000).jpeg().toBuffer();
    const image = await storeImage(storage, jpeg, 'properties');

    expect(image.key).toMatch(/^properties\/[0-9a-f-]{36}\.webp$/);
    expect([image.width, image.height]).toEqual([1600, 1067]);
    const main = await meta(image.key);
    expect([main.format, main.width, main.height]).toEqual(['webp', 1600, 1067]);
    expect((await meta(variantKey(image.key, 800))).width).toBe(800);
    expect((await meta(variantKey(image.key, 400))).width).toBe(400);
    expect(await files()).toHaveLength(3);

    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder.length).toBeLessThanOrEqual(600);
    const tiny = await sharp(Buffer.from(image.placeholder.split(',')[1]!, 'base64')).metadata();
    expect(tiny.format).toBe('webp');
    expect(tiny.width).toBeLessThanOrEqual(32);
  });

  it('never upscales and only makes variants narrower than the original', async () => {
    const image = await storeImage(storage, await picture(640, 480).png().toBuffer(), 'avatars');
    expect([image.width, image.height]).toEqual([640, 480]);
    expect(await storage.exists(variantKey(image.key, 400))).toBe(true);
    expect(await storage.exists(variantKey(image.key, 800))).toBe(false);
    expect(await files()).toHaveLength(2);
  });

  it('limits the longest side of a portrait image to 1600', async () => {
    const image = await storeImage(storage, await picture(1200, 2400).jpeg().toBuffer(), 'properties');
    expect([image.width, image.height]).toEqual([800, 1600]);
    expect(await storage.exists(variantKey(image.key, 400))).toBe(true);
    expect(await storage.exists(variantKey(image.key, 800))).toBe(false);
  });

  it('accepts a PNG named .jpg, judging by content', async () => {
    const file = path.join(dir, 'holiday.jpg');
    await writeFile(file, await picture(300, 200).png().toBuffer());
    const image = await storeImage(storage, file, 'properties');
    expect((await meta(image.key)).format).toBe('webp');
  });

  it('refuses HTML named .png', async () => {
    const file = path.join(dir, 'cute.png');
    await writeFile(file, '<!doctype html><html><body><script>alert(1)</script></body></html>');
    const error = await refusal(storeImage(storage, file, 'properties'));
    expect(error.message).toBe('Image must be a JPEG or PNG file');
    expect(await stored()).toEqual([]);
  });

  it('refuses WebP unless the caller accepts it', async () => {
    const webp = await picture(300, 200).webp().toBuffer();
    expect((await refusal(storeImage(storage, webp, 'properties'))).message).toBe('Image must be a JPEG or PNG file');
    const image = await storeImage(storage, webp, 'sliders', { acceptedTypes: ['jpeg', 'png', 'webp'] });
    expect(image.width).toBe(300);
  });

  it('refuses images smaller than the minimum size', async () => {
    const small = await picture(119, 400).png().toBuffer();
    expect((await refusal(storeImage(storage, small, 'properties'))).message).toBe('Image must be at least 120×120 pixels');
    expect((await refusal(storeImage(storage, await picture(300, 300).png().toBuffer(), 'x', { minSize: 400 }))).message).toBe(
      'Image must be at least 400×400 pixels',
    );
  });

  it('refuses a truncated JPEG and writes nothing', async () => {
    const jpeg = await picture(1200, 900).jpeg().toBuffer();
    const error = await refusal(storeImage(storage, jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'properties'));
    expect(error.message).toBe('Image file is damaged and cannot be read');
    expect(await stored()).toEqual([]);
  });

  it('refuses a JPEG signature followed by garbage', async () => {
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    expect((await refusal(storeImage(storage, garbage, 'properties'))).message).toBe('Image file is damaged and cannot be read');
  });

  it('refuses a 20000×20000 PNG from its header alone, without decoding it', async () => {
    // the file holds 4 KB of pixels for a header that claims 1.2 GB: a decoder would call it damaged
    const error = await refusal(storeImage(storage, pngHeader(20_000, 20_000), 'properties'));
    expect(error.message).toBe('Image is too large');
    expect(await stored()).toEqual([]);
  });

  it('turns the picture upright by its EXIF orientation, then strips all metadata', async () => {
    // 400×300 pixels stored sideways: orientation 6 means "rotate 90° clockwise to view"
    const jpeg = await picture(400, 300)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Owner name', Artist: 'Someone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();

    const image = await storeImage(storage, jpeg, 'properties');
    expect([image.width, image.height]).toEqual([300, 400]);
    const after = await meta(image.key);
    expect([after.width, after.height]).toEqual([300, 400]);
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
  });

  it('gives every variant the upright picture at its width, as WebP without metadata', async () => {
    // 2000×3000 stored sideways: upright it is 3000×2000, and each variant is resized from the next wider one
    const jpeg = await picture(2000, 3000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await storeImage(storage, jpeg, 'properties');
    const variants = await Promise.all([image.key, variantKey(image.key, 800), variantKey(image.key, 400)].map(meta));
    expect(variants.map((m) => [m.format, m.width, m.height])).toEqual([
      ['webp', 1600, 1067],
      ['webp', 800, 534],
      ['webp', 400, 267],
    ]);
    expect(variants.map((m) => [m.exif, m.orientation])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });

  it('converts CMYK and 16-bit inputs to sRGB and keeps transparency', async () => {
    const halfRed = () =>
      sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } });
    const firstPixel = async (input: Buffer) => {
      const image = await storeImage(storage, input, 'properties');
      return [...(await sharp(path.join(storage.localRoot, image.key)).raw().toBuffer()).subarray(0, 4)];
    };
    const cmyk = await halfRed().flatten({ background: '#ffffff' }).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const [r, g, b] = await firstPixel(cmyk);
    for (const [got, want] of [
      [r, 227],
      [g, 147],
      [b, 147],
    ] as const)
      expect(Math.abs(got! - want)).toBeLessThan(8);

    const deep = await halfRed().toColourspace('rgb16').png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const [dr, dg, db, alpha] = await firstPixel(deep);
    for (const [got, want] of [
      [dr, 200],
      [dg, 40],
      [db, 40],
      [alpha, 128],
    ] as const)
      expect(Math.abs(got! - want)).toBeLessThan(6);
  });

  it('removes the files already written when a later write fails', async () => {
    let writes = 0;
    const failing = Object.assign(Object.create(storage) as LocalStorage, {
      put: async (key: string, body: Buffer) => {
        writes += 1;
        if (writes === 3) throw new Error('disk full');
        await storage.put(key, body);
      },
    });
    await expect(storeImage(failing, await picture(2000, 1500).jpeg().toBuffer(), 'properties')).rejects.toThrow('disk full');
    expect(writes).toBe(3);
    expect(await files()).toEqual([]);
  });

  it('copies an image with its variants under a new key, and deletes it again', async () => {
    const original = await storeImage(storage, await picture(1000, 700).jpeg().toBuffer(), 'pool');
    const copy = await copyStoredImage(storage, original, 'properties');

    expect(copy.key).toMatch(/^properties\//);
    expect(copy.key).not.toBe(original.key);
    expect({ ...copy, key: original.key }).toEqual(original);
    for (const key of [copy.key, variantKey(copy.key, 400), variantKey(copy.key, 800)]) {
      expect(await storage.exists(key)).toBe(true);
    }
    expect(await files()).toHaveLength(6);

    await deleteStoredImage(storage, original.key);
    expect(await files()).toHaveLength(3);
    expect(await storage.exists(copy.key)).toBe(true);
    await deleteStoredImage(storage, copy.key);
    expect(await files()).toEqual([]);
  });

  const workerBusy = async (workers: ImageWorkerPool) => {
    while (workers.load.running === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('answers 503 with Retry-After and writes nothing while the image workers are busy', async () => {
    const full = new ImageWorkerPool({ workers: 1, queueLimit: 0, threadsPerWorker: 1, nice: 10, jobTimeoutMs: 60_000 });
    try {
      const jpeg = await picture(2000, 1500).jpeg().toBuffer();
      const first = storeWith(storage, jpeg, 'properties', { encoder: full });
      await workerBusy(full);
      const busy = await storeWith(storage, jpeg, 'properties', { encoder: full }).catch((e: unknown) => e);
      expect(busy).toBeInstanceOf(ApiError);
      expect([(busy as ApiError).status, (busy as ApiError).message]).toEqual([503, 'The server is busy processing pictures. Please try again in a few seconds']);
      expect((busy as ApiError).retryAfter).toBeGreaterThanOrEqual(1);
      expect((await first).width).toBe(1600);
      expect(await files()).toHaveLength(3);
    } finally {
      await full.close();
    }
  });

  it('fails cleanly and writes nothing when the worker dies, then encodes with a new one', async () => {
    const jpeg = await picture(2000, 1500).jpeg().toBuffer();
    await storeImage(storage, jpeg, 'properties');
    const [pid] = pool.pids;
    const dying = storeImage(storage, jpeg, 'properties');
    await workerBusy(pool);
    process.kill(pid!, 'SIGKILL');
    const error = await dying.catch((e: unknown) => e);
    // a server failure (500), not a fault of the user's picture (400)
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).message).toMatch(/image worker exited/);
    expect(await files()).toHaveLength(3);
    await storeImage(storage, jpeg, 'properties');
    expect(await files()).toHaveLength(6);
    expect(pool.pids).not.toContain(pid);
  });

  it('names variants beside the main file', () => {
    expect(variantKey('properties/ab.webp', 400)).toBe('properties/ab-400.webp');
    expect(variantKey('a.b/c', 800)).toBe('a.b/c-800');
  });
});
