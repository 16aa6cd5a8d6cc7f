import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { Form } from 'react-router';
import type { Category } from '@abode/shared/schemas/categories';
import type { CityCount } from '@abode/shared/schemas/cities';
import { buttonClasses } from '~/components/button';
import { SearchIcon } from '~/components/icons';
import { paths } from '~/config/paths';
import { SearchSuggestBox } from '~/components/search-suggest-box';

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
        <SearchSuggestBox id="home-q" name="q" maxLength={100} placeholder={t('listSearch.keywordsHint')} className={CONTROL} />
      </div>
      <SelectField id="home-type" name="type" label={t('filters.purpose')} anyLabel={t('filters.anyPurpose')}>
        <option value="sell">{t('nav.forSale')}</option>
        <option value="rent">{t('nav.forRent')}</option>
      </SelectField>
      <SelectField id="home-category" name="category" label={t('filters.category')} anyLabel={t('filters.anyCategory')}>
        {categories.map((category) => (
          <option key={category.id} value={category.slug_id}>
            {category.translated_name || category.category}
          </option>
        ))}
      </SelectField>
      <SelectField id="home-city" name="city" label={t('filters.city')} anyLabel={t('filters.anyCity')} className="col-span-2 lg:col-span-1">
        {cities.map((city) => (
          <option key={city.City} value={city.City}>
            {city.City}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClasses({ size: 'lg', className: 'col-span-2 h-11 lg:px-8' })}>
        <SearchIcon size={18} />
        {t('filters.search')}
      </button>
    </Form>
  );
}

/** A labelled choice of the search box whose first option, "any", leaves the filter out. */
function SelectField({ id, name, label, anyLabel, className = '', children }: { id: string; name: string; label: string; anyLabel: string; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={className ? `${FIELD} ${className}` : FIELD}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} name={name} defaultValue="" className={CONTROL}>
        <option value="">{anyLabel}</option>
        {children}
      </select>
    </div>
  );
}
