// Uploaded images are stored as WebP with narrower variants beside them: `…/x.webp` (up to 1600
// px wide) and `…/x-400.webp`, `…/x-800.webp`. Other URLs (SVG icons, external) pass through.

const VARIANT_WIDTHS = [400, 800] as const;
const MAIN_WIDTH = 1600;

export function webpSrcSet(url: string): string | undefined {
  if (!/\.webp(\?.*)?$/i.test(url) || url.startsWith('data:')) return undefined;
  const dot = url.toLowerCase().lastIndexOf('.webp');
  const stem = url.slice(0, dot);
  const rest = url.slice(dot);
  return [...VARIANT_WIDTHS.map((width) => `${stem}-${width}${rest} ${width}w`), `${url} ${MAIN_WIDTH}w`].join(', ');
}

/** A tiny inline preview (data: URL) to paint while the photo loads, if the API gave one. */
export function placeholderStyle(placeholder: string | undefined | null): { backgroundImage: string; backgroundSize: string } | undefined {
  return placeholder?.startsWith('data:image/') ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover' } : undefined;
}
