import { CardList } from '~/components/card-list';
import type { ListingCard } from '../cards';
import { PropertyCard } from './property-card';

interface PropertyGridProps {
  listings: ListingCard[];
  /** The first photo is the page's LCP image. */
  priorityFirst?: boolean;
  phoneRow?: boolean;
  /** Grid columns per breakpoint (narrower beside a filter sidebar). */
  columns?: string;
}

/** Listing cards in a responsive grid (or a swipeable row on phones). */
export function PropertyGrid({ listings, priorityFirst = false, phoneRow = false, columns = 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' }: PropertyGridProps) {
  return (
    <CardList columns={columns} phoneRow={phoneRow}>
      {listings.map((listing, index) => (
        <li key={listing.id} className="flex [&>article]:w-full">
          <PropertyCard listing={listing} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </CardList>
  );
}
