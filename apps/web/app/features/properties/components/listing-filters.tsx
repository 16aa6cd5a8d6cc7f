import { useTranslation } from '~/lib/translation';
import { Form } from 'react-router';
import type { Category } from '@abode/shared/schemas/categories';
import type { CityCount } from '@abode/shared/schemas/cities';
import { buttonClasses } from '~/components/button';
import { SearchIcon } from '~/components/icons';
import { paths } from '~/config/paths';

interface ListingFiltersProps {
  categories: Pick<Category, 'id' | 'slug_id' | 'category' | 'translated_name'>[];
  cities: CityCount[];
}

const FIELD = 'flex min-w-0 flex-1 flex-col gap-1';
const LABEL = 'text-xs font-semibold tracking-wide text-slate-600 uppercase';
const CONTROL =
  'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 shadow-sm hover:border-slate-400 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The home page's search box: keywords, purpose, category and city, as a plain GET form to the
 * list page (its parameter names are those of features/properties/list-search.ts), so it works
 * without JavaScript too. The list page has the full filter panel.
 */
export function ListingFilters({ categories, cities }: ListingFiltersProps) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      action={paths.properties()}
      role="search"
      aria-label={t('filters.label')}
      className="grid grid-cols-2 gap-3 rounded-3xl bg-white p-4 shadow-2xl ring-1 shadow-slate-900/10 ring-slate-200 sm:gap-4 sm:p-6 lg:flex lg:items-end"
    >
      <div className={`${FIELD} col-span-2 lg:flex-[1.4]`}>
        <label htmlFor="home-q" className={LABEL}>
          {t('listSearch.keywords')}
        </label>
        <input id="home-q" type="search" name="q" maxLength={100} placeholder={t('listSearch.keywordsHint')} className={CONTROL} />
      </div>
      <div className={FIELD}>
        <label htmlFor="home-type" className={LABEL}>
          {t('filters.purpose')}
        </label>
        <select id="home-type" name="type" defaultValue="" className={CONTROL}>
          <option value="">{t('filters.anyPurpose')}</option>
          <option value="sell">{t('nav.forSale')}</option>
          <option value="rent">{t('nav.forRent')}</option>
        </select>
      </div>
      <div className={FIELD}>
        <label htmlFor="home-category" className={LABEL}>
          {t('filters.category')}
        </label>
        <select id="home-category" name="category" defaultValue="" className={CONTROL}>
          <option value="">{t('filters.anyCategory')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.slug_id}>
              {category.translated_name || category.category}
            </option>
          ))}
        </select>
      </div>
      <div className={`${FIELD} col-span-2 lg:col-span-1`}>
        <label htmlFor="home-city" className={LABEL}>
          {t('filters.city')}
        </label>
        <select id="home-city" name="city" defaultValue="" className={CONTROL}>
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
