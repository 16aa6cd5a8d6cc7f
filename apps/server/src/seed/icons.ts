import { inProcessEncoder } from '../core/media/image-encode.js';
import { copyStoredImage, type ProcessedImage, storeImage } from '../core/media/image-pipeline.js';
import type { Storage } from '../core/media/storage.js';
import { type IconName, renderIcon } from './images/icons.js';

// Icons are drawn once per process (tests seed a fresh database per file) and stored once per
// seed run; a row that needs the same icon again gets its own copy, so that replacing one row's
// icon never deletes another's.

const drawn = new Map<string, Promise<Buffer>>();

function drawIcon(name: IconName, color: string): Promise<Buffer> {
  const id = `${name}|${color}`;
  const cached = drawn.get(id);
  if (cached) return cached;
  const png = renderIcon(name, color);
  drawn.set(id, png);
  return png;
}

export type StoreIcon = (name: IconName, color: string, folder: string) => Promise<ProcessedImage>;

export function createIconStore(storage: Storage): StoreIcon {
  const stored = new Map<string, Promise<ProcessedImage>>();
  return async (name, color, folder) => {
    const id = `${folder}|${name}|${color}`;
    const first = stored.get(id);
    if (first) return copyStoredImage(storage, await first, folder);
    const image = drawIcon(name, color).then((png) => storeImage(storage, png, folder, { acceptedTypes: ['png', 'jpeg', 'webp'], encoder: inProcessEncoder }));
    stored.set(id, image);
    return image;
  };
}
