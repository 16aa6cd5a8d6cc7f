import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/button';
import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from '~/components/icons';
import { Photo } from '~/components/photo';
import { nextIndexForKey, tabAt } from '~/components/roving-keys';
import { paths } from '~/config/paths';
import { useFormatters } from '~/lib/format';
import { useSite } from '~/lib/site-context';
import type { Slide } from '../slides';

const ROTATE_EVERY_MS = 7000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on the server and until hydration: nothing moves before we know the visitor's wish. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

interface SlideContent {
  eyebrow: string;
  title: string;
  text?: string | undefined;
  action?: { label: string; to: string; external: boolean } | undefined;
}

function useSlideContent() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { settings } = useSite();
  return (slide: Slide): SlideContent => {
    if (slide.property) {
      const property = slide.property;
      const price = format.price(property.price, property.currencyCode || undefined);
      return {
        eyebrow: t(`property.type.${property.type}`),
        title: property.title,
        text: [property.city, price].filter(Boolean).join(' · '),
        action: { label: t('home.viewProperty'), to: paths.property(property.slugId), external: false },
      };
    }
    if (slide.category) {
      const name = slide.category.name;
      return {
        eyebrow: t('home.heroEyebrow'),
        title: t('home.categorySlideTitle', { category: name }),
        action: { label: t('home.browseCategory', { category: name }), to: paths.properties({ category: slide.category.slugId }), external: false },
      };
    }
    return {
      eyebrow: settings.company_name || 'Abode',
      title: t('home.heroTitle'),
      text: t('home.heroText'),
      action: slide.link
        ? { label: t('home.learnMore'), to: slide.link, external: /^https?:\/\//.test(slide.link) }
        : { label: t('home.browseAll'), to: paths.properties(), external: false },
    };
  };
}

/**
 * The home page's hero carousel (WAI-ARIA carousel with tabs for slide control): previous/next
 * buttons, slide-picker tabs (arrow keys, Home, End), and rotation that pauses on hover, on focus,
 * on demand, and never starts for visitors who prefer reduced motion. Without JavaScript the
 * first slide shows.
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const contentOf = useSlideContent();
  const id = useId();
  const pickers = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const rotating = count > 1 && !reducedMotion && !paused && !hovered && !focused;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ROTATE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;

  const control =
    'inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30 backdrop-blur hover:bg-white/30 focus-visible:bg-white/30';

  return (
    <section
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.sliderLabel')}
      className="relative isolate overflow-hidden bg-slate-900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative h-[28rem] sm:h-[34rem] lg:h-[38rem]" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const content = contentOf(slide);
          const current = position === index;
          return (
            <div
              key={slide.id}
              id={`${id}-slide-${position}`}
              role="tabpanel"
              aria-roledescription={t('home.slide')}
              aria-label={t('home.slideOf', { index: position + 1, count })}
              inert={!current}
              className={`absolute inset-0 transition-opacity duration-700 ${current ? 'opacity-100' : 'opacity-0'}`}
            >
              <Photo
                src={slide.image}
                alt=""
                width={1600}
                height={900}
                sizes="100vw"
                priority={position === 0}
                className="absolute inset-0 size-full"
              />
              <div className="absolute inset-0 bg-gradient-to-t from-slate-950/85 via-slate-950/45 to-slate-950/10" />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-end px-4 pb-24 sm:px-6 sm:pb-44 lg:px-8">
                <div className="max-w-2xl text-white">
                  <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">{content.eyebrow}</p>
                  <h2 className="bidi-plain mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">{content.title}</h2>
                  {content.text ? <p className="mt-4 text-base text-slate-100 sm:text-lg">{content.text}</p> : null}
                  {content.action ? (
                    content.action.external ? (
                      <a href={content.action.to} className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'mt-7' })} rel="noopener noreferrer" target="_blank">
                        {content.action.label}
                      </a>
                    ) : (
                      <Link to={content.action.to} className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'mt-7' })}>
                        {content.action.label}
                      </Link>
                    )
                  ) : null}
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-6 z-10 mx-auto flex max-w-7xl items-center gap-2 px-4 sm:bottom-24 sm:px-6 lg:px-8">
          <button
            type="button"
            className={control}
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? t('home.playSlides') : t('home.pauseSlides')}
            hidden={reducedMotion}
          >
            {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
          </button>
          <button type="button" className={control} onClick={() => go(index - 1)} aria-label={t('home.previousSlide')}>
            <ChevronStartIcon size={20} className="rtl:-scale-x-100" />
          </button>
          <button type="button" className={control} onClick={() => go(index + 1)} aria-label={t('home.nextSlide')}>
            <ChevronEndIcon size={20} className="rtl:-scale-x-100" />
          </button>
          <div
            ref={pickers}
            role="tablist"
            tabIndex={-1}
            aria-label={t('home.slides')}
            className="ms-3 flex items-center gap-1"
            onKeyDown={(event) => {
              const next = nextIndexForKey(event, index, count);
              if (next === null) return;
              event.preventDefault();
              go(next);
              tabAt(pickers.current, next)?.focus();
            }}
          >
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                role="tab"
                aria-selected={position === index}
                aria-controls={`${id}-slide-${position}`}
                aria-label={t('home.goToSlide', { index: position + 1 })}
                tabIndex={position === index ? 0 : -1}
                onClick={() => go(position)}
                className="group/dot flex size-6 items-center justify-center rounded-full"
              >
                <span className={`block h-2 rounded-full transition-all ${position === index ? 'w-6 bg-white' : 'w-2 bg-white/50 group-hover/dot:bg-white/80'}`} />
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
