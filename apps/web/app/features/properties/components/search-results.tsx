import type { ReactNode } from 'react';
import { Pagination } from '~/components/pagination';
import { pageCount } from '~/lib/paging';
import { listSearchHref, type ListSearch } from '../list-search';
import type { FilterOptions } from '../search-page';
import { NoResults, ResultsFailed } from './search-toolbar';

interface SearchResultsProps<L extends { items: readonly unknown[]; total: number }> {
  /** The page of results; null when it could not be read. */
  list: L | null;
  /** The page's own path (list or map), for retry, pagination and "no results" links. */
  path: string;
  search: ListSearch;
  options: FilterOptions;
  pageSize: number;
  /** The map page counts only what lies in its box. */
  inMapBox?: boolean;
  /** The listings of a non-empty page, laid out as the page wants them. */
  children: (list: L) => ReactNode;
}

/** The results area of the list and map pages: the listings and their pages, or why there are none. */
export function SearchResults<L extends { items: readonly unknown[]; total: number }>({ list, path, search, options, pageSize, inMapBox = false, children }: SearchResultsProps<L>) {
  if (list === null) return <ResultsFailed retryHref={listSearchHref(path, search)} />;
  if (list.items.length === 0) return <NoResults path={path} search={search} options={options} inMapBox={inMapBox} />;
  return (
    <>
      {children(list)}
      <Pagination page={search.page} pageCount={pageCount(list.total, pageSize)} hrefFor={(page) => listSearchHref(path, { ...search, page })} />
    </>
  );
}
