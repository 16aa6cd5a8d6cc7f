import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderAvatar, renderBanner, renderScene, SCENE_KINDS } from './index.js';
import { hashString, Random, styleOf } from './random.js';

/** Mean absolute difference (0…255) between two pictures reduced to 48×32 greyscale thumbnails. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const thumb = (image: Buffer) => sharp(image).resize(48, 32, { fit: 'fill' }).greyscale().raw().toBuffer();
  const [ta, tb] = await Promise.all([thumb(a), thumb(b)]);
  let sum = 0;
  for (let i = 0; i < ta.length; i++) sum += Math.abs(ta[i]! - tb[i]!);
  return sum / ta.length;
}

describe('seeded randomness', () => {
  it('repeats the same sequence for the same seed and stays in range', () => {
    const a = new Random(42);
    const b = new Random(42);
    const values = Array.from({ length: 1000 }, () => a.next());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b.next()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(new Set(values).size).toBe(1000);
    const ints = Array.from({ length: 500 }, () => a.int(1, 3));
    expect(new Set(ints)).toEqual(new Set([1, 2, 3]));
  });

  it('gives neighbouring seeds neighbouring styles, and names stable hashes', () => {
    expect([0, 1, 2, 3, -1].map((s) => styleOf(['a', 'b', 'c'], s))).toEqual(['a', 'b', 'c', 'a', 'c']);
    expect(hashString('Aisha')).toBe(hashString('Aisha'));
    expect(hashString('Aisha')).not.toBe(hashString('Omar'));
  });
});

describe('listing scenes', () => {
  it('knows every kind of picture a listing needs', () => {
    expect([...SCENE_KINDS].sort()).toEqual(
      [
        'apartment',
        'bathroom',
        'bedroom',
        'kitchen',
        'land',
        'living-room',
        'office',
        'penthouse',
        'pool',
        'shop',
        'skyline',
        'townhouse',
        'villa',
        'warehouse',
      ].sort(),
    );
  });

  it.each(SCENE_KINDS)('%s: 1600×1067 JPEGs in at least three visibly different variants', async (kind) => {
    const variants = await Promise.all([0, 1, 2].map((seed) => renderScene(kind, seed)));
    for (const jpeg of variants) {
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1067]);
      // a picture, not a flat fill: the grey levels spread widely
      const { channels } = await sharp(jpeg).stats();
      expect(channels[0]!.stdev).toBeGreaterThan(20);
    }
    expect(await difference(variants[0]!, variants[1]!)).toBeGreaterThan(6);
    expect(await difference(variants[1]!, variants[2]!)).toBeGreaterThan(6);
    expect(await difference(variants[0]!, variants[2]!)).toBeGreaterThan(6);
  });

  it('draws the same picture for the same seed', async () => {
    const [a, b] = await Promise.all([renderScene('villa', 7), renderScene('villa', 7)]);
    expect(a.equals(b)).toBe(true);
  });
});

describe('avatars', () => {
  it('are 400×400 PNGs, stable per name and seed, different between people', async () => {
    const [aisha, again, omar] = await Promise.all([
      renderAvatar('Aisha Rahman', 1),
      renderAvatar('Aisha Rahman', 1),
      renderAvatar('Omar Khalid', 1),
    ]);
    const meta = await sharp(aisha).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 400]);
    expect(aisha.equals(again)).toBe(true);
    expect(await difference(aisha, omar)).toBeGreaterThan(4);
  });
});

describe('banners', () => {
  it('are 1920×720 JPEGs that differ from seed to seed', async () => {
    const [a, b] = await Promise.all([renderBanner('Find your home', 0), renderBanner('Find your home', 1)]);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1920, 720]);
    expect(await difference(a, b)).toBeGreaterThan(6);
  });
});
