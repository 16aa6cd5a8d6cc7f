import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '~/lib/translation';
import { Button } from '~/components/button';
import { Section } from '~/components/section';
import { paths } from '~/config/paths';
import { browserApi } from '~/lib/browser-api';
import { propertySearchQuery } from '../api';
import type { ListingCard } from '../cards';
import { listSearchHref } from '../list-search';
import { boxAround, nearYouSnapshot, parseNearYou, saveNearYou, subscribeNearYou } from '../near-you';
import { PropertyGrid } from './property-grid';

const NEAR_YOU_COUNT = 4;
const MAP_ZOOM = 12;

/** The newest listings around a place, and the map link that shows them all. */
async function listingsNear(lat: number, lng: number): Promise<{ listings: ListingCard[]; href: string }> {
  const map = { box: boxAround(lat, lng), zoom: MAP_ZOOM };
  const found = await browserApi().load(propertySearchQuery({ page: 1, map, sort: 'newest' }, { pageSize: NEAR_YOU_COUNT, inMapBox: true }));
  return { listings: found.items, href: listSearchHref(paths.propertiesMap, { map }) };
}

/**
 * "Near you": the visitor is asked once for their location (declined → never again), then sees
 * the newest listings around it. Client-only (the server cannot know the place): the server and
 * the hydrating browser render nothing, so the page's HTML is the same for everyone.
 */
export function NearYou() {
  const { t } = useTranslation();
  // null while rendered by the server or hydrating; then the stored choice ('' = none yet)
  const stored = useSyncExternalStore(subscribeNearYou, nearYouSnapshot, () => null);
  const choice = stored === null ? undefined : parseNearYou(stored);
  const place = choice?.kind === 'place' ? choice : null;
  const [locating, setLocating] = useState(false);
  const [found, setFound] = useState<{ key: string; listings: ListingCard[]; href: string } | null>(null);

  useEffect(() => {
    if (!place) return;
    let current = true;
    const key = `${place.lat},${place.lng}`;
    listingsNear(place.lat, place.lng).then(
      (result) => current && setFound({ key, ...result }),
      () => current && setFound({ key, listings: [], href: '' }),
    );
    return () => {
      current = false;
    };
  }, [place?.lat, place?.lng]); // eslint-disable-line react-hooks/exhaustive-deps -- the place is its two numbers

  function locate() {
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => saveNearYou({ kind: 'place', lat: Number(coords.latitude.toFixed(3)), lng: Number(coords.longitude.toFixed(3)) }),
      () => saveNearYou({ kind: 'declined' }),
      { maximumAge: 3_600_000, timeout: 15_000 },
    );
  }

  if (place) {
    if (!found || found.key !== `${place.lat},${place.lng}` || found.listings.length === 0) return null;
    return (
      <Section id="near-you" title={t('home.nearYou.title')} subtitle={t('home.nearYou.subtitle')} more={{ to: found.href, label: t('home.nearYou.onMap') }}>
        <PropertyGrid listings={found.listings} phoneRow />
      </Section>
    );
  }
  if (choice !== null || !('geolocation' in navigator)) return null;
  // The question floats over the page's corner: asking must not push the page about (layout shift).
  return (
    <section aria-labelledby="near-you-ask" className="fixed inset-x-4 bottom-4 z-40 sm:start-auto sm:end-6 sm:bottom-6 sm:max-w-md">
      <div className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-xl ring-1 ring-brand-200">
        <div>
          <h2 id="near-you-ask" className="text-base font-bold text-slate-900">
            {t('home.nearYou.askTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('home.nearYou.askText')}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button onClick={locate} disabled={locating}>
            {locating ? t('home.nearYou.locating') : t('home.nearYou.allow')}
          </Button>
          <Button variant="secondary" onClick={() => saveNearYou({ kind: 'declined' })}>
            {t('home.nearYou.decline')}
          </Button>
        </div>
      </div>
    </section>
  );
}
