import type { UploadedFile } from '../http/uploaded-file.js';
import type { ImageEncoder } from './image-encode.js';
import { deleteStoredImage, type ImageType, storeImage } from './image-pipeline.js';
import type { Storage } from './storage.js';

/**
 * An upload that replaces a record's image: the new image is stored first, then `write` points
 * the record at it; a failing write removes the new image, a successful one the replaced image
 * (files before the row that points at them, DESIGN "Errors and bad input"). Without an upload,
 * `write` runs with no key and nothing is stored or removed.
 */
export async function replaceImage<T>(
  media: { storage: Storage; encoder: ImageEncoder },
  upload: UploadedFile | undefined,
  options: { folder: string; previous?: string | null | undefined; acceptedTypes?: ImageType[]; minSize?: number },
  write: (key: string | undefined) => Promise<T>,
): Promise<T> {
  if (!upload) return write(undefined);
  const image = await storeImage(media.storage, upload.path, options.folder, { acceptedTypes: options.acceptedTypes ?? ['jpeg', 'png', 'webp'], encoder: media.encoder, ...(options.minSize ? { minSize: options.minSize } : {}) });
  let result: T;
  try {
    result = await write(image.key);
  } catch (error) {
    await deleteStoredImage(media.storage, image.key);
    throw error;
  }
  if (options.previous && !/^https?:/.test(options.previous)) await deleteStoredImage(media.storage, options.previous);
  return result;
}
