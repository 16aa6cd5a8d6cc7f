import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { Pagination } from '~/components/pagination';
import { paths } from '~/config/paths';
import { filterCategoriesQuery, filterCitiesQuery, PROPERTIES_PAGE_SIZE, propertyListQuery } from '~/features/properties/api';
import { ListingFilters } from '~/features/properties/components/listing-filters';
import { listingHeading } from '~/features/properties/heading';
import { parseListSearch } from '~/features/properties/list-search';
import { PropertyGrid } from '~/features/properties/components/property-grid';
import type { ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { useFormatters } from '~/lib/format';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount } from '~/lib/paging';
import type { Route } from './+types/properties';

async function load(api: ApiClient, url: URL) {
  const search = parseListSearch(url.searchParams);
  const [list, categories, cities] = await Promise.all([
    api.load(propertyListQuery({ type: search.type, categorySlug: search.category, city: search.city, page: search.page })),
    api.load(filterCategoriesQuery),
    api.load(filterCitiesQuery),
  ]);
  return { search, list, categories, cities };
}

export const loader = ({ request, context }: Route.LoaderArgs) => load(serverApi(request, context), new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(browserApi(), new URL(request.url));

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  const search = loaderData?.search ?? { page: 1 };
  const category = loaderData?.categories.find((c) => c.slug_id === search.category);
  const title = listingHeading(t, search, category?.translated_name || category?.category);
  return pageMeta(root, {
    title: search.page > 1 ? t('meta.titleWithPage', { title, page: search.page }) : title,
    description: t('properties.metaDescription', { title }),
    path: `${location.pathname}${location.search}`,
  });
};

const TAB = 'inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold transition';

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { search, list, categories, cities } = loaderData;
  const category = categories.find((c) => c.slug_id === search.category);
  const heading = listingHeading((key, values) => t(key, values), search, category?.translated_name || category?.category);
  const first = (search.page - 1) * PROPERTIES_PAGE_SIZE + 1;
  const tabs = [
    { type: undefined, label: t('filters.anyPurpose') },
    { type: 'sell' as const, label: t('nav.forSale') },
    { type: 'rent' as const, label: t('nav.forRent') },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-6 border-b border-slate-200 pb-8">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
          <p className="mt-2 text-slate-600" aria-live="polite">
            {list.total > 0
              ? t('properties.showing', {
                  from: format.number(first),
                  to: format.number(first + list.items.length - 1),
                  total: format.number(list.total),
                  count: list.total,
                })
              : t('properties.noneFound')}
          </p>
        </div>
        <nav aria-label={t('filters.purpose')}>
          <ul className="flex flex-wrap gap-2">
            {tabs.map((tab) => {
              const active = tab.type === search.type;
              return (
                <li key={tab.label}>
                  <Link
                    to={paths.properties({ ...search, type: tab.type, page: 1 })}
                    aria-current={active ? 'page' : undefined}
                    className={`${TAB} ${active ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
                  >
                    {tab.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <ListingFilters key={`${search.type}-${search.category}-${search.city}`} categories={categories} cities={cities} values={search} layout="bar" />
      </div>

      {list.items.length > 0 ? (
        <div className="mt-8">
          <PropertyGrid listings={list.items} priorityFirst />
          <Pagination page={search.page} pageCount={pageCount(list.total, PROPERTIES_PAGE_SIZE)} hrefFor={(page) => paths.properties({ ...search, page })} />
        </div>
      ) : (
        <div className="mt-12">
          <EmptyState
            title={t('properties.emptyTitle')}
            text={t('properties.emptyText')}
            action={
              <ButtonLink to={paths.properties()} variant="secondary">
                {t('properties.clearFilters')}
              </ButtonLink>
            }
          />
        </div>
      )}
    </div>
  );
}
