import { placeholderStyle, webpSrcSet } from '~/lib/images';
import { BuildingIcon } from './icons';

export interface PhotoProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Which width the image takes at each breakpoint, for srcset. */
  sizes: string;
  /** The page's largest image (LCP): load at once, with high priority. */
  priority?: boolean;
  placeholder?: string | null;
  className?: string;
}

/** A responsive photo: WebP variants in srcset, lazy unless it is the LCP image, fixed aspect (no layout shift). */
export function Photo({ src, alt, width, height, sizes, priority = false, placeholder, className = '' }: PhotoProps) {
  if (!src) {
    return (
      <div className={`flex items-center justify-center bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400 ${className}`} style={{ aspectRatio: `${width} / ${height}` }}>
        <BuildingIcon size={40} />
      </div>
    );
  }
  const srcSet = webpSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      style={placeholderStyle(placeholder)}
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
