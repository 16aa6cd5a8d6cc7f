import type { Category } from '@abode/shared/schemas/categories';
import type { PropertyListSearch } from '~/config/paths';
import { metaTranslator, rootDataOf } from '~/lib/meta';
import { categoryName, type FilterOptions } from './search-page';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "Villas for sale in Dubai", "Properties for rent", "Properties": the list page's title. */
function listingHeading(t: Translate, search: PropertyListSearch, categoryName: string | undefined): string {
  const what = categoryName || t('properties.properties');
  const purpose = search.type ? t(`properties.purpose.${search.type}`, { what }) : what;
  return search.city ? t('properties.inCity', { what: purpose, city: search.city }) : purpose;
}

/** The heading of a list or map search, its category (a slug in the URL) named among the filter panel's. */
export function searchHeading(t: Translate, search: PropertyListSearch, categories: readonly Category[] | undefined): string {
  const category = categories?.find((c) => c.slug_id === search.category);
  return listingHeading(t, search, category && categoryName(category));
}

/**
 * What the meta of the list and map pages starts from: the root data, its translator, the search
 * (page 1 when the loader failed) and its heading.
 */
export function searchMetaBasis<S extends PropertyListSearch & { page: number }>(
  matches: readonly unknown[],
  loaderData: { search: S; options: FilterOptions } | undefined,
) {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  const search = loaderData?.search ?? { page: 1 };
  return { root, t, search, heading: searchHeading(t, search, loaderData?.options.categories) };
}
