import type { ListingCard } from '../cards';
import { PropertyCard } from './property-card';

/** Listing cards in a responsive grid; `priorityFirst` when the first photo is the page's LCP image. */
export function PropertyGrid({ listings, priorityFirst = false }: { listings: ListingCard[]; priorityFirst?: boolean }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {listings.map((listing, index) => (
        <li key={listing.id} className="flex [&>article]:w-full">
          <PropertyCard listing={listing} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
