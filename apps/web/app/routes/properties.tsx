import { useTranslation } from '~/lib/translation';
import { paths } from '~/config/paths';
import { PROPERTIES_PAGE_SIZE, promotedStripQuery, propertySearchQuery } from '~/features/properties/api';
import { ActiveFilters } from '~/features/properties/components/active-filters';
import { FilterPanel } from '~/features/properties/components/filter-panel';
import { PromotedStrip } from '~/features/properties/components/promoted-strip';
import { PropertyGrid } from '~/features/properties/components/property-grid';
import { SearchResults } from '~/features/properties/components/search-results';
import { FiltersButton, SearchHeader, SortSelect } from '~/features/properties/components/search-toolbar';
import { searchHeading, searchMetaBasis } from '~/features/properties/heading';
import { parseListSearch } from '~/features/properties/list-search';
import { loadFilterOptions } from '~/features/properties/search-page';
import { useSearchPage } from '~/features/properties/use-search-page';
import type { ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { useFormatters } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/properties';

async function load(api: ApiClient, url: URL) {
  // The list ignores a map box: it shows everything the filters find.
  const search = { ...parseListSearch(url.searchParams), map: undefined };
  // The promoted strip heads the first page only; a failure leaves it out, not the page.
  const [list, filters, promoted] = await Promise.all([
    api.load(propertySearchQuery(search)).catch(() => null),
    loadFilterOptions(api, search),
    search.page === 1 ? api.load(promotedStripQuery(search)).catch(() => []) : [],
  ]);
  return { search, list, promoted, ...filters };
}

export const loader = ({ request, context }: Route.LoaderArgs) => load(serverApi(request, context), new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(browserApi(), new URL(request.url));

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const { root, t, search, heading: title } = searchMetaBasis(matches, loaderData);
  return pageMeta(root, {
    title: search.page > 1 ? t('meta.titleWithPage', { title, page: search.page }) : title,
    description: t('properties.metaDescription', { title }),
    path: `${location.pathname}${location.search}`,
  });
};

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { search, list, options, facets, promoted } = loaderData;
  const path = paths.properties();
  const { pending, openDrawer, drawer } = useSearchPage(path);
  const heading = searchHeading((key, values) => t(key, values), search, options.categories);
  const total = list?.total ?? 0;
  const first = (search.page - 1) * PROPERTIES_PAGE_SIZE + 1;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <SearchHeader
        view="list"
        search={search}
        heading={heading}
        summary={
          list === null
            ? null
            : total > 0
              ? t('properties.showing', { from: format.number(first), to: format.number(first + list.items.length - 1), total: format.number(total), count: total })
              : t('properties.noneFound')
        }
      />

      <div className="mt-4">
        <ActiveFilters path={path} search={search} options={options} />
      </div>

      <div className="mt-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
        <aside aria-label={t('listSearch.filters')}>
          <FilterPanel action={path} search={search} options={options} facets={facets} total={total} {...drawer} />
        </aside>

        <div className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <FiltersButton search={search} onOpen={openDrawer} className="lg:hidden" />
            <SortSelect path={path} search={search} />
          </div>
          <div className={`mt-6 transition-opacity ${pending ? 'pointer-events-none opacity-50' : ''}`}>
            {/* paid placements in a region of their own, apart from the results and their order */}
            <PromotedStrip listings={promoted} priorityFirst />
            <section id="results" aria-label={t('listSearch.results')} aria-busy={pending} className="scroll-mt-24">
              <SearchResults list={list} path={path} search={search} options={options} pageSize={PROPERTIES_PAGE_SIZE}>
                {(found) => <PropertyGrid listings={found.items} priorityFirst={promoted.length === 0} columns="sm:grid-cols-2 xl:grid-cols-3" />}
              </SearchResults>
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}
