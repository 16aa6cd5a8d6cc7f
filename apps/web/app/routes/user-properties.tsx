import { useTranslation } from '~/lib/translation';
import { paths } from '~/config/paths';
import { fetchOwnProperties, propertyOwnerIntents } from '~/features/properties/owner/api';
import { ConfirmDeleteDialog } from '~/components/owner-listings/confirm-delete-dialog';
import { OwnListingRow } from '~/features/properties/owner/components/own-listing-row';
import { OwnerListPage } from '~/components/owner-listings/owner-list-page';
import { ownListHref } from '~/lib/owner-listings/list-url';
import { loadOwnList } from '~/lib/owner-listings/own-list-loader.server';
import { ownerAction } from '~/lib/owner-listings/owner-action.server';
import { OWN_PAGE_SIZE } from '~/lib/owner-listings/owner-api';
import { isPropertyTab, PROPERTY_TABS, propertyTabFilter, type PropertyTab } from '~/lib/owner-listings/status';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount } from '~/lib/paging';
import type { Route } from './+types/user-properties';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadOwnList(request, context, { isTab: isPropertyTab, filterOf: propertyTabFilter, fetchPage: fetchOwnProperties }, 'all');

export const action = ({ request, context }: Route.ActionArgs) => ownerAction(request, context, propertyOwnerIntents);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('myListings.properties.title'), description: t('myListings.properties.lead'), path: location.pathname, noIndex: true });
};

export default function UserProperties({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tab, page, deleting, items, total } = loaderData;
  const href = (state: { tab?: PropertyTab; page?: number; deleting?: number }) => ownListHref(paths.userProperties, { tab, page, ...state }, 'all');
  const closeHref = href({});
  const toDelete = items.find((item) => item.id === deleting);
  return (
    <OwnerListPage
      title={t('myListings.properties.title')}
      lead={t('myListings.properties.lead')}
      addLabel={t('myListings.properties.add')}
      addHref={paths.addProperty}
      emptyTitle={t('myListings.properties.emptyTitle')}
      emptyText={t('myListings.properties.emptyText')}
      tabs={PROPERTY_TABS}
      tab={tab}
      tabHref={(next) => ownListHref(paths.userProperties, { tab: next }, 'all')}
      page={page}
      pageCount={pageCount(total, OWN_PAGE_SIZE)}
      pageHref={(p) => href({ page: p })}
      actionData={actionData}
      rows={items.map((listing) => (
        <OwnListingRow key={listing.id} listing={listing} deleteHref={href({ deleting: listing.id })} />
      ))}
      dialog={toDelete ? <ConfirmDeleteDialog key={toDelete.id} id={toDelete.id} title={toDelete.title} closeHref={closeHref} /> : null}
    />
  );
}
