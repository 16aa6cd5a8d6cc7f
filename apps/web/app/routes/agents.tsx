import { useTranslation } from '~/lib/translation';
import { EmptyState } from '~/components/empty-state';
import { PageHeader } from '~/components/page-header';
import { Pagination } from '~/components/pagination';
import { pageHref, paths } from '~/config/paths';
import { AGENTS_PAGE_SIZE, agentsPageQuery } from '~/features/agents/api';
import { toAgentCard } from '~/features/agents/cards';
import { AgentCard } from '~/features/agents/components/agent-card';
import type { ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { loadPagedList, pagedListMeta } from '~/lib/paged-list';
import { pageCount } from '~/lib/paging';
import type { Route } from './+types/agents';

async function load(api: ApiClient, url: URL) {
  return loadPagedList(url, async (page) => {
    const { items, total } = await api.load(agentsPageQuery(page));
    return { agents: items.map(toAgentCard), total };
  });
}

export const loader = ({ request, context }: Route.LoaderArgs) => load(serverApi(request, context), new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(browserApi(), new URL(request.url));

export const meta: Route.MetaFunction = pagedListMeta((t) => ({ title: t('agents.title'), description: t('agents.lead') }));

export default function Agents({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, agents, total } = loaderData;
  return (
    <>
      <PageHeader title={t('agents.title')} lead={t('agents.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {agents.length === 0 ? (
          <EmptyState title={t('agents.emptyTitle')} text={t('agents.emptyText')} />
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-5 min-[360px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
              {agents.map((agent) => (
                <li key={`${agent.isCompany ? 'company' : 'agent'}-${agent.id}`} className="flex [&>article]:w-full">
                  <AgentCard agent={agent} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount(total, AGENTS_PAGE_SIZE)} hrefFor={(p) => pageHref(paths.agents, p)} />
          </>
        )}
      </div>
    </>
  );
}
