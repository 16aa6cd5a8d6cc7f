import { useId, useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { ChevronEndIcon, ChevronStartIcon, ImagesIcon } from './icons';
import { Lightbox } from './lightbox';
import { Photo } from './photo';
import { nextIndexForKey, tabAt } from './roving-keys';

export interface GalleryImage {
  src: string;
  placeholder?: string | null | undefined;
  /** false: a single file without the narrower WebP sizes listing photos have (chat photos) */
  variants?: boolean;
}

interface GalleryProps {
  images: GalleryImage[];
  /** Describes the photos, e.g. the listing's title ("Photo 2 of 8: <label>"). */
  label: string;
}

/**
 * A photo gallery on the WAI-ARIA tabs pattern: thumbnails are tabs (arrow keys, Home and End
 * move between them, following the reading direction) and the large photo is their panel;
 * previous/next buttons for pointer users. The large photo opens the full-screen viewer.
 */
export function Gallery({ images, label }: GalleryProps) {
  const { t } = useTranslation();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const tabs = useRef<HTMLDivElement>(null);
  const count = images.length;
  const current = images[index];
  if (!current) return null;

  const show = (next: number) => {
    const target = ((next % count) + count) % count;
    setIndex(target);
    tabAt(tabs.current, target)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  const arrow =
    'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg ring-1 ring-slate-900/10 hover:bg-white';

  return (
    <section aria-label={t('gallery.label', { label })} data-testid="gallery">
      <div
        role={count > 1 ? 'tabpanel' : undefined}
        id={`${id}-panel`}
        aria-labelledby={count > 1 ? `${id}-tab-${index}` : undefined}
        className="relative overflow-hidden rounded-3xl bg-slate-100"
      >
        <button type="button" onClick={() => setViewing(true)} className="block w-full cursor-zoom-in" aria-haspopup="dialog" data-testid="gallery-open">
          <Photo
            key={current.src}
            src={current.src}
            placeholder={current.placeholder}
            alt={t('gallery.photoOf', { index: index + 1, count, label })}
            width={1600}
            height={1000}
            sizes="(min-width: 1280px) 1232px, 100vw"
            priority={index === 0}
            className="aspect-[16/10] w-full sm:aspect-[16/9]"
          />
          <span className="sr-only">{t('lightbox.open')}</span>
        </button>
        {count > 1 ? (
          <>
            <button type="button" onClick={() => show(index - 1)} className={`${arrow} start-3 sm:start-5`} aria-label={t('gallery.previous')}>
              <ChevronStartIcon size={22} className="rtl:-scale-x-100" />
            </button>
            <button type="button" onClick={() => show(index + 1)} className={`${arrow} end-3 sm:end-5`} aria-label={t('gallery.next')}>
              <ChevronEndIcon size={22} className="rtl:-scale-x-100" />
            </button>
          </>
        ) : null}
        <p className="absolute end-4 bottom-4 inline-flex items-center gap-1.5 rounded-full bg-slate-900/75 px-3 py-1.5 text-sm font-semibold text-white">
          <ImagesIcon size={16} />
          <span className="sr-only">{t('gallery.position')}</span>
          <span data-testid="gallery-position" dir="ltr">
            {index + 1} / {count}
          </span>
        </p>
      </div>

      {count > 1 ? (
        <div
          ref={tabs}
          role="tablist"
          tabIndex={-1}
          aria-label={t('gallery.thumbnails')}
          className="mt-3 flex snap-x gap-2 overflow-x-auto p-1"
          onKeyDown={(event) => {
            const next = nextIndexForKey(event, index, count);
            if (next === null) return;
            event.preventDefault();
            show(next);
            tabAt(tabs.current, next)?.focus();
          }}
        >
          {images.map((image, position) => (
            <button
              key={image.src}
              type="button"
              role="tab"
              id={`${id}-tab-${position}`}
              aria-selected={position === index}
              aria-controls={`${id}-panel`}
              aria-label={t('gallery.showPhoto', { index: position + 1 })}
              tabIndex={position === index ? 0 : -1}
              onClick={() => show(position)}
              className={`block shrink-0 snap-start overflow-hidden rounded-xl ring-2 transition ${position === index ? 'ring-brand-600' : 'opacity-70 ring-transparent hover:opacity-100'}`}
            >
              <Photo src={image.src} placeholder={image.placeholder} alt="" width={160} height={100} sizes="160px" className="h-16 w-24 sm:h-20 sm:w-32" />
            </button>
          ))}
        </div>
      ) : null}

      {viewing ? (
        <Lightbox
          images={images}
          index={index}
          label={label}
          onIndexChange={show}
          onClose={() => setViewing(false)}
        />
      ) : null}
    </section>
  );
}
