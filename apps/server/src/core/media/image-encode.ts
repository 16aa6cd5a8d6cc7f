import sharp from 'sharp';

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

/** Widths of the narrower variants an image of this (main) width gets. */
export function variantWidths(width: number): number[] {
  return IMAGE_WIDTHS.filter((w) => w < width && w < MAX_SIDE);
}

/**
 * Decodes once, straight to at most 1600 px: given the target size, libjpeg decodes a large JPEG
 * at 1/2 or 1/4 scale (shrink-on-load), which is most of the saving on camera photos. The narrower
 * variants are resized from those pixels, and the placeholder from the narrowest of them.
 */
export async function encodeImage(input: Buffer | string): Promise<EncodedImage> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const fromRaw = (pixels: Buffer, width: number, height: number) => sharp(pixels, { raw: { width, height, channels: info.channels } });

  const widths = variantWidths(info.width);
  const smallest = widths.length > 0 ? await fromRaw(data, info.width, info.height).resize({ width: widths[0]! }).raw().toBuffer({ resolveWithObject: true }) : { data, info };
  const [main, placeholder, ...variants] = await Promise.all([
    fromRaw(data, info.width, info.height).webp(WEBP).toBuffer(),
    fromRaw(smallest.data, smallest.info.width, smallest.info.height).resize({ width: PLACEHOLDER_WIDTH }).webp(PLACEHOLDER_WEBP).toBuffer(),
    ...widths.map((w, i) =>
      i === 0
        ? fromRaw(smallest.data, smallest.info.width, smallest.info.height).webp(WEBP).toBuffer()
        : fromRaw(data, info.width, info.height).resize({ width: w }).webp(WEBP).toBuffer(),
    ),
  ]);
  return {
    width: info.width,
    height: info.height,
    buffers: [main, ...variants],
    placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
  };
}
