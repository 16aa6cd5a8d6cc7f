import { useTranslation } from '~/lib/translation';
import { data, Form, Link } from 'react-router';
import { Button, ButtonLink } from '~/components/button';
import { FormAlert } from '~/components/form-field';
import { ArrowEndIcon, StarIcon } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { Photo } from '~/components/photo';
import { paths } from '~/config/paths';
import { fetchInterestedUsers, fetchOwnProperty, INTERESTED_PAGE_SIZE, propertyOwnerIntents } from '~/features/properties/owner/api';
import { ConfirmDeleteDialog } from '~/components/owner-listings/confirm-delete-dialog';
import { InterestedUsers } from '~/features/properties/owner/components/interested-users';
import { OwnListingStats, OwnPrice } from '~/features/properties/owner/components/own-listing-row';
import { OwnerActions, useShownState } from '~/components/owner-listings/owner-actions';
import { StatusBadges } from '~/components/owner-listings/status-badges';
import { ownListHref, readOwnListUrl } from '~/lib/owner-listings/list-url';
import { ownerAction } from '~/lib/owner-listings/owner-action.server';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageWindow } from '~/lib/paging';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import type { Route } from './+types/my-property';

const isSingleTab = (value: unknown): value is 'all' => value === 'all';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const api = serverApi(request, context);
  const { page, deleting } = readOwnListUrl(new URL(request.url), isSingleTab, 'all');
  try {
    // another user's slug answers like a missing one
    const listing = await fetchOwnProperty(api, params.slug_id);
    if (!listing) throw data(null, { status: 404 });
    const interested = await fetchInterestedUsers(api, listing.id, pageWindow(page, INTERESTED_PAGE_SIZE));
    return { listing, interested, page, deleting: deleting === listing.id };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}

export const action = ({ request, context }: Route.ActionArgs) => ownerAction(request, context, propertyOwnerIntents);

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: loaderData?.listing.title ?? t('myListings.properties.title'), description: t('myListings.single.lead'), path: location.pathname, noIndex: true });
};

export default function MyProperty({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listing, interested, page, deleting } = loaderData;
  const here = paths.myProperty(listing.slugId);
  const state = { requestStatus: listing.requestStatus, active: listing.active, type: listing.type, expired: listing.expired };
  const shown = useShownState('property', listing.id, state);
  return (
    <>
      <PageHeader eyebrow={t('myListings.single.eyebrow')} title={listing.title}>
        <p className="mt-4">
          <Link to={paths.userProperties} className="text-sm font-semibold text-brand-800 hover:underline">
            {t('myListings.single.back')}
          </Link>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6 lg:py-12">
        {actionData && !actionData.ok ? <FormAlert tone="error">{translateApiMessage(t, actionData.message)}</FormAlert> : null}
        <section aria-labelledby="listing-state" className="grid gap-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 md:grid-cols-[18rem_1fr]">
          <Photo src={listing.image} placeholder={listing.placeholder} alt="" width={640} height={480} sizes="(min-width: 768px) 18rem, 100vw" priority className="aspect-[4/3] w-full rounded-2xl" />
          <div className="flex min-w-0 flex-col gap-3">
            <h2 id="listing-state" className="text-lg font-bold text-slate-900">
              {t('myListings.single.status')}
            </h2>
            <StatusBadges state={shown} />
            {listing.requestStatus === 'pending' ? <p className="text-sm text-slate-700">{t('myListings.single.pendingNote')}</p> : null}
            {listing.requestStatus === 'rejected' ? (
              <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
                <span className="font-semibold">{t('myListings.rejectReason')}: </span>
                {listing.rejectReason || t('myListings.noReason')}
              </p>
            ) : null}
            <OwnPrice listing={listing} />
            <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
              <OwnListingStats listing={listing} />
            </div>
            <div className="mt-auto flex flex-wrap items-center gap-3 pt-3">
              <OwnerActions kind="property" id={listing.id} state={state} editHref={paths.editProperty(listing.slugId)} deleteHref={`${here}?delete=${listing.id}`} />
            </div>
            {listing.featureAvailable ? (
              <Form method="post" action={paths.userAdvertisements}>
                <input type="hidden" name="intent" value="feature" />
                <input type="hidden" name="property_id" value={listing.id} />
                <Button type="submit" variant="secondary" size="sm">
                  <StarIcon size={16} />
                  {t('featured.feature')}
                </Button>
              </Form>
            ) : null}
            {listing.requestStatus === 'approved' && listing.active ? (
              <ButtonLink to={paths.property(listing.slugId)} variant="ghost" size="sm" className="self-start">
                {t('myListings.single.public')}
                <ArrowEndIcon size={16} className="rtl:-scale-x-100" />
              </ButtonLink>
            ) : null}
          </div>
        </section>
        <InterestedUsers
          users={interested.items}
          total={interested.total}
          page={page}
          pageCount={pageCount(interested.total, INTERESTED_PAGE_SIZE)}
          pageHref={(p) => (p > 1 ? `${here}?page=${p}` : here)}
        />
      </div>
      {deleting ? <ConfirmDeleteDialog id={listing.id} title={listing.title} closeHref={here} postTo={ownListHref(paths.userProperties, { tab: 'all' }, 'all')} /> : null}
    </>
  );
}
