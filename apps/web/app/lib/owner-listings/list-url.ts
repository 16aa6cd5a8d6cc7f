import * as z from 'zod/mini';
import { pageOf } from '~/lib/paging';

/** The state an owner list page keeps in its URL: filter tab, page, and the listing being deleted. */
export interface OwnListUrl<T extends string> {
  tab: T;
  page: number;
  /** The listing whose delete confirmation is open. */
  deleting: number | undefined;
}

const idParam = z.catch(z.optional(z.coerce.number().check(z.refine(Number.isSafeInteger), z.minimum(1))), undefined);

export function readOwnListUrl<T extends string>(url: URL, isTab: (value: unknown) => value is T, fallback: T): OwnListUrl<T> {
  const tab = url.searchParams.get('tab');
  return { tab: isTab(tab) ? tab : fallback, page: pageOf(url), deleting: idParam.parse(url.searchParams.get('delete') ?? undefined) };
}

/** The list's URL for a state; the first tab and page 1 have no parameter. */
export function ownListHref<T extends string>(path: string, state: { tab: T; page?: number; deleting?: number | undefined }, defaultTab: T): string {
  const params = new URLSearchParams();
  if (state.tab !== defaultTab) params.set('tab', state.tab);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  if (state.deleting !== undefined) params.set('delete', String(state.deleting));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
