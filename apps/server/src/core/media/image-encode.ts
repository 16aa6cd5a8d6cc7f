import sharp, { type OutputInfo } from 'sharp';

// The CPU-heavy half of the image pipeline: decode, orient, resize and encode. It needs nothing
// but sharp, so that the image worker process (image-worker.ts) starts quickly and stays small.

/** Widths served to browsers (srcset); the main file is the largest, capped at the last one. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const MAX_SIDE = Math.max(...IMAGE_WIDTHS);
/** 40 megapixels: above any phone camera, far below what would exhaust memory while decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;

const PLACEHOLDER_WIDTH = 16;
// effort 1 takes less than half the CPU of the default 4 for about a third more bytes (measured on
// 1600 px pictures): uploads and seeding stay fast on small machines
const WEBP = { quality: 78, effort: 1 } as const;
const PLACEHOLDER_WEBP = { quality: 40, effort: 1 } as const;

export interface EncodedImage {
  width: number;
  height: number;
  /** The main WebP first, then one per `variantWidths(width)`, narrowest first. */
  buffers: Buffer[];
  /** The tiny blurred WebP as a data URL. */
  placeholder: string;
}

/** Turns an accepted picture into its WebP files: the image workers, or this process for seeding (ADR 008, 017). */
export interface ImageEncoder {
  /** Rejects with ImageDecodeError when libvips cannot read the pixels (bad input, not a server fault). */
  encode(input: Buffer | string): Promise<EncodedImage>;
  close(): Promise<void>;
}

/** Why a picture could not be encoded: libvips refused its pixels. */
export class ImageDecodeError extends Error {
  override readonly name = 'ImageDecodeError';
}

/** Widths of the narrower variants an image of this (main) width gets. */
export function variantWidths(width: number): number[] {
  return IMAGE_WIDTHS.filter((w) => w < width && w < MAX_SIDE);
}

type Pixels = { data: Buffer; info: OutputInfo };

const fromRaw = ({ data, info }: Pixels) => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/**
 * Decodes once, straight to at most 1600 px: given the target size, libjpeg decodes a large JPEG
 * at 1/2 scale (shrink-on-load), though the entropy decoding it cannot skip is still most of the
 * CPU of a camera photo. Each narrower variant is resized from the next wider one (1600 → 800 →
 * 400, a quarter of the pixels to read at each step) and the placeholder from the narrowest. One
 * step at a time: a worker with one thread never holds the CPU for more than one encode at once.
 */
export async function encodeImage(input: Buffer | string): Promise<EncodedImage> {
  const largest = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const main = await fromRaw(largest).webp(WEBP).toBuffer();

  const variants: Buffer[] = [];
  let source = largest;
  for (const width of variantWidths(largest.info.width).reverse()) {
    source = await fromRaw(source).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    variants.unshift(await fromRaw(source).webp(WEBP).toBuffer());
  }
  const placeholder = await fromRaw(source).resize({ width: PLACEHOLDER_WIDTH }).webp(PLACEHOLDER_WEBP).toBuffer();
  return {
    width: largest.info.width,
    height: largest.info.height,
    buffers: [main, ...variants],
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
  };
}

/**
 * Encodes on this process's thread pool, with no queue limit: for seeding and scripts, where no
 * request waits for the CPU, and for `IMAGE_WORKERS=0`.
 */
export const inProcessEncoder: ImageEncoder = {
  encode: (input) =>
    encodeImage(input).catch((error: unknown) => {
      throw new ImageDecodeError(error instanceof Error ? error.message : String(error));
    }),
  close: async () => {},
};
