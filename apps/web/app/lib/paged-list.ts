import type { MetaDescriptor } from 'react-router';
import { metaTranslator, pageMeta, rootDataOf } from './meta';
import { pageOf } from './paging';

/** A paged list route's data: the ?page= of its URL (page 1 when odd) and what `fetchPage` loads for it. */
export async function loadPagedList<T extends object>(url: URL, fetchPage: (page: number) => Promise<T>): Promise<{ page: number } & T> {
  const page = pageOf(url);
  return { page, ...(await fetchPage(page)) };
}

type MetaTranslate = ReturnType<typeof metaTranslator>;

interface PagedListMetaArgs {
  matches: readonly unknown[];
  location: { pathname: string; search: string };
  loaderData?: { page: number } | undefined;
}

/** The meta function of a paged list route: its title (naming the page past page 1), description and own URL. */
export function pagedListMeta(texts: (t: MetaTranslate) => { title: string; description: string }) {
  return ({ matches, location, loaderData }: PagedListMetaArgs): MetaDescriptor[] => {
    const root = rootDataOf(matches);
    const t = metaTranslator(root?.translations);
    const { title, description } = texts(t);
    const page = loaderData?.page ?? 1;
    return pageMeta(root, {
      title: page > 1 ? t('meta.titleWithPage', { title, page }) : title,
      description,
      path: `${location.pathname}${location.search}`,
    });
  };
}
