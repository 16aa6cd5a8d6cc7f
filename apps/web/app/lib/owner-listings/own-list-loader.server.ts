import type { AppLoadContext } from 'react-router';
import { ApiRequestError, type ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { pageWindow } from '~/lib/paging';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import { readOwnListUrl } from './list-url';
import { OWN_PAGE_SIZE, type OwnPage } from './owner-api';

type Filter = Record<string, string | undefined>;

/** A kind's list: which tabs it has, the API filter of each, and the API call that reads a page. */
export interface OwnListSource<T extends string, P extends OwnPage<unknown>> {
  isTab: (value: unknown) => value is T;
  filterOf: (tab: T) => Filter;
  fetchPage: (api: ApiClient, page: { offset: number; limit: number }, filter: Filter) => Promise<P>;
}

/** The loader of "My properties" and "My projects": the URL's tab, page and dialog, and that page of rows; the login page without a session. */
export async function loadOwnList<T extends string, P extends OwnPage<unknown>>(request: Request, context: AppLoadContext, source: OwnListSource<T, P>, fallbackTab: T) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const state = readOwnListUrl(new URL(request.url), source.isTab, fallbackTab);
  try {
    const list = await source.fetchPage(serverApi(request, context), pageWindow(state.page, OWN_PAGE_SIZE), source.filterOf(state.tab));
    return { ...state, ...list };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}
