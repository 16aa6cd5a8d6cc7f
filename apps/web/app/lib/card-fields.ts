import type { PropertyType, RentDuration } from '@abode/shared/enums';
import type { PropertyCard } from '@abode/shared/schemas/properties';
import type { Project } from '@abode/shared/schemas/projects';

// The card fields every page cuts from the API's listings and projects (search results, the
// owner's own lists): one mapping here, since features may not import each other.

/** "Sharjah" / "Khor Fakkan, Sharjah": city and state, once when they are the same. */
export function cityStateLine(place: { city: string; state: string }): string {
  return [...new Set([place.city, place.state].filter(Boolean))].join(', ');
}

export interface PropertyCardFields {
  id: number;
  slugId: string;
  title: string;
  image: string;
  placeholder: string;
  price: number;
  currencyCode: string;
  type: PropertyType;
  rentDuration: RentDuration;
}

type PropertyCardSource = Pick<
  PropertyCard,
  'id' | 'slug_id' | 'translated_title' | 'title' | 'title_image' | 'title_image_hash' | 'price' | 'currency_code' | 'property_type' | 'rentduration'
>;

export function propertyCardFields(property: PropertyCardSource): PropertyCardFields {
  return {
    id: property.id,
    slugId: property.slug_id,
    title: property.translated_title || property.title,
    image: property.title_image,
    placeholder: property.title_image_hash,
    price: property.price,
    currencyCode: property.currency_code,
    type: property.property_type,
    rentDuration: property.rentduration,
  };
}

export interface ProjectCardFields {
  id: number;
  slugId: string;
  title: string;
  image: string;
  placeholder: string;
  /** under_construction | upcoming, or another stage the admin named */
  stage: string;
  place: string;
}

type ProjectCardSource = Pick<Project, 'id' | 'slug_id' | 'translated_title' | 'title' | 'image' | 'image_hash' | 'type' | 'city' | 'state'>;

export function projectCardFields(project: ProjectCardSource): ProjectCardFields {
  return {
    id: project.id,
    slugId: project.slug_id,
    title: project.translated_title || project.title,
    image: project.image,
    placeholder: project.image_hash,
    stage: project.type,
    place: cityStateLine(project),
  };
}
