import { useTranslation } from '~/lib/translation';
import { ClockIcon, EyeIcon, PinIcon, UserIcon } from '~/components/icons';
import { paths } from '~/config/paths';
import { useFormatters } from '~/lib/format';
import type { OwnListing } from '../api';
import { OwnerRow } from '~/components/owner-listings/owner-row';
import { Stat } from '~/components/owner-listings/stat';
import { TimeAgo } from '~/components/time-ago';

/** The listing's price, with the rent period for rentals. */
export function OwnPrice({ listing }: { listing: OwnListing }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rental = listing.type === 'rent' || listing.type === 'rented';
  return (
    <p className="text-lg font-bold whitespace-nowrap text-slate-900">
      {format.price(listing.price, listing.currencyCode || undefined)}
      {rental ? <span className="text-sm font-medium text-slate-600"> / {t(`property.per.${(listing.rentDuration || 'Monthly').toLowerCase()}`)}</span> : null}
    </p>
  );
}

/** Views, interested users and posted time of an own listing. */
export function OwnListingStats({ listing }: { listing: OwnListing }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      <Stat icon={<EyeIcon size={16} />}>{t('myListings.views', { count: listing.views, formatted: format.number(listing.views) })}</Stat>
      <Stat icon={<UserIcon size={16} />}>{t('myListings.interested', { count: listing.interested, formatted: format.number(listing.interested) })}</Stat>
      <Stat icon={<ClockIcon size={16} />}>
        <TimeAgo date={listing.createdAt} />
      </Stat>
    </>
  );
}

export function OwnListingRow({ listing, deleteHref }: { listing: OwnListing; deleteHref: string }) {
  return (
    <OwnerRow
      kind="property"
      id={listing.id}
      state={{ requestStatus: listing.requestStatus, active: listing.active, type: listing.type, expired: listing.expired }}
      title={listing.title}
      href={paths.myProperty(listing.slugId)}
      image={listing.image}
      placeholder={listing.placeholder}
      rejectReason={listing.rejectReason}
      editHref={paths.editProperty(listing.slugId)}
      deleteHref={deleteHref}
      details={
        <>
          <OwnPrice listing={listing} />
          {listing.place ? (
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <PinIcon size={16} className="shrink-0 text-slate-500" />
              <span className="bidi-plain truncate">{listing.place}</span>
            </p>
          ) : null}
        </>
      }
      stats={<OwnListingStats listing={listing} />}
    />
  );
}
