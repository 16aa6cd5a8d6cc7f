import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Marks <html data-hydrated> once React has hydrated the page. Hydration starts only after the
 * LCP image has painted (lib/deferred-hydration.server.ts), so browser tests that use a
 * client-only control right after opening a page wait for this mark.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <HydrationMark />
    </StrictMode>,
  );
});
