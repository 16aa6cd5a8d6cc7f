import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { Category } from '@abode/shared/schemas/categories';
import type { CityCount } from '@abode/shared/schemas/cities';
import { buttonClasses } from '~/components/button';
import { SearchIcon } from '~/components/icons';
import { paths, type PropertyListSearch } from '~/config/paths';

interface ListingFiltersProps {
  categories: Pick<Category, 'id' | 'slug_id' | 'category' | 'translated_name'>[];
  cities: CityCount[];
  /** Current filters (list page); empty on the home page. */
  values?: PropertyListSearch;
  /**
   * card: the home page's search box, purpose included.
   * bar: the list page's filter row; the page's tabs choose the purpose, the form carries it along.
   */
  layout?: 'card' | 'bar';
}

const FIELD = 'flex min-w-0 flex-1 flex-col gap-1';
const LABEL = 'text-xs font-semibold tracking-wide text-slate-600 uppercase';
const SELECT =
  'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 shadow-sm hover:border-slate-400 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600';

/** Purpose, category and city: a plain GET form to the list page, so it works without JavaScript too. */
export function ListingFilters({ categories, cities, values = {}, layout = 'card' }: ListingFiltersProps) {
  const { t } = useTranslation();
  const card = layout === 'card';
  return (
    <Form
      method="get"
      action={paths.properties()}
      role="search"
      aria-label={t('filters.label')}
      className={
        card
          ? 'grid grid-cols-2 gap-3 rounded-3xl bg-white p-4 shadow-2xl ring-1 shadow-slate-900/10 ring-slate-200 sm:gap-4 sm:p-6 lg:flex lg:items-end'
          : 'grid grid-cols-2 gap-3 sm:flex sm:items-end'
      }
    >
      {card ? (
        <div className={FIELD}>
          <label htmlFor={`${layout}-type`} className={LABEL}>
            {t('filters.purpose')}
          </label>
          <select id={`${layout}-type`} name="type" defaultValue={values.type ?? ''} className={SELECT}>
            <option value="">{t('filters.anyPurpose')}</option>
            <option value="sell">{t('nav.forSale')}</option>
            <option value="rent">{t('nav.forRent')}</option>
          </select>
        </div>
      ) : values.type ? (
        <input type="hidden" name="type" value={values.type} />
      ) : null}
      <div className={FIELD}>
        <label htmlFor={`${layout}-category`} className={LABEL}>
          {t('filters.category')}
        </label>
        <select id={`${layout}-category`} name="category" defaultValue={values.category ?? ''} className={SELECT}>
          <option value="">{t('filters.anyCategory')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.slug_id}>
              {category.translated_name || category.category}
            </option>
          ))}
        </select>
      </div>
      <div className={`${FIELD} ${card ? 'col-span-2' : ''}`}>
        <label htmlFor={`${layout}-city`} className={LABEL}>
          {t('filters.city')}
        </label>
        <select id={`${layout}-city`} name="city" defaultValue={values.city ?? ''} className={SELECT}>
          <option value="">{t('filters.anyCity')}</option>
          {cities.map((city) => (
            <option key={city.City} value={city.City}>
              {city.City}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses({ size: 'lg', className: 'col-span-2 h-11 lg:px-8' })}>
        <SearchIcon size={18} />
        {t('filters.search')}
      </button>
    </Form>
  );
}
