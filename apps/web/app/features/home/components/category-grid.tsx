import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import type { HomepageCategory } from '@abode/shared/schemas/homepage';
import { paths } from '~/config/paths';
import { useFormatters } from '~/lib/format';

/** Category tiles with their icon and how many listings each has. */
export function CategoryGrid({ categories }: { categories: HomepageCategory[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-8">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={paths.properties({ category: category.slug_id })}
            className="group flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg sm:flex-col sm:px-3 sm:py-5 sm:text-center"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 ring-1 ring-brand-100 transition group-hover:bg-brand-100 sm:size-14 sm:rounded-2xl">
              {category.image ? <img src={category.image} alt="" width={30} height={30} className="size-6 sm:size-[30px]" loading="lazy" /> : null}
            </span>
            <span className="flex min-w-0 flex-col gap-0.5 sm:items-center sm:gap-1.5">
              <span className="truncate text-sm font-semibold text-slate-900">{category.translated_name || category.category}</span>
              <span className="text-xs text-slate-600">{t('home.listingCount', { count: category.properties_count, formatted: format.number(category.properties_count) })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
