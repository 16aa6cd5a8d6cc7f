import type { MessageKey } from '@abode/shared/messages';

// SPEC §5: photos are JPEG or PNG by their content (not their name) and at least 120×120. The
// server checks the same with the same messages; checking here first saves a doomed upload.

export const PHOTO_MIN_SIZE = 120;
export const PHOTO_ACCEPT = 'image/jpeg,image/png';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

export async function isJpegOrPng(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PNG.length).arrayBuffer());
  return startsWith(head, JPEG) || startsWith(head, PNG);
}

async function dimensions(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** The MSG key of what is wrong with a photo, or null when it may be uploaded. */
export async function photoProblem(file: Blob): Promise<MessageKey | null> {
  if (!(await isJpegOrPng(file))) return 'photoType';
  const size = await dimensions(file);
  // a file with the right signature that cannot be decoded is refused by the server as damaged
  if (!size) return 'photoType';
  if (size.width < PHOTO_MIN_SIZE || size.height < PHOTO_MIN_SIZE) return 'photoTooSmall';
  return null;
}
