import type { Category } from '@abode/shared/schemas/categories';
import type { FilterFacility } from '@abode/shared/schemas/facilities';
import type { PropertyFacets, SearchPlaces } from '@abode/shared/schemas/search';
import { isBuiltArea, parameterKind } from '@abode/shared/search/parameter-kinds';
import type { ApiClient } from '~/lib/api-client';
import { filterCategoriesQuery, filterFacilitiesQuery, propertyFacetsQuery, searchPlacesQuery } from './api';
import type { ListSearch } from './list-search';

/** The choices of the filter panel (list and map pages). */
export interface FilterOptions {
  categories: Category[];
  /** States with open listings, and the cities of the chosen state (all cities without one). */
  places: SearchPlaces;
  facilities: FilterFacility[];
}

/**
 * The panel's choices and the counts beside them. Counts are a help, not the page: when the facets
 * call fails the panel simply shows no numbers.
 */
export async function loadFilterOptions(api: ApiClient, search: ListSearch): Promise<{ options: FilterOptions; facets: PropertyFacets | null }> {
  const [categories, places, facilities, facets] = await Promise.all([
    api.load(filterCategoriesQuery),
    api.load(searchPlacesQuery(search.state)).catch(() => NO_PLACES),
    api.load(filterFacilitiesQuery),
    api.load(propertyFacetsQuery(search)).catch(() => null),
  ]);
  return { options: { categories, places, facilities }, facets };
}

/** A category's name in the page's language. */
export const categoryName = (category: Pick<Category, 'category' | 'translated_name'>) => category.translated_name || category.category;

const NO_PLACES: SearchPlaces = { states: [], cities: [] };

/** Parameters with one choice among fixed options (dropdowns and radio buttons): each is a filter of its own. */
export function filterableParameters(category: Category | undefined) {
  return (category?.parameter_types ?? []).filter(
    (parameter) => (parameter.type_of_parameter === 'dropdown' || parameter.type_of_parameter === 'radiobutton') && parameter.type_values.length > 0,
  );
}

/**
 * Which fact filters fit: rooms and area when the chosen category has such parameters, or, with
 * no category chosen, when any has them (the search finds the parameters by their names too).
 */
export function factFilters(categories: readonly Category[], slug: string | undefined) {
  const chosen = categories.find((category) => category.slug_id === slug);
  const names = (chosen ? [chosen] : categories).flatMap((category) => category.parameter_types.map((parameter) => parameter.name));
  return {
    bedrooms: names.some((name) => parameterKind(name) === 'bedrooms'),
    bathrooms: names.some((name) => parameterKind(name) === 'bathrooms'),
    area: names.some(isBuiltArea),
  };
}
