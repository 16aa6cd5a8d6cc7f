import type { Category } from '@abode/shared/schemas/categories';
import type { CityCount } from '@abode/shared/schemas/cities';
import type { FilterFacility } from '@abode/shared/schemas/facilities';
import type { Property, PropertyCard } from '@abode/shared/schemas/properties';
import type { MapAnswer, PropertyFacets, SearchPlaces } from '@abode/shared/schemas/search';
import type { ApiClient, ApiQuery } from '~/lib/api-client';
import type { ListingType } from '~/config/paths';
import { toListingCard, type ListingCard } from './cards';
import { boundsParam, toApiFilters, type ListSearch, type ListSort, type MapView } from './list-search';

export const PROPERTIES_PAGE_SIZE = 12;

export interface PropertyListFilters {
  type?: ListingType | undefined;
  categorySlug?: string | undefined;
  city?: string | undefined;
  page: number;
  pageSize?: number;
  /** An order of the page's choosing (kept as chosen); without one the contract's, promotions first. */
  sort?: ListSort | undefined;
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
        sort_by: filters.sort,
        offset: (filters.page - 1) * pageSize,
        limit: pageSize,
      });
      return { items: response.data.map(toListingCard), total: response.total ?? response.data.length };
    },
  };
}

/** Similar listings the detail page shows: one desktop row (the API answers up to 10). */
export const SIMILAR_SHOWN = 4;

export interface PropertyDetail {
  property: Property;
  /** Same category, as cards (the API answers full listings; the page needs only the card). */
  similar: ListingCard[];
}

/** get_property by slug: the full listing and similar ones, or null when there is none (the API answers []). */
export function propertyQuery(slugId: string): ApiQuery<PropertyDetail | null> {
  return {
    key: ['properties', 'detail', slugId],
    fetch: async (api) => {
      const response = await api.get<Property[]>('get_property', { slug_id: slugId });
      const property = response.data[0];
      if (!property) return null;
      const similar = Array.isArray(response.similar_properties) ? (response.similar_properties as Property[]) : [];
      return { property, similar: similar.slice(0, SIMILAR_SHOWN).map(toListingCard) };
    },
  };
}

/** URLs of listings for the sitemap, newest first. */
export async function fetchPropertySlugs(api: ApiClient, window: { offset: number; limit: number }): Promise<{ items: { slug_id: string; created_at: string }[]; total: number }> {
  const response = await api.get<PropertyCard[]>('get-property-list', { ...window });
  return { items: response.data.map(({ slug_id, created_at }) => ({ slug_id, created_at })), total: response.total ?? response.data.length };
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

/** search-places: the states and cities that have open listings, with counts; the cities of `state` when one is chosen. */
export function searchPlacesQuery(state: string | undefined): ApiQuery<SearchPlaces> {
  return {
    key: ['properties', 'search-places', state?.toLowerCase() ?? null],
    fetch: async (api) => (await api.get<SearchPlaces>('search-places', { state })).data,
  };
}

/** get-property-list with every filter of the list page (or the map's box, for the list beside the map). */
export function propertySearchQuery(
  search: ListSearch,
  options: { pageSize?: number; inMapBox?: boolean } = {},
): ApiQuery<PropertyPage & { places: Record<number, { lat: number; lng: number }> }> {
  const pageSize = options.pageSize ?? PROPERTIES_PAGE_SIZE;
  const bounds = options.inMapBox && search.map ? boundsParam(search.map.box) : undefined;
  return {
    key: ['properties', 'search', search, pageSize, bounds],
    fetch: async (api) => {
      const response = await api.get<PropertyCard[]>('get-property-list', {
        ...toApiFilters(search),
        bounds,
        offset: (search.page - 1) * pageSize,
        limit: pageSize,
      });
      // Where each listing stands, so that the map beside the list can pick out the one a visitor points at.
      const places = Object.fromEntries(response.data.map((p) => [p.id, { lat: Number(p.latitude), lng: Number(p.longitude) }]));
      return { items: response.data.map(toListingCard), total: response.total ?? response.data.length, places };
    },
  };
}

/** Promoted listings in a list's own strip: at most this many, above the results. */
export const PROMOTED_STRIP_SIZE = 3;

/**
 * The running promotions among what the filters find, for the labelled strip above the results
 * (the results themselves keep the visitor's order, promotions in their place within it).
 */
export function promotedStripQuery(search: ListSearch): ApiQuery<ListingCard[]> {
  const filters = { ...toApiFilters({ ...search, page: 1 }), sort_by: undefined, promoted: 1, offset: 0, limit: PROMOTED_STRIP_SIZE };
  return {
    key: ['properties', 'promoted-strip', filters],
    fetch: async (api) => (await api.get<PropertyCard[]>('get-property-list', filters)).data.map(toListingCard),
  };
}

/** property-facets: how many listings each category and purpose would give under the other filters. */
export function propertyFacetsQuery(search: ListSearch): ApiQuery<PropertyFacets> {
  const filters = toApiFilters({ ...search, sort: undefined, page: 1 });
  return {
    key: ['properties', 'facets', filters],
    fetch: async (api) => (await api.get<PropertyFacets>('property-facets', filters)).data,
  };
}

/** The number of listings a filter state finds, read from its facets (a purpose's count, or all of them). */
export function facetTotal(facets: PropertyFacets, type: ListSearch['type']): number {
  return facets.property_types.reduce((sum, row) => (type === undefined || row.property_type === type ? sum + row.count : sum), 0);
}

/** Facilities that visible listings name, for the "near" filter. */
export const filterFacilitiesQuery: ApiQuery<FilterFacility[]> = {
  key: ['properties', 'filter-facilities'],
  fetch: async (api) => (await api.get<FilterFacility[]>('get-facilities-for-filter')).data,
};

/** get-properties-on-map: server clusters and single listings inside the map's box. */
export function propertiesOnMapQuery(search: ListSearch, view: MapView): ApiQuery<MapAnswer & { total: number }> {
  const { box, zoom } = view;
  const query = { ...toApiFilters({ ...search, sort: undefined, page: 1 }), bounds: boundsParam(box), zoom };
  return {
    key: ['properties', 'map', query],
    fetch: async (api) => {
      const response = await api.get<MapAnswer>('get-properties-on-map', query);
      return { ...response.data, total: response.total ?? response.data.points.length };
    },
  };
}

/** Where the first listings a filter state finds stand (to open the map around them). */
export function propertyCoordinatesQuery(search: ListSearch, limit = 100): ApiQuery<{ lat: number; lng: number }[]> {
  const filters = toApiFilters({ ...search, map: undefined, page: 1 });
  return {
    key: ['properties', 'coordinates', filters, limit],
    fetch: async (api) => {
      const response = await api.get<PropertyCard[]>('get-property-list', { ...filters, offset: 0, limit });
      return response.data.map((property) => ({ lat: Number(property.latitude), lng: Number(property.longitude) }));
    },
  };
}
