import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. False on the server and until hydration, so
 * the first render is the server's (a layout that differs by width is CSS's job before that).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below Tailwind's lg breakpoint: phones and small tablets. */
export const BELOW_LG = '(max-width: 63.999rem)';
