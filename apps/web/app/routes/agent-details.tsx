import { useTranslation } from '~/lib/translation';
import { data, Link } from 'react-router';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { EmptyState } from '~/components/empty-state';
import { Pagination } from '~/components/pagination';
import { paths } from '~/config/paths';
import { AGENT_LISTINGS_PAGE_SIZE, agentDetailQuery, type AgentTab } from '~/features/agents/api';
import { AgentProfileHeader } from '~/features/agents/components/agent-profile';
import { BlockSwitch } from '~/features/engagement/components/block-switch';
import { useSite } from '~/lib/site-context';
import { toProjectCard } from '~/features/projects/cards';
import { ProjectCard } from '~/features/projects/components/project-card';
import { toListingCard } from '~/features/properties/cards';
import { PropertyGrid } from '~/features/properties/components/property-grid';
import { ApiRequestError, type ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf } from '~/lib/paging';
import type { Route } from './+types/agent-details';

const tabOf = (url: URL): AgentTab => (url.searchParams.get('tab') === 'projects' ? 'projects' : 'properties');

async function load(api: ApiClient, slugId: string, url: URL) {
  const tab = tabOf(url);
  const page = pageOf(url);
  try {
    const { answer, total } = await api.load(agentDetailQuery(slugId, tab, page));
    return {
      tab,
      page,
      total,
      profile: answer.customer_data,
      listings: answer.properties_data.map(toListingCard),
      projects: answer.projects_data.map(toProjectCard),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const loader = ({ request, context, params }: Route.LoaderArgs) => load(serverApi(request, context), params.slug, new URL(request.url));
export const clientLoader = ({ request, params }: Route.ClientLoaderArgs) => load(browserApi(), params.slug, new URL(request.url));

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!loaderData) return [];
  const t = metaTranslator(root?.translations);
  const { profile } = loaderData;
  const name = profile.is_admin ? root?.settings.company_name || profile.name : profile.name;
  return pageMeta(root, {
    title: name,
    description: profile.about_me || t('agentDetail.metaDescription', { name }),
    image: profile.profile || undefined,
    path: paths.agent(profile.slug_id),
    type: 'website',
  });
};

/** The agent page's URL for a tab and page (page 1 and the properties tab have no parameter). */
function tabHref(slugId: string, tab: AgentTab, page = 1): string {
  const params = new URLSearchParams();
  if (tab === 'projects') params.set('tab', 'projects');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${paths.agent(slugId)}${query ? `?${query}` : ''}`;
}

export default function AgentDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile, tab, page, total, listings, projects } = loaderData;
  const { user } = useSite();
  const tabs: { id: AgentTab; label: string; count: number }[] = [
    { id: 'properties', label: t('agentDetail.tabProperties'), count: profile.property_count },
    { id: 'projects', label: t('agentDetail.tabProjects'), count: profile.projects_count },
  ];
  const empty = tab === 'projects' ? projects.length === 0 : listings.length === 0;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
      <Breadcrumbs links={[{ label: t('nav.agents'), to: paths.agents }]} current={profile.is_admin ? t('agentDetail.company') : profile.name} />
      <div className="mt-5">
        <AgentProfileHeader agent={profile} />
      </div>
      {user && !profile.is_admin && profile.id !== user.id ? (
        <div className="mt-4">
          <BlockSwitch userId={profile.id} profilePath={paths.agent(profile.slug_id)} blocked={profile.is_blocked_by_me === 1} />
        </div>
      ) : null}

      <section aria-labelledby="agent-listings-title" className="mt-10">
        <h2 id="agent-listings-title" className="sr-only">
          {t('agentDetail.listingsTitle')}
        </h2>
        {/* Links, not buttons: each tab is its own URL, server-rendered and shareable. */}
        <nav aria-label={t('agentDetail.listingsTitle')} className="flex gap-2 border-b border-slate-200">
          {tabs.map((item) => (
            <Link
              key={item.id}
              to={tabHref(profile.slug_id, item.id)}
              aria-current={item.id === tab ? 'page' : undefined}
              preventScrollReset
              className={`-mb-px inline-flex h-12 items-center gap-2 border-b-2 px-4 text-sm font-semibold ${
                item.id === tab ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {item.label}
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{item.count}</span>
            </Link>
          ))}
        </nav>
        <div className="mt-8">
          {empty ? (
            <EmptyState
              title={tab === 'projects' ? t('agentDetail.noProjectsTitle') : t('agentDetail.noListingsTitle')}
              text={tab === 'projects' ? t('agentDetail.noProjectsText') : t('agentDetail.noListingsText')}
            />
          ) : tab === 'projects' ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          ) : (
            <PropertyGrid listings={listings} />
          )}
          <Pagination page={page} pageCount={pageCount(total, AGENT_LISTINGS_PAGE_SIZE)} hrefFor={(p) => tabHref(profile.slug_id, tab, p)} />
        </div>
      </section>
    </div>
  );
}
