import type { ListingPreviewData } from '~/features/properties/form/components/listing-preview';
import { PropertyCard } from '~/features/properties/components/property-card';
import { keyFacts } from '~/features/properties/key-facts';
import { placeLine } from '~/features/properties/place';
import { useSite } from '~/lib/site-context';

/** The property form's live preview, drawn with the listings' own card (composed here: features do not import each other). */
export function PropertyFormPreview({ listing }: { listing: ListingPreviewData }) {
  const { settings } = useSite();
  return (
    <PropertyCard
      listing={{
        id: 0,
        slugId: listing.slugId,
        title: listing.title,
        // no title image yet: the card draws its empty photo tile
        image: listing.image ?? '',
        placeholder: '',
        price: listing.price,
        currencyCode: settings.selected_currency_data.code,
        type: listing.type,
        rentDuration: listing.rentDuration,
        place: placeLine(listing),
        category: listing.category,
        isPremium: listing.isPremium,
        promoted: false,
        // the badge is the owner's, not something the form sets: the preview shows the listing alone
        verifiedAgent: false,
        facts: keyFacts(listing.parameters),
      }}
    />
  );
}
