const IMAGE_EXTENSIONS = new Set(['webp', 'jpg', 'jpeg', 'png', 'gif', 'avif', 'svg']);

/** The extension of a file URL ("pdf"), without query or fragment; "" when it has none. */
export function extensionOf(url: string): string {
  return /\.([a-z0-9]{1,5})(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? '';
}

/** Plans are uploaded as pictures or as documents (PDF): pictures are shown, documents opened. */
export function isImageFile(url: string): boolean {
  return IMAGE_EXTENSIONS.has(extensionOf(url));
}

/** The file's own name from its URL, for a link label when the API gives none. */
export function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
