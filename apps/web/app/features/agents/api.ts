import type { Agent } from '@abode/shared/schemas/agents';
import type { ApiQuery } from '~/lib/api-client';
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
