import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from '~/lib/translation';
import { placeholderStyle, webpSrcSet } from '~/lib/images';
import type { GalleryImage } from './gallery';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon } from './icons';

interface LightboxProps {
  images: GalleryImage[];
  index: number;
  /** Describes the photos, e.g. the listing's title. */
  label: string;
  onIndexChange: (index: number) => void;
  /** Called after the dialog closed (Esc or the close button). */
  onClose: () => void;
}

/** A horizontal swipe at least this long (CSS px) turns the photo. */
const SWIPE_MIN = 50;

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Full-screen photo viewer in a modal <dialog>: the page behind is inert, arrow keys turn the
 * photos (mirrored in right-to-left languages), Esc closes, Tab stays inside, touch swipes turn,
 * and focus goes back to whatever opened it.
 */
export function Lightbox({ images, index, label, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const current = images[index];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    return () => {
      if (element.open) element.close();
      opener?.focus();
    };
  }, []);

  // The neighbours load while the visitor looks at this one, so turning is instant.
  useEffect(() => {
    for (const offset of [1, -1]) {
      const neighbour = images[(index + offset + count) % count];
      if (neighbour) new Image().src = neighbour.src;
    }
  }, [images, index, count]);

  const turn = (step: number) => onIndexChange((((index + step) % count) + count) % count);
  const rtl = () => getComputedStyle(dialog.current ?? document.documentElement).direction === 'rtl';

  // Keys on the whole dialog (listened to directly: the <dialog> element takes no key props).
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const isRtl = getComputedStyle(element).direction === 'rtl';
    const onKeyDown = (event: KeyboardEvent) => {
      const step = (delta: number) => onIndexChange((((index + delta) % count) + count) % count);
      if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        step((event.key === 'ArrowRight') !== isRtl ? 1 : -1);
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        onIndexChange(event.key === 'Home' ? 0 : count - 1);
      } else if (event.key === 'Tab') {
        // Keep Tab inside the viewer rather than letting it reach the browser's own controls.
        const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndexChange]);

  if (!current) return null;

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) < SWIPE_MIN) return;
    // Swiping towards the start of the line brings the next photo.
    const towardsStart = rtl() ? distance > 0 : distance < 0;
    turn(towardsStart ? 1 : -1);
  };

  const control =
    'inline-flex size-12 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white';
  const srcSet = current.variants === false ? undefined : webpSrcSet(current.src);

  return (
    <dialog
      ref={dialog}
      aria-label={t('lightbox.viewer', { label })}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950/95 p-0 text-white backdrop:bg-slate-950/80"
      data-testid="lightbox"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p className="text-sm font-semibold tabular-nums" aria-live="polite">
            <span className="sr-only">{t('gallery.position')} </span>
            <span data-testid="lightbox-position" dir="ltr">
              {index + 1} / {count}
            </span>
          </p>
          {/* showModal() focuses this first control */}
          <button type="button" onClick={() => dialog.current?.close()} className={control} aria-label={t('lightbox.close')}>
            <CloseIcon size={24} />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 sm:px-20" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
          <img
            key={current.src}
            src={current.src}
            srcSet={srcSet}
            sizes={srcSet ? '100vw' : undefined}
            alt={t('gallery.photoOf', { index: index + 1, count, label })}
            style={placeholderStyle(current.placeholder)}
            className="max-h-full max-w-full bg-contain bg-center bg-no-repeat object-contain select-none"
            draggable={false}
          />
          {count > 1 ? (
            <>
              <button type="button" onClick={() => turn(-1)} className={`${control} absolute start-3 top-1/2 -translate-y-1/2 max-sm:hidden`} aria-label={t('gallery.previous')}>
                <ChevronStartIcon size={26} className="rtl:-scale-x-100" />
              </button>
              <button type="button" onClick={() => turn(1)} className={`${control} absolute end-3 top-1/2 -translate-y-1/2 max-sm:hidden`} aria-label={t('gallery.next')}>
                <ChevronEndIcon size={26} className="rtl:-scale-x-100" />
              </button>
            </>
          ) : null}
        </div>
        <p className="px-4 py-3 text-center text-sm text-white/80 sm:hidden">{t('lightbox.swipeHint')}</p>
      </div>
    </dialog>
  );
}
