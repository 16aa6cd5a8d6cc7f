import type { Agent, AgentPropertiesAnswer } from '@abode/shared/schemas/agents';
import type { ApiClient, ApiQuery } from '~/lib/api-client';
import { pageWindow } from '~/lib/paging';

export const AGENTS_PAGE_SIZE = 12;

/** agent-list: the company's own entry first, then verified agents and those with most listings. */
export function agentsPageQuery(page: number): ApiQuery<{ items: Agent[]; total: number }> {
  return {
    key: ['agents', 'page', page],
    fetch: async (api) => {
      const response = await api.get<Agent[]>('agent-list', pageWindow(page, AGENTS_PAGE_SIZE));
      return { items: response.data, total: response.total ?? response.data.length };
    },
  };
}

/** A page of agent-list as profile slugs, for the sitemap (the company's entry answers at COMPANY_AGENT_SLUG). */
export async function fetchAgentSlugs(api: ApiClient, window: { offset: number; limit: number }): Promise<{ items: { slug_id: string }[]; total: number }> {
  const response = await api.get<Agent[]>('agent-list', window);
  return { items: response.data.map((agent) => ({ slug_id: agent.is_admin ? COMPANY_AGENT_SLUG : agent.slug_id })), total: response.total ?? response.data.length };
}

export const AGENT_LISTINGS_PAGE_SIZE = 12;
/** The company's own "agent" (agent-list's Admin entry): agent-properties with is_admin=1. */
export const COMPANY_AGENT_SLUG = 'admin';
export type AgentTab = 'properties' | 'projects';

/** agent-properties: the agent's profile and one page of their listings or projects. */
export function agentDetailQuery(slugId: string, tab: AgentTab, page: number): ApiQuery<{ answer: AgentPropertiesAnswer; total: number }> {
  return {
    key: ['agents', 'detail', slugId, tab, page],
    fetch: async (api) => {
      const who = slugId === COMPANY_AGENT_SLUG ? { is_admin: 1 } : { slug_id: slugId };
      const response = await api.get<AgentPropertiesAnswer>('agent-properties', {
        ...who,
        ...(tab === 'projects' ? { is_projects: 1 } : {}),
        ...pageWindow(page, AGENT_LISTINGS_PAGE_SIZE),
      });
      return { answer: response.data, total: response.total ?? 0 };
    },
  };
}
