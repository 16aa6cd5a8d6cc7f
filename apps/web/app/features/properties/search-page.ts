import type { Category } from '@abode/shared/schemas/categories';
import type { CityCount } from '@abode/shared/schemas/cities';
import type { FilterFacility } from '@abode/shared/schemas/facilities';
import type { PropertyFacets } from '@abode/shared/schemas/search';
import type { ApiClient } from '~/lib/api-client';
import { filterCategoriesQuery, filterCitiesQuery, filterFacilitiesQuery, propertyFacetsQuery } from './api';
import type { ListSearch } from './list-search';

/** The choices of the filter panel (list and map pages). */
export interface FilterOptions {
  categories: Category[];
  cities: CityCount[];
  facilities: FilterFacility[];
}

/**
 * The panel's choices and the counts beside them. Counts are a help, not the page: when the facets
 * call fails the panel simply shows no numbers.
 */
export async function loadFilterOptions(api: ApiClient, search: ListSearch): Promise<{ options: FilterOptions; facets: PropertyFacets | null }> {
  const [categories, cities, facilities, facets] = await Promise.all([
    api.load(filterCategoriesQuery),
    api.load(filterCitiesQuery),
    api.load(filterFacilitiesQuery),
    api.load(propertyFacetsQuery(search)).catch(() => null),
  ]);
  return { options: { categories, cities, facilities }, facets };
}

/** A category's name in the page's language. */
export const categoryName = (category: Pick<Category, 'category' | 'translated_name'>) => category.translated_name || category.category;

/** Parameters a visitor can filter by: those with a fixed list of options. */
export function filterableParameters(category: Category | undefined) {
  return (category?.parameter_types ?? []).filter((parameter) => parameter.type_values.length > 0);
}
