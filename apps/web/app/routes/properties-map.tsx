import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { useNavigate } from 'react-router';
import { Button } from '~/components/button';
import { ListingsMap, type ClusterMarker, type LatLng, type ListingMarker, type MapBounds } from '~/components/map';
import { paths } from '~/config/paths';
import { propertiesOnMapQuery, propertyCoordinatesQuery, propertySearchQuery } from '~/features/properties/api';
import { ActiveFilters } from '~/features/properties/components/active-filters';
import { FilterPanel } from '~/features/properties/components/filter-panel';
import { PropertyCard } from '~/features/properties/components/property-card';
import { SearchResults } from '~/features/properties/components/search-results';
import { FiltersButton, SearchHeader, SortSelect } from '~/features/properties/components/search-toolbar';
import { searchHeading, searchMetaBasis } from '~/features/properties/heading';
import { listSearchHref, parseListSearch, type ListSearch, type MapView } from '~/features/properties/list-search';
import { initialMapView } from '~/features/properties/map-view';
import { loadFilterOptions } from '~/features/properties/search-page';
import { useSearchPage } from '~/features/properties/use-search-page';
import { fetchShellSettings } from '~/features/settings/api';
import type { ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { useFormatters } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { BELOW_LG, useMediaQuery } from '~/lib/use-media-query';
import { PhoneViewToggle, type PhoneView } from '~/features/properties/components/phone-view-toggle';
import type { Route } from './+types/properties-map';

/** Listings in the column beside the map, per page. */
const SIDE_LIST_SIZE = 20;
/** "Search as the map moves" waits for the map to rest this long. */
const MOVE_DEBOUNCE_MS = 400;

/** With no box in the URL: around the listings the filters find, else the site's own place. */
async function firstView(api: ApiClient, search: ListSearch): Promise<MapView> {
  const points = await api.load(propertyCoordinatesQuery(search)).catch(() => []);
  if (points.length > 0) return initialMapView(points, null);
  const settings = await fetchShellSettings(api).catch(() => null);
  const lat = Number(settings?.latitude);
  const lng = Number(settings?.longitude);
  return initialMapView([], settings?.latitude && settings.longitude && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null);
}

async function load(api: ApiClient, url: URL) {
  const parsed = parseListSearch(url.searchParams);
  const view = parsed.map ?? (await firstView(api, parsed));
  const search: ListSearch = { ...parsed, map: view };
  const [answer, list, filters] = await Promise.all([
    api.load(propertiesOnMapQuery(search, view)).catch(() => null),
    api.load(propertySearchQuery(search, { inMapBox: true, pageSize: SIDE_LIST_SIZE })).catch(() => null),
    loadFilterOptions(api, search),
  ]);
  return { search, view, answer, list, ...filters };
}

export const loader = ({ request, context }: Route.LoaderArgs) => load(serverApi(request, context), new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(browserApi(), new URL(request.url));

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const { root, t, heading } = searchMetaBasis(matches, loaderData);
  const title = t('listSearch.mapTitle', { what: heading });
  return pageMeta(root, {
    title,
    description: t('properties.metaDescription', { title }),
    path: location.pathname,
    // Every pan is a new URL: one page for search engines, the list, is enough.
    noIndex: true,
  });
};

export default function PropertiesMap({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const { search, view, answer, list, options, facets } = loaderData;
  const path = paths.propertiesMap;
  const { pending, openDrawer, drawer } = useSearchPage(path);
  const [followMap, setFollowMap] = useState(true);
  const [movedTo, setMovedTo] = useState<MapView | null>(null);
  const [highlighted, setHighlighted] = useState<{ id: number; point: LatLng | undefined } | null>(null);
  const moveTimer = useRef<number | undefined>(undefined);
  // Phones: the map fills the screen under the site header, and a Map/List toggle shows the results
  // in its place (one at a time: a small map above a long list serves neither). Desktop keeps both.
  const phone = useMediaQuery(BELOW_LG);
  const [phoneView, setPhoneView] = useState<PhoneView>('map');
  const fullMap = phone && phoneView === 'map';
  const heading = t('listSearch.mapTitle', { what: searchHeading((key, values) => t(key, values), search, options.categories) });
  const total = list?.total ?? 0;
  const inArea = list === null ? null : t('listSearch.inArea', { count: total, formatted: format.number(total) });

  const markers = useMemo<ListingMarker[]>(
    () =>
      (answer?.points ?? []).map((point) => ({
        id: point.id,
        lat: point.latitude,
        lng: point.longitude,
        label: format.price(point.price),
        title: point.title,
        href: paths.property(point.slug_id),
        image: point.title_image,
        subtitle: point.property_type === 'rent' ? t('nav.forRent') : t('nav.forSale'),
      })),
    [answer, format, t],
  );
  const clusters = useMemo<ClusterMarker[]>(
    () =>
      (answer?.clusters ?? []).map((cluster) => ({
        count: cluster.count,
        lat: cluster.latitude,
        lng: cluster.longitude,
        bounds: { minLat: cluster.bounds.min_lat, minLng: cluster.bounds.min_lng, maxLat: cluster.bounds.max_lat, maxLng: cluster.bounds.max_lng },
      })),
    [answer],
  );

  const showArea = useCallback(
    (next: MapView) => {
      setMovedTo(null);
      const href = listSearchHref(path, { ...search, map: next, page: 1 });
      // Panning is looking around, not a new search: it replaces the entry, so Back leaves the map's wanderings in one step.
      if (href !== listSearchHref(path, search)) void navigate(href, { replace: true, preventScrollReset: true });
    },
    [navigate, path, search],
  );

  const onMoveEnd = useCallback(
    (box: MapBounds, zoom: number) => {
      window.clearTimeout(moveTimer.current);
      if (!followMap) {
        setMovedTo({ box, zoom });
        return;
      }
      moveTimer.current = window.setTimeout(() => showArea({ box, zoom }), MOVE_DEBOUNCE_MS);
    },
    [followMap, showArea],
  );
  useEffect(() => () => window.clearTimeout(moveTimer.current), []);

  return (
    <div className={`mx-auto flex max-w-[100rem] flex-col px-4 pt-6 sm:px-6 lg:px-8 ${phone ? 'pb-24' : 'pb-10'}`}>
      {/* covered by the full-screen map on a phone: out of the tab order and the accessibility tree until the list is shown */}
      <div inert={fullMap || undefined} className="flex flex-col">
        <SearchHeader view="map" search={search} heading={heading} summary={inArea} />

        <div className="mt-4 flex flex-wrap items-center gap-3">
          <FiltersButton search={search} onOpen={openDrawer} />
          <SortSelect path={path} search={search} />
          <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={followMap}
              onChange={(event) => {
                setFollowMap(event.target.checked);
                if (event.target.checked && movedTo) showArea(movedTo);
              }}
              className="size-4 rounded accent-brand-700"
            />
            {t('listSearch.searchAsMapMoves')}
          </label>
        </div>
        <div className="mt-3">
          <ActiveFilters path={path} search={search} options={options} />
        </div>
      </div>
      <FilterPanel action={path} search={search} options={options} facets={facets} total={total} {...drawer} variant="drawer" />

      <div className="mt-4 flex flex-col-reverse gap-6 lg:grid lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <section
          id="results"
          aria-label={t('listSearch.results')}
          aria-busy={pending}
          hidden={fullMap}
          className={`min-w-0 transition-opacity lg:max-h-[calc(100dvh-9rem)] lg:overflow-y-auto lg:pe-2 ${pending ? 'opacity-50' : ''}`}
        >
          <SearchResults list={list} path={path} search={search} options={options} pageSize={SIDE_LIST_SIZE} inMapBox>
            {(found) => (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
                {found.items.map((listing) => (
                  <li
                    key={listing.id}
                    className="flex [&>article]:w-full"
                    onMouseEnter={() => setHighlighted({ id: listing.id, point: found.places[listing.id] })}
                    onMouseLeave={() => setHighlighted(null)}
                    onFocus={() => setHighlighted({ id: listing.id, point: found.places[listing.id] })}
                    onBlur={() => setHighlighted(null)}
                  >
                    <PropertyCard listing={listing} />
                  </li>
                ))}
              </ul>
            )}
          </SearchResults>
        </section>

        {phone && phoneView === 'list' ? null : (
          <div className={fullMap ? 'fixed inset-x-0 top-16 bottom-0 z-30 bg-slate-100' : 'relative lg:sticky lg:top-24 lg:self-start'}>
            {fullMap ? (
              // left of Leaflet's zoom buttons, which sit top right in either direction
              <div className="absolute top-3 right-16 left-3 z-[1000] flex flex-wrap items-center gap-2">
                <FiltersButton search={search} onOpen={openDrawer} className="shadow-lg" />
                <p className="rounded-full bg-white/95 px-3 py-1.5 text-sm font-semibold text-slate-900 shadow-lg" aria-live="polite">
                  {inArea}
                </p>
              </div>
            ) : null}
            <ListingsMap
              label={t('listSearch.mapLabel')}
              className={fullMap ? 'h-full' : 'h-[60vh] rounded-2xl ring-1 ring-slate-200 lg:h-[calc(100dvh-9rem)]'}
              markers={markers}
              clusters={clusters}
              bounds={view.box}
              onMoveEnd={onMoveEnd}
              highlightedId={highlighted?.id}
              highlightedPoint={highlighted?.point}
            />
            {movedTo ? (
              <div className={`pointer-events-none absolute inset-x-0 z-[1000] flex justify-center ${fullMap ? 'top-16' : 'top-3'}`}>
                <Button size="sm" className="pointer-events-auto shadow-lg" onClick={() => showArea(movedTo)}>
                  {t('listSearch.searchThisArea')}
                </Button>
              </div>
            ) : null}
            {answer === null ? (
              <p role="alert" className="absolute inset-x-3 bottom-3 z-[1000] rounded-xl bg-white px-4 py-3 text-sm text-red-800 shadow-lg">
                {t('listSearch.mapFailed')}
              </p>
            ) : null}
          </div>
        )}
      </div>
      {phone ? <PhoneViewToggle view={phoneView} onChange={setPhoneView} total={list === null ? null : total} /> : null}
    </div>
  );
}
