import type { PropertyListSearch } from '~/config/paths';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "Villas for sale in Dubai", "Properties for rent", "Properties": the list page's title. */
export function listingHeading(t: Translate, search: PropertyListSearch, categoryName: string | undefined): string {
  const what = categoryName || t('properties.properties');
  const purpose = search.type ? t(`properties.purpose.${search.type}`, { what }) : what;
  return search.city ? t('properties.inCity', { what: purpose, city: search.city }) : purpose;
}
