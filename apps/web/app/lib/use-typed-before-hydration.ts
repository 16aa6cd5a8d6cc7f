import { useEffect, useRef, type RefObject } from 'react';

/**
 * Pages hydrate only after their LCP image has painted (docs/decisions/012), so a visitor can
 * already type into a server-rendered GET form while React is loading, and React's first render
 * then holds the values the server rendered. On mount this reads what the form holds now, as the
 * URL sending it would carry, and hands it to `adopt`, so the page computes with what was typed.
 */
export function useFormTypedBeforeHydration<T>(parse: (url: URL) => T, adopt: (typed: T) => void): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  // Only the first render's callbacks: this runs once, when React takes the form over.
  const first = useRef({ parse, adopt });
  useEffect(() => {
    if (!form.current) return;
    const url = new URL(window.location.href);
    url.search = '';
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') url.searchParams.append(name, value);
    first.current.adopt(first.current.parse(url));
  }, []);
  return form;
}
