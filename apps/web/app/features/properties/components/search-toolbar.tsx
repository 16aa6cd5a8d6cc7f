import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '~/components/button';
import { paths } from '~/config/paths';
import { EmptyState } from '~/components/empty-state';
import { activeFilters, LIST_SORTS, listSearchHref, withoutFilter, withoutFilters, type ListSearch, type ListSort } from '../list-search';
import type { FilterOptions } from '../search-page';
import { useFilterLabels } from './active-filters';
import { FILTERS_ID } from './filter-panel';
import { FiltersIcon, ListIcon, MapIcon } from '~/components/icons';

// The controls around the results of the list and map pages.

type View = 'list' | 'map';

function useSortLabels(): Record<ListSort, string> {
  const { t } = useTranslation();
  return {
    newest: t('listSearch.sort.newest'),
    price_asc: t('listSearch.sort.priceAsc'),
    price_desc: t('listSearch.sort.priceDesc'),
    most_viewed: t('listSearch.sort.mostViewed'),
    most_liked: t('listSearch.sort.mostLiked'),
  };
}

/** The order of the results; it belongs to the filter form (form=…), so the no-JavaScript submit carries it. */
export function SortSelect({ path, search }: { path: string; search: ListSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labels = useSortLabels();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="results-sort" className="text-sm font-medium whitespace-nowrap text-slate-700">
        {t('listSearch.sortBy')}
      </label>
      <select
        id="results-sort"
        name="sort"
        form="property-filters"
        value={search.sort ?? 'newest'}
        onChange={(event) => void navigate(listSearchHref(path, { ...search, sort: event.target.value as ListSort, page: 1 }), { preventScrollReset: true })}
        className="h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 shadow-sm hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {LIST_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Opens the filter drawer; without JavaScript it jumps to the panel (#filters, shown by :target). */
export function FiltersButton({ search, onOpen, className = '' }: { search: ListSearch; onOpen: () => void; className?: string }) {
  const { t } = useTranslation();
  const count = activeFilters(search).length;
  return (
    <a
      href={`#${FILTERS_ID}`}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
      aria-haspopup="dialog"
      className={buttonClasses({ variant: 'secondary', size: 'sm', className })}
    >
      <FiltersIcon />
      {t('listSearch.filters')}
      {count > 0 ? <span className="rounded-full bg-brand-700 px-1.5 text-xs leading-5 text-white">{count}</span> : null}
    </a>
  );
}

/** List ↔ map, keeping the filters. */
/** The list and map pages' title row: the heading, the live count (`summary`) and the switch between the two views. */
export function SearchHeader({ view, search, heading, summary }: { view: View; search: ListSearch; heading: string; summary: ReactNode }) {
  const map = view === 'map';
  return (
    <div className={`flex flex-col sm:flex-row sm:items-end sm:justify-between ${map ? 'gap-3' : 'gap-4 border-b border-slate-200 pb-6'}`}>
      <div>
        <h1 className={`font-bold tracking-tight text-slate-900 ${map ? 'text-2xl sm:text-3xl' : 'text-3xl sm:text-4xl'}`}>{heading}</h1>
        <p className={`${map ? 'mt-1' : 'mt-2'} text-slate-600`} aria-live="polite">
          {summary}
        </p>
      </div>
      <ViewSwitch view={view} search={search} />
    </div>
  );
}

/** The current view keeps its page (and map box); the other one starts at page 1 of all the filters find. */
function ViewSwitch({ view, search }: { view: View; search: ListSearch }) {
  const { t } = useTranslation();
  const href = (to: View) => {
    const path = to === 'list' ? paths.properties() : paths.propertiesMap;
    return listSearchHref(path, to === view ? search : { ...search, map: undefined, page: 1 });
  };
  const item = (active: boolean) =>
    `inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition ${active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900'}`;
  return (
    <nav aria-label={t('listSearch.view')} className="inline-flex self-start rounded-xl bg-slate-100 p-1 sm:self-auto">
      <Link to={href('list')} aria-current={view === 'list' ? 'page' : undefined} className={item(view === 'list')}>
        <ListIcon />
        {t('listSearch.listView')}
      </Link>
      <Link to={href('map')} aria-current={view === 'map' ? 'page' : undefined} className={item(view === 'map')}>
        <MapIcon />
        {t('listSearch.mapView')}
      </Link>
    </nav>
  );
}

/** No results: say so, and offer to drop each filter (the widest first is "Clear all"). */
export function NoResults({ path, search, options, inMapBox = false }: { path: string; search: ListSearch; options: FilterOptions; inMapBox?: boolean }) {
  const { t } = useTranslation();
  const labels = useFilterLabels(search, options);
  const keys = activeFilters(search);
  return (
    <EmptyState
      title={t('properties.emptyTitle')}
      text={inMapBox ? t('listSearch.emptyInBox') : keys.length > 0 ? t('listSearch.emptyWiden') : t('listSearch.emptyNone')}
      action={
        keys.length > 0 ? (
          <ul className="flex flex-wrap justify-center gap-2">
            {keys.map((key) => (
              <li key={key}>
                <Link to={listSearchHref(path, withoutFilter(search, key))} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                  {t('listSearch.without', { filter: labels[key] })}
                </Link>
              </li>
            ))}
            <li>
              <Link to={listSearchHref(path, withoutFilters(search))} className={buttonClasses({ size: 'sm' })}>
                {t('listSearch.clearAll')}
              </Link>
            </li>
          </ul>
        ) : undefined
      }
    />
  );
}

/** The results could not be read: the filters stay, and the same search can be tried again. */
export function ResultsFailed({ retryHref }: { retryHref: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center rounded-3xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <h2 className="text-lg font-semibold text-red-900">{t('listSearch.failedTitle')}</h2>
      <p className="mt-2 max-w-md text-red-900">{t('listSearch.failedText')}</p>
      <Link to={retryHref} reloadDocument className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
        {t('listSearch.retry')}
      </Link>
    </div>
  );
}
