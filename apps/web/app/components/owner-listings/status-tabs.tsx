import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';

interface StatusTabsProps<T extends string> {
  tabs: readonly T[];
  current: T;
  hrefFor: (tab: T) => string;
}

/** Which ends of a horizontal strip have tabs scrolled out of view; scrollLeft runs negative in RTL, hence the abs. */
function hiddenEnds(strip: HTMLElement): { start: boolean; end: boolean } {
  const scrolled = Math.abs(strip.scrollLeft);
  return { start: scrolled > 1, end: scrolled + strip.clientWidth < strip.scrollWidth - 1 };
}

/** The fade over an end of the strip that has more tabs behind it: the cue that it scrolls. */
function EdgeFade({ side }: { side: 'start' | 'end' }) {
  const position = side === 'start' ? 'start-0 bg-gradient-to-r rtl:bg-gradient-to-l' : 'end-0 bg-gradient-to-l rtl:bg-gradient-to-r';
  return <span aria-hidden="true" className={`pointer-events-none absolute inset-y-0 w-10 from-white to-transparent ${position}`} />;
}

/**
 * Filters by status, as links (the URL holds the filter: shareable, back button works). On a
 * narrow screen the strip scrolls sideways: the current tab is scrolled into view and a fade marks
 * each end that has more tabs, so none (e.g. Expired, the last) is off screen without a cue.
 */
export function StatusTabs<T extends string>({ tabs, current, hrefFor }: StatusTabsProps<T>) {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  const active = useRef<HTMLAnchorElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const update = () => setHidden(hiddenEnds(element));
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, []);

  useEffect(() => {
    const element = strip.current;
    const link = active.current;
    if (!element || !link || element.scrollWidth <= element.clientWidth) return;
    // centre the current tab in the strip only: scrollIntoView would scroll the page as well
    const offset = link.getBoundingClientRect().left - element.getBoundingClientRect().left;
    element.scrollBy({ left: offset - (element.clientWidth - link.offsetWidth) / 2 });
  }, [current]);

  return (
    <nav aria-label={t('myListings.filterLabel')} className="relative -mx-4 sm:mx-0">
      <ul ref={strip} className="flex gap-1.5 overflow-x-auto scroll-px-4 px-4 py-1 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible sm:px-0">
        {tabs.map((tab) => (
          <li key={tab} className="shrink-0">
            <Link
              ref={tab === current ? active : undefined}
              to={hrefFor(tab)}
              aria-current={tab === current ? 'page' : undefined}
              className={`inline-flex h-10 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold ${
                tab === current ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'
              }`}
            >
              {t(`myListings.tab.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
      {hidden.start ? <EdgeFade side="start" /> : null}
      {hidden.end ? <EdgeFade side="end" /> : null}
    </nav>
  );
}
