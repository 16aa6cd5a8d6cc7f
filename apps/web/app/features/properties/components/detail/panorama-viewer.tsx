import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '~/lib/translation';
import { RotateIcon } from '~/components/icons';
import { Photo } from '~/components/photo';

interface PanoramaViewerProps {
  /** An equirectangular panorama (twice as wide as tall, 360° around). */
  src: string;
  title: string;
}

/** The panorama is drawn this many times the viewer's height, so looking up and down has room. */
const ZOOM = 1.6;
/** Degrees turned by one arrow key press. */
const KEY_STEP = 10;
const PITCH_LIMIT = 100;

/**
 * A 360° look-around without a 3D library: the panorama is a CSS background repeated around the
 * horizon; dragging or the arrow keys move it (yaw wraps around, pitch stops at the poles). The
 * picture is fetched only when the visitor opens the viewer.
 */
export function PanoramaViewer({ src, title }: PanoramaViewerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // yaw in degrees (0‥360), pitch in % of the free vertical room (0 = top, 100 = bottom)
  const [view, setView] = useState({ yaw: 0, pitch: 50 });
  const drag = useRef<{ x: number; y: number; yaw: number; pitch: number } | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const element = stage.current;
    if (!open || !element) return;
    element.focus();
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  const look = (yaw: number, pitch: number) => setView({ yaw: ((yaw % 360) + 360) % 360, pitch: Math.min(PITCH_LIMIT, Math.max(0, pitch)) });

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      look(view.yaw + move[0], view.pitch + move[1]);
    } else if (event.key === 'Home') {
      event.preventDefault();
      look(0, 50);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, ...view };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const box = stage.current?.getBoundingClientRect();
    if (!start || !box) return;
    // One panorama width (360°) is ZOOM × 2 × the height on screen: drag the scene with the finger.
    const panoramaWidth = box.height * ZOOM * 2;
    const yaw = start.yaw - ((event.clientX - start.x) / panoramaWidth) * 360;
    const pitch = start.pitch - ((event.clientY - start.y) / (box.height * (ZOOM - 1))) * 100;
    look(yaw, pitch);
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <section aria-labelledby="panorama-title">
      <h2 id="panorama-title" className="text-xl font-bold text-slate-900">
        {t('propertyDetail.panorama')}
      </h2>
      <div className="relative mt-4 aspect-[16/9] overflow-hidden rounded-2xl bg-slate-900">
        {open ? (
          <div
            ref={stage}
            // a slider of the direction looked in: arrow keys turn it, as screen readers expect
            role="slider"
            tabIndex={0}
            aria-roledescription={t('propertyDetail.panoramaRole')}
            aria-label={t('propertyDetail.panoramaLabel', { title })}
            aria-describedby="panorama-help"
            aria-valuemin={0}
            aria-valuemax={359}
            aria-valuenow={Math.round(view.yaw)}
            aria-valuetext={t('propertyDetail.panoramaFacing', { degrees: Math.round(view.yaw) })}
            aria-orientation="horizontal"
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            className="absolute inset-0 cursor-grab touch-none bg-repeat-x outline-none focus-visible:ring-4 focus-visible:ring-brand-400 active:cursor-grabbing"
            style={{
              backgroundImage: `url("${src}")`,
              backgroundSize: `auto ${ZOOM * 100}%`,
              // 360° = one image width = 200% × ZOOM of the height; x moves left as the yaw grows
              backgroundPosition: `${Math.round((-view.yaw / 360) * ZOOM * 2 * height)}px ${view.pitch}%`,
            }}
            data-testid="panorama"
            data-yaw={Math.round(view.yaw)}
          >
            <p id="panorama-help" className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/70 px-4 pt-8 pb-3 text-center text-sm text-white">
              {t('propertyDetail.panoramaHelp')}
            </p>
          </div>
        ) : (
          <button type="button" onClick={() => setOpen(true)} className="group absolute inset-0 block size-full" data-testid="panorama-open">
            <Photo src={src} alt="" width={1280} height={720} sizes="(min-width: 1024px) 800px, 100vw" className="size-full opacity-70 blur-[1px]" />
            <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-950/40 text-white">
              <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-xl transition group-hover:rotate-45">
                <RotateIcon size={30} />
              </span>
              <span className="text-base font-semibold drop-shadow">{t('propertyDetail.panoramaOpen')}</span>
            </span>
          </button>
        )}
      </div>
    </section>
  );
}
