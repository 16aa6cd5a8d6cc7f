import { Component, lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { Spinner } from '~/components/spinner';

/** SPEC §9: the map loader retries 3 times. */
const RETRIES = 3;
const RETRY_DELAY_MS = 500;

/** A dynamic import retried with a growing pause (a flaky network should not cost the visitor the map). */
export function importWithRetry<T>(load: () => Promise<T>, retries = RETRIES, delayMs = RETRY_DELAY_MS): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (retries <= 0) throw error;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return importWithRetry(load, retries - 1, delayMs * 2);
  });
}

const noSubscription = () => () => undefined;
const inBrowser = () => true;
// Also what hydration sees first, so the markup matches the server's before the map mounts.
const onServer = () => false;

/**
 * Leaflet touches `window` when it loads, and no page should carry it in its first bytes: the
 * implementation is imported only in the browser, after hydration, as its own chunk.
 */
export function lazyMap<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(() => importWithRetry(load));
  function ClientMap(props: P & { className?: string | undefined; label: string }) {
    const mounted = useSyncExternalStore(noSubscription, inBrowser, onServer);
    const { className = '', label } = props;
    return (
      <div role="region" aria-label={label} className={`abode-map relative isolate overflow-hidden bg-slate-100 ${className}`}>
        {mounted ? (
          <MapErrorBoundary>
            <Suspense fallback={<MapLoading />}>
              <Lazy {...props} />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          <MapLoading />
        )}
      </div>
    );
  }
  return ClientMap;
}

function MapLoading() {
  const { t } = useTranslation();
  return (
    <div className="absolute inset-0 flex items-center justify-center text-slate-600">
      <Spinner label={t('map.loading')} />
    </div>
  );
}

function MapFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-slate-700">
      {t('map.failed')}
    </div>
  );
}

class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <MapFailed /> : this.props.children;
  }
}
