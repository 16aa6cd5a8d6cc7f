import { useTranslation } from '~/lib/translation';
import { ButtonLink } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { PageHeader } from '~/components/page-header';
import { Pagination } from '~/components/pagination';
import { pageHref, paths } from '~/config/paths';
import { fetchFavourites, FAVOURITES_PAGE_SIZE } from '~/features/engagement/api';
import { toListingCard } from '~/features/properties/cards';
import { PropertyGrid } from '~/features/properties/components/property-grid';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { loadPagedList } from '~/lib/paged-list';
import { pageCount, pageWindow } from '~/lib/paging';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import type { Route } from './+types/user-favourites';

// Read on the server on every visit (no browser cache): the list changes with each heart tapped.
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  try {
    return await loadPagedList(new URL(request.url), async (page) => {
      const { items, total } = await fetchFavourites(serverApi(request, context), pageWindow(page, FAVOURITES_PAGE_SIZE));
      return { listings: items.map(toListingCard), total };
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('engage.favouritesTitle'), description: t('engage.favouritesLead'), path: location.pathname, noIndex: true });
};

export default function UserFavourites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, listings, total } = loaderData;
  return (
    <>
      <PageHeader title={t('engage.favouritesTitle')} lead={t('engage.favouritesLead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {listings.length === 0 ? (
          <EmptyState
            title={t('engage.favouritesEmptyTitle')}
            text={t('engage.favouritesEmptyText')}
            action={<ButtonLink to={paths.properties()}>{t('engage.browse')}</ButtonLink>}
          />
        ) : (
          <>
            <PropertyGrid listings={listings} priorityFirst />
            <Pagination page={page} pageCount={pageCount(total, FAVOURITES_PAGE_SIZE)} hrefFor={(p) => pageHref(paths.favourites, p)} />
          </>
        )}
      </div>
    </>
  );
}
