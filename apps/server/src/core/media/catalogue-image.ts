import { badRequest } from '../http/errors.js';
import { isUploadedFile } from '../http/uploaded-file.js';
import type { ImageEncoder } from './image-encode.js';
import { deleteStoredImage, storeImage } from './image-pipeline.js';
import type { Storage } from './storage.js';

// Pictures of the catalogue (category images, facility icons, city photos) the admin uploads:
// stored through the image pipeline, the replaced picture removed only once the row points at the
// new one, and the new picture removed when the row's write fails.

export const CATALOGUE_IMAGE_INVALID = 'Image must be a JPEG, PNG or WebP file';
const ICON_MIN_SIZE = 32;

export function createCatalogueImages(deps: { storage: Storage; encoder: ImageEncoder }) {
  const { storage, encoder } = deps;
  const owned = (key: string | null | undefined): key is string => Boolean(key) && !/^https?:/.test(key!);

  return {
    /**
     * Runs `write` with the stored key of the uploaded picture (undefined when none was sent), then
     * removes the picture the row had before; on failure, removes the new picture instead.
     */
    async replace<T>(file: unknown, folder: string, previous: string | null | undefined, write: (key: string | undefined) => Promise<T>): Promise<T> {
      if (file !== undefined && file !== '' && !isUploadedFile(file)) throw badRequest(CATALOGUE_IMAGE_INVALID);
      const stored = isUploadedFile(file) ? await storeImage(storage, file.path, folder, { acceptedTypes: ['jpeg', 'png', 'webp'], minSize: ICON_MIN_SIZE, encoder }) : undefined;
      let result: T;
      try {
        result = await write(stored?.key);
      } catch (error) {
        if (stored) await deleteStoredImage(storage, stored.key);
        throw error;
      }
      if (stored && owned(previous)) await deleteStoredImage(storage, previous);
      return result;
    },

    /** Removes a deleted row's picture. */
    async drop(key: string | null | undefined) {
      if (owned(key)) await deleteStoredImage(storage, key);
    },

    url: (key: string | null | undefined) => storage.url(key ?? null),
  };
}
export type CatalogueImages = ReturnType<typeof createCatalogueImages>;
