import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/translation';
import { Form, useNavigate } from 'react-router';
import type { PropertyFacets, SearchPlaces } from '@abode/shared/schemas/search';
import { buttonClasses } from '~/components/button';
import { CloseIcon, SearchIcon } from '~/components/icons';
import { browserApi } from '~/lib/browser-api';
import { useFormatters } from '~/lib/format';
import { useSite } from '~/lib/site-context';
import { facetTotal, propertyFacetsQuery, searchPlacesQuery } from '../api';
import { listSearchHref, parseListSearch, POSTED_SINCE, serializeListSearch, type ListSearch, type PostedSince } from '../list-search';
import { categoryName, factFilters, filterableParameters, type FilterOptions } from '../search-page';
import { AreaRange, CHIP, CONTROL, FilterInput, LABEL, LEGEND, ParameterSelects, PlaceSelects, RoomChips } from './filter-fields';
import { SearchSuggestBox } from '~/components/search-suggest-box';

export const FILTERS_ID = 'filters';
/** The field a visitor last changed: the panel is drawn anew for the new filters and gives it back the focus. */
let changedFieldId: string | undefined;
const DISTANCES_KM = [1, 2, 5, 10, 25];
/** The live count of the drawer waits for the visitor to stop typing. */
const COUNT_DELAY_MS = 300;

const PRICE_INPUT = { type: 'number', min: 0, step: 'any', inputMode: 'numeric' } as const;
const TEXT_INPUT = { type: 'text', maxLength: 120, autoComplete: 'off' } as const;

export function usePostedSinceLabels(): Record<PostedSince, string> {
  const { t } = useTranslation();
  return {
    week: t('listSearch.posted.week'),
    yesterday: t('listSearch.posted.yesterday'),
    month: t('listSearch.posted.month'),
    '3-months': t('listSearch.posted.threeMonths'),
    '6-months': t('listSearch.posted.sixMonths'),
  };
}

interface FilterPanelProps {
  /** The page the form goes to (list or map). */
  action: string;
  search: ListSearch;
  options: FilterOptions;
  facets: PropertyFacets | null;
  /** How many listings the current filters find (the drawer's button before any change). */
  total: number;
  /** Phone (and the map page at every width): the panel is a drawer, open or closed. */
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  /** sidebar: a column beside the results from the lg breakpoint, a drawer below it; drawer: always a drawer. */
  variant?: 'sidebar' | 'drawer';
}

/**
 * Every filter of the list and map pages as one GET form, so it works before (or without)
 * JavaScript. With JavaScript the URL is written by the shared serialiser (empty values dropped),
 * the sidebar applies a choice at once, and the drawer counts the results before "Apply".
 */
export function FilterPanel(props: FilterPanelProps) {
  // drawn anew when the filters change (not when the map moves), so every field shows the URL's value
  return <FilterForm key={serializeListSearch({ ...props.search, map: undefined }).toString()} {...props} />;
}

function FilterForm({ action, search, options, facets, total, drawerOpen, onCloseDrawer, variant = 'sidebar' }: FilterPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { settings } = useSite();
  const navigate = useNavigate();
  const postedLabels = usePostedSinceLabels();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [draftCategory, setDraftCategory] = useState(search.category);
  const [draftState, setDraftState] = useState(search.state);
  /** The cities of a state picked in the drawer (the page's own are for the URL's state). */
  const [draftPlaces, setDraftPlaces] = useState<{ state: string | undefined; places: SearchPlaces } | null>(null);
  const [draftTotal, setDraftTotal] = useState<number | null>(null);
  const countTimer = useRef<number | undefined>(undefined);

  const chosenCategory = options.categories.find((category) => category.slug_id === draftCategory);
  const parameters = filterableParameters(chosenCategory);
  const facts = factFilters(options.categories, draftCategory);
  const places = draftPlaces && draftPlaces.state === draftState ? draftPlaces.places : options.places;
  const categoryCounts = new Map(facets?.categories.map((row) => [row.slug_id, row.count]));
  const typeCounts = new Map(facets?.property_types.map((row) => [row.property_type, row.count]));
  const countText = (count: number | undefined) => (count === undefined ? '' : ` (${format.number(count)})`);

  // A sidebar pick reloads the page's data and the panel with it: keep the keyboard where it was.
  useEffect(() => {
    const id = changedFieldId;
    changedFieldId = undefined;
    if (id && (document.activeElement === document.body || document.activeElement === null)) document.getElementById(id)?.focus();
  }, []);

  // The drawer is modal: focus moves in, Escape closes it, the page behind does not scroll.
  useEffect(() => {
    if (!drawerOpen) return;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('input, select, button')?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseDrawer();
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>('a[href], button, input, select')].filter((element) => !element.hasAttribute('disabled'));
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
      window.clearTimeout(countTimer.current);
    };
  }, [drawerOpen, onCloseDrawer]);

  const draft = (): ListSearch => {
    const form = formRef.current;
    if (!form) return search;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
    const next = parseListSearch(params);
    // Parameters go with their category; a city with its state (unless it is one of the new state's).
    const own = new Set(filterableParameters(options.categories.find((c) => c.slug_id === next.category)).map((p) => p.id));
    const kept = next.parameters?.filter((p) => own.has(p.id));
    const stateCities = next.state === search.state ? null : draftPlaces && draftPlaces.state === next.state ? draftPlaces.places.cities : [];
    const keepCity = stateCities === null || stateCities.some((c) => c.name.toLowerCase() === next.city?.toLowerCase());
    // The map box stays (it is the page's view, not a filter); any change starts again at page 1.
    return { ...next, parameters: kept?.length ? kept : undefined, city: keepCity ? next.city : undefined, map: search.map, page: 1 };
  };

  const apply = () => {
    onCloseDrawer();
    void navigate(listSearchHref(action, draft()), { preventScrollReset: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    changedFieldId = target.id;
    if (target.name === 'category') setDraftCategory(target.value || undefined);
    if (target.name === 'state') {
      const state = target.value || undefined;
      setDraftState(state);
      if (drawerOpen) {
        browserApi()
          .load(searchPlacesQuery(state))
          .then((found) => setDraftPlaces({ state, places: found }))
          .catch(() => setDraftPlaces(null));
      }
    }
    if (drawerOpen) {
      // Count what "Apply" would show, without leaving the drawer.
      window.clearTimeout(countTimer.current);
      const next = draft();
      countTimer.current = window.setTimeout(() => {
        browserApi()
          .load(propertyFacetsQuery(next))
          .then((counts) => setDraftTotal(facetTotal(counts, next.type)))
          .catch(() => setDraftTotal(null));
      }, COUNT_DELAY_MS);
      return;
    }
    // In the sidebar a pick applies at once; typed values wait for Enter or the button.
    const typed = target instanceof HTMLInputElement && (target.type === 'text' || target.type === 'number' || target.type === 'search');
    if (!typed) apply();
  };

  const drawer = variant === 'drawer';
  const shown = drawerOpen
    ? 'fixed inset-0 z-50 flex flex-col bg-white'
    : `hidden target:fixed target:inset-0 target:z-50 target:flex target:flex-col target:bg-white ${drawer ? '' : 'lg:block'}`;
  const applyCount = drawerOpen && draftTotal !== null ? draftTotal : total;

  return (
    <div
      id={FILTERS_ID}
      ref={panelRef}
      role={drawerOpen ? 'dialog' : undefined}
      aria-modal={drawerOpen ? true : undefined}
      aria-labelledby={drawerOpen ? titleId : undefined}
      className={shown}
    >
      <div className={`flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 ${drawer ? '' : 'lg:hidden'}`}>
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {t('listSearch.filters')}
        </h2>
        {drawerOpen ? (
          <button type="button" onClick={onCloseDrawer} className={buttonClasses({ variant: 'ghost', size: 'sm' })} aria-label={t('listSearch.closeFilters')}>
            <CloseIcon size={20} />
          </button>
        ) : (
          // Without JavaScript the drawer is the #filters target; leaving the target closes it.
          <a href="#results" className={buttonClasses({ variant: 'ghost', size: 'sm' })} aria-label={t('listSearch.closeFilters')}>
            <CloseIcon size={20} />
          </a>
        )}
      </div>
      <Form
        ref={formRef}
        id="property-filters"
        method="get"
        action={action}
        role="search"
        aria-label={t('listSearch.filters')}
        onSubmit={onSubmit}
        onChange={onChange}
        className={`flex min-h-0 flex-1 flex-col ${drawer ? '' : 'lg:block'}`}
      >
        {search.map ? (
          <>
            <input type="hidden" name="bbox" value={[search.map.box.minLat, search.map.box.minLng, search.map.box.maxLat, search.map.box.maxLng].join(',')} />
            <input type="hidden" name="zoom" value={search.map.zoom} />
          </>
        ) : null}
        <div className={`flex-1 space-y-6 overflow-y-auto px-4 py-5 ${drawer ? '' : 'lg:overflow-visible lg:px-0 lg:py-0'}`}>
          <div>
            <label htmlFor="filter-q" className={LEGEND}>
              {t('listSearch.keywords')}
            </label>
            <SearchSuggestBox id="filter-q" name="q" defaultValue={search.q} maxLength={100} placeholder={t('listSearch.keywordsHint')} className={CONTROL} />
          </div>

          <fieldset>
            <legend className={LEGEND}>{t('filters.purpose')}</legend>
            <div className="mt-2 grid grid-cols-3 gap-2">
              {([undefined, 'sell', 'rent'] as const).map((type) => {
                const label = type === undefined ? t('filters.anyPurpose') : type === 'sell' ? t('nav.forSale') : t('nav.forRent');
                const count = type === undefined ? undefined : typeCounts.get(type);
                return (
                  <label key={type ?? 'any'} className={CHIP}>
                    <input id={`filter-type-${type ?? 'any'}`} type="radio" name="type" value={type ?? ''} defaultChecked={search.type === type} className="sr-only" />
                    {label}
                    {count !== undefined ? <span className="text-xs font-normal text-slate-600">{format.number(count)}</span> : null}
                  </label>
                );
              })}
            </div>
          </fieldset>

          <div>
            <label htmlFor="filter-category" className={LEGEND}>
              {t('filters.category')}
            </label>
            <select id="filter-category" name="category" defaultValue={search.category ?? ''} className={CONTROL}>
              <option value="">{t('filters.anyCategory')}</option>
              {options.categories.map((category) => (
                <option key={category.id} value={category.slug_id}>
                  {categoryName(category)}
                  {countText(categoryCounts.get(category.slug_id) ?? (facets ? 0 : undefined))}
                </option>
              ))}
            </select>
          </div>

          {facts.bedrooms ? <RoomChips name="beds" legend={t('listSearch.bedrooms')} value={search.beds} /> : null}
          {facts.bathrooms ? <RoomChips name="baths" legend={t('listSearch.bathrooms')} value={search.baths} /> : null}
          {facts.area ? <AreaRange search={search} /> : null}
          {/* keyed by the category: another category's parameters start at "any" */}
          <div key={draftCategory ?? ''} className="space-y-6 empty:hidden">
            <ParameterSelects parameters={parameters} chosen={search.category === draftCategory ? search.parameters : undefined} />
          </div>

          <fieldset>
            <legend className={LEGEND}>{t('listSearch.price', { currency: settings.currency_symbol || settings.selected_currency_data.symbol })}</legend>
            <div className="mt-1 grid grid-cols-2 gap-3">
              <FilterInput id="filter-min-price" name="min_price" label={t('listSearch.minPrice')} {...PRICE_INPUT} defaultValue={search.minPrice ?? ''} placeholder={settings.min_price ? format.number(settings.min_price) : ''} />
              <FilterInput id="filter-max-price" name="max_price" label={t('listSearch.maxPrice')} {...PRICE_INPUT} defaultValue={search.maxPrice ?? ''} placeholder={settings.max_price ? format.number(settings.max_price) : ''} />
            </div>
          </fieldset>

          <div>
            <label htmlFor="filter-posted" className={LEGEND}>
              {t('listSearch.postedSince')}
            </label>
            <select id="filter-posted" name="posted" defaultValue={search.posted ?? ''} className={CONTROL}>
              <option value="">{t('listSearch.posted.any')}</option>
              {POSTED_SINCE.map((value) => (
                <option key={value} value={value}>
                  {postedLabels[value]}
                </option>
              ))}
            </select>
          </div>

          <fieldset className="space-y-3">
            <legend className={LEGEND}>{t('listSearch.location')}</legend>
            <PlaceSelects places={places} state={draftState} city={draftState === search.state ? search.city : undefined} />
            <FilterInput id="filter-country" name="country" label={t('listSearch.country')} {...TEXT_INPUT} defaultValue={search.country ?? ''} />
          </fieldset>

          <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input id="filter-closed" type="checkbox" name="closed" value="1" defaultChecked={search.closed ?? false} className="size-4 rounded accent-brand-700" />
            {t('listSearch.closed')}
          </label>

          {options.facilities.length > 0 ? (
            <fieldset>
              <legend className={LEGEND}>{t('listSearch.nearby')}</legend>
              <ul className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
                {options.facilities.map((facility) => (
                  <li key={facility.id}>
                    <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800">
                      <input
                        id={`filter-facility-${facility.id}`}
                        type="checkbox"
                        name="facility"
                        value={facility.id}
                        defaultChecked={search.facilities?.includes(facility.id) ?? false}
                        className="size-4 rounded accent-brand-700"
                      />
                      {facility.translated_name || facility.name}
                    </label>
                  </li>
                ))}
              </ul>
              <label htmlFor="filter-distance" className={`${LABEL} mt-3 block`}>
                {t('listSearch.within')}
              </label>
              <select id="filter-distance" name="distance" defaultValue={search.distance ?? ''} className={CONTROL}>
                <option value="">{t('listSearch.anyDistance')}</option>
                {DISTANCES_KM.map((km) => (
                  <option key={km} value={km}>
                    {t('listSearch.km', { count: km, formatted: format.number(km) })}
                  </option>
                ))}
              </select>
            </fieldset>
          ) : null}
        </div>

        <div className={`border-t border-slate-200 bg-white px-4 py-3 ${drawer ? '' : 'lg:mt-6 lg:border-0 lg:px-0'}`}>
          <button type="submit" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            <SearchIcon size={18} />
            {drawerOpen ? t('listSearch.apply', { count: applyCount, formatted: format.number(applyCount) }) : t('listSearch.showResults')}
          </button>
        </div>
      </Form>
    </div>
  );
}
