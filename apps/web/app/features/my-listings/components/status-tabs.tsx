import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';

interface StatusTabsProps<T extends string> {
  tabs: readonly T[];
  current: T;
  hrefFor: (tab: T) => string;
}

/** Filters by status, as links (the URL holds the filter: shareable, back button works). */
export function StatusTabs<T extends string>({ tabs, current, hrefFor }: StatusTabsProps<T>) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('myListings.filterLabel')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1.5">
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              to={hrefFor(tab)}
              aria-current={tab === current ? 'page' : undefined}
              className={`inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold ${
                tab === current ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'
              }`}
            >
              {t(`myListings.tab.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
