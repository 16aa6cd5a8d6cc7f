import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Marks <html data-hydrated> once React has hydrated the page. Hydration starts only after the
 * LCP image has painted (lib/deferred-hydration.server.ts), so browser tests that use a
 * client-only control right after opening a page wait for this mark. A wrapper, not a sibling of
 * the router: a sibling would change every useId on the client and break the server's
 * aria-labelledby pairs.
 */
function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydrationMark>
        <HydratedRouter />
      </HydrationMark>
    </StrictMode>,
  );
});
