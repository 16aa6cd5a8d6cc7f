import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from '../http/errors.js';
import { ImageDecodeError, type ImageEncoder, IMAGE_WIDTHS, MAX_INPUT_PIXELS, MAX_SIDE, variantWidths } from './image-encode.js';
import { sniffInput } from './sniff.js';
import type { Storage } from './storage.js';

export { IMAGE_WIDTHS } from './image-encode.js';

export interface ProcessedImage {
  /** Storage key of the main WebP file, e.g. `properties/3f2c….webp`. */
  key: string;
  width: number;
  height: number;
  /** A tiny blurred WebP as a data URL, painted while the real image loads. */
  placeholder: string;
}

export type ImageType = 'jpeg' | 'png' | 'webp';

export interface StoreImageOptions {
  /** Types accepted by content; JPEG and PNG unless given. */
  acceptedTypes?: ImageType[];
  /** Smallest accepted width and height in pixels; 120 unless given. */
  minSize?: number;
  /** The image workers from the composition root (ADR 017), or `inProcessEncoder` for seeding. */
  encoder: ImageEncoder;
}

const DEFAULT_TYPES: readonly ImageType[] = ['jpeg', 'png'];
const DEFAULT_MIN_SIZE = 120;

const TYPE_NAMES: Record<ImageType, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' };
const DAMAGED = 'Image file is damaged and cannot be read';

/** 'properties/ab.webp', 400 → 'properties/ab-400.webp' */
export function variantKey(key: string, width: number): string {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? `${key.slice(0, dot)}-${width}${key.slice(dot)}` : `${key}-${width}`;
}

const newKey = (folder: string) => `${folder}/${randomUUID()}.webp`;

/** The main key and the keys of the narrower variants an image of this width has. */
function storedKeys(key: string, width: number): string[] {
  return [key, ...variantWidths(width).map((w) => variantKey(key, w))];
}

function describeTypes(types: readonly ImageType[]): string {
  const names = types.map((t) => TYPE_NAMES[t]);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * Checks an uploaded image by its content, normalises it (EXIF orientation applied, metadata
 * removed, sRGB) and stores a WebP of at most 1600 px on its longest side plus narrower variants.
 * Bad input is an ApiError 400; on any failure nothing stays in storage.
 */
export async function storeImage(
  storage: Storage,
  input: Buffer | string,
  folder: string,
  options: StoreImageOptions,
): Promise<ProcessedImage> {
  const accepted = options.acceptedTypes ?? DEFAULT_TYPES;
  const minSize = options.minSize ?? DEFAULT_MIN_SIZE;

  const kind = await sniffInput(input);
  if (!kind || !(accepted as readonly string[]).includes(kind)) {
    throw badRequest(`Image must be a ${describeTypes(accepted)} file`);
  }
  // header only (so no pixel limit yet): dimensions are known before a single pixel is decoded
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw badRequest(DAMAGED);
    });
  const { width, height } = metadata.autoOrient;
  if (width * height > MAX_INPUT_PIXELS) throw badRequest('Image is too large');
  if (width < minSize || height < minSize) {
    throw badRequest(`Image must be at least ${minSize}×${minSize} pixels`);
  }

  // libvips refusing the pixels is bad input (400); a busy or crashed worker is not (503, 500)
  const files = await options.encoder.encode(input).catch((error: unknown) => {
    throw error instanceof ImageDecodeError ? badRequest(DAMAGED) : error;
  });

  const key = newKey(folder);
  const keys = storedKeys(key, files.width);
  await allOrNothing(storage, keys, (k, i) => storage.put(k, files.buffers[i]!, 'image/webp'));
  return { key, width: files.width, height: files.height, placeholder: files.placeholder };
}

/** Writes every key or none: when one write fails, the keys already written are removed again. */
async function allOrNothing(
  storage: Storage,
  keys: readonly string[],
  write: (key: string, index: number) => Promise<void>,
): Promise<void> {
  const results = await Promise.allSettled(keys.map(write));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failure) return;
  await storage.delete(keys).catch(() => {});
  throw failure.reason;
}

/** A second copy of a stored image (main file and variants) under a new key in `folder`. */
export async function copyStoredImage(storage: Storage, image: ProcessedImage, folder: string): Promise<ProcessedImage> {
  const key = newKey(folder);
  const from = storedKeys(image.key, image.width);
  await allOrNothing(storage, storedKeys(key, image.width), (k, i) => storage.copy(from[i]!, k));
  return { ...image, key };
}

/**
 * Removes a stored image with all its variants. Only the key is known here, so every width that
 * could exist is removed; deleting a missing file is not an error for any storage.
 */
export async function deleteStoredImage(storage: Storage, key: string): Promise<void> {
  await storage.delete(everySizeKey(key));
}

/** The key and the key of every narrower variant an image stored under it could have. */
export function everySizeKey(key: string): string[] {
  return [key, ...IMAGE_WIDTHS.filter((w) => w < MAX_SIDE).map((w) => variantKey(key, w))];
}
