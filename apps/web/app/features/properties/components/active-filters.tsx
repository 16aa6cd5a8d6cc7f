import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { CloseIcon } from '~/components/icons';
import { useFormatters } from '~/lib/format';
import { activeFilters, listSearchHref, withoutFilter, withoutFilters, type FilterKey, type ListSearch } from '../list-search';
import { categoryName, type FilterOptions } from '../search-page';
import { useAreaUnit, useRoomLabel } from './filter-fields';
import { usePostedSinceLabels } from './filter-panel';

/** What each chosen filter reads as ("For rent", "Villa", "Up to AED 2M", "Near School, Metro"). */
export function useFilterLabels(search: ListSearch, options: FilterOptions): Record<FilterKey, string> {
  const { t } = useTranslation();
  const format = useFormatters();
  const posted = usePostedSinceLabels();
  const category = options.categories.find((c) => c.slug_id === search.category);
  const roomLabel = useRoomLabel();
  const { symbol } = useAreaUnit();
  const parameterNames = (search.parameters ?? []).map(({ id, value }) => {
    const parameter = category?.parameter_types.find((p) => p.id === id);
    return parameter ? `${parameter.translated_name || parameter.name}: ${value}` : value;
  });
  const area = (value: number) => format.number(value);
  const areaLabel =
    search.minArea !== undefined && search.maxArea !== undefined
      ? t('listSearch.chip.areaBetween', { min: area(search.minArea), max: area(search.maxArea), unit: symbol })
      : search.minArea !== undefined
        ? t('listSearch.chip.areaFrom', { min: area(search.minArea), unit: symbol })
        : t('listSearch.chip.areaTo', { max: area(search.maxArea ?? 0), unit: symbol });
  const facilityNames = (search.facilities ?? []).map((id) => {
    const facility = options.facilities.find((f) => f.id === id);
    return facility ? facility.translated_name || facility.name : `#${id}`;
  });
  const price = (amount: number) => format.price(amount);
  const priceLabel =
    search.minPrice !== undefined && search.maxPrice !== undefined
      ? t('listSearch.chip.priceBetween', { min: price(search.minPrice), max: price(search.maxPrice) })
      : search.minPrice !== undefined
        ? t('listSearch.chip.priceFrom', { min: price(search.minPrice) })
        : t('listSearch.chip.priceTo', { max: price(search.maxPrice ?? 0) });
  const near = t('listSearch.chip.near', { places: facilityNames.join(', ') });
  return {
    q: t('listSearch.chip.text', { text: search.q ?? '' }),
    type: search.type === 'rent' ? t('nav.forRent') : t('nav.forSale'),
    category: category ? categoryName(category) : (search.category ?? ''),
    beds: search.beds ? t('listSearch.chip.beds', { value: roomLabel(search.beds) }) : '',
    baths: search.baths ? t('listSearch.chip.baths', { value: roomLabel(search.baths) }) : '',
    area: areaLabel,
    parameters: parameterNames.join(', '),
    price: priceLabel,
    posted: search.posted ? posted[search.posted] : '',
    city: search.city ?? '',
    state: search.state ?? '',
    country: search.country ?? '',
    facilities: search.distance ? t('listSearch.chip.nearWithin', { places: near, km: format.number(search.distance) }) : near,
    closed: t('listSearch.closed'),
  };
}

/** The chosen filters as chips that remove themselves, and "Clear all". */
export function ActiveFilters({ path, search, options }: { path: string; search: ListSearch; options: FilterOptions }) {
  const { t } = useTranslation();
  const labels = useFilterLabels(search, options);
  const keys = activeFilters(search);
  if (keys.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={t('listSearch.activeFilters')} role="group">
      {keys.map((key) => (
        <Link
          key={key}
          to={listSearchHref(path, withoutFilter(search, key))}
          preventScrollReset
          aria-label={t('listSearch.removeFilter', { filter: labels[key] })}
          className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full bg-brand-50 py-1 ps-3 pe-2 text-sm font-medium text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
        >
          <span className="truncate">{labels[key]}</span>
          <CloseIcon size={14} />
        </Link>
      ))}
      <Link
        to={listSearchHref(path, withoutFilters(search))}
        preventScrollReset
        className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-slate-700 underline-offset-2 hover:underline"
      >
        {t('listSearch.clearAll')}
      </Link>
    </div>
  );
}
