import type { Category } from '@abode/shared/schemas/categories';
import type { CityCount } from '@abode/shared/schemas/cities';
import type { Property, PropertyCard } from '@abode/shared/schemas/properties';
import type { ApiClient, ApiQuery } from '~/lib/api-client';
import type { ListingType } from '~/config/paths';
import { toListingCard, type ListingCard } from './cards';

export const PROPERTIES_PAGE_SIZE = 12;

export interface PropertyListFilters {
  type?: ListingType | undefined;
  categorySlug?: string | undefined;
  city?: string | undefined;
  page: number;
  pageSize?: number;
}

export interface PropertyPage {
  items: ListingCard[];
  total: number;
}

/** get-property-list: approved, active listings, newest first. */
export function propertyListQuery(filters: PropertyListFilters): ApiQuery<PropertyPage> {
  return {
    key: ['properties', 'list', filters],
    fetch: async (api) => {
      const pageSize = filters.pageSize ?? PROPERTIES_PAGE_SIZE;
      const response = await api.get<PropertyCard[]>('get-property-list', {
        property_type: filters.type,
        category_slug_id: filters.categorySlug,
        city: filters.city,
        offset: (filters.page - 1) * pageSize,
        limit: pageSize,
      });
      return { items: response.data.map(toListingCard), total: response.total ?? response.data.length };
    },
  };
}

/** get_property by slug: the full listing, or null when there is none (the API answers []). */
export function propertyQuery(slugId: string): ApiQuery<Property | null> {
  return {
    key: ['properties', 'detail', slugId],
    fetch: async (api) => (await api.get<Property[]>('get_property', { slug_id: slugId })).data[0] ?? null,
  };
}

/** URLs of listings for the sitemap, newest first. */
export async function fetchPropertySlugs(api: ApiClient, limit: number): Promise<{ slug_id: string; created_at: string }[]> {
  const response = await api.get<PropertyCard[]>('get-property-list', { offset: 0, limit });
  return response.data.map(({ slug_id, created_at }) => ({ slug_id, created_at }));
}

/** Categories that have listings, for the listing filters. */
export const filterCategoriesQuery: ApiQuery<Category[]> = {
  key: ['properties', 'filter-categories'],
  fetch: async (api) => (await api.get<Category[]>('get_categories', { has_property: 1, limit: 100 })).data,
};

/** Cities that have listings, most listings first. */
export const filterCitiesQuery: ApiQuery<CityCount[]> = {
  key: ['properties', 'filter-cities'],
  fetch: async (api) => (await api.get<CityCount[]>('get-cities-data', { limit: 100 })).data,
};
