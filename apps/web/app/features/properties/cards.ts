import type { PropertyCard } from '@abode/shared/schemas/properties';
import { propertyCardFields, type PropertyCardFields } from '~/lib/card-fields';
import { keyFacts, type Fact } from './key-facts';
import { placeLine } from './place';

/**
 * What a listing card shows, cut down from the API's card (which carries every parameter with
 * all its translations): loaders return these, so pages embed kilobytes, not hundreds of them.
 */
export interface ListingCard extends PropertyCardFields {
  place: string;
  category: string;
  isPremium: boolean;
  promoted: boolean;
  /** Listed by a verified agent (the company's own listings carry no badge: they are not an agent's). */
  verifiedAgent: boolean;
  facts: Fact[];
  /** The asking user's favourite and interest (false for visitors); absent on a listing not yet posted (the form's preview). */
  engagement?: { favourite: boolean; interested: boolean; /** sell and rent listings take interest, sold and rented ones do not */ interestOpen: boolean };
}

export function toListingCard(property: PropertyCard): ListingCard {
  return {
    ...propertyCardFields(property),
    place: placeLine(property),
    category: property.category.translated_name || property.category.category,
    isPremium: property.is_premium,
    promoted: property.promoted,
    verifiedAgent: property.is_verified && property.added_by !== 0,
    facts: keyFacts(property.parameters),
    engagement: {
      favourite: property.is_favourite === 1,
      interested: property.is_interested === 1,
      interestOpen: property.property_type === 'sell' || property.property_type === 'rent',
    },
  };
}
