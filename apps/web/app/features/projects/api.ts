import type { Project } from '@abode/shared/schemas/projects';
import type { ApiClient, ApiQuery } from '~/lib/api-client';
import { pageWindow } from '~/lib/paging';
import { toProjectCard, type ProjectCardData } from './cards';

export const PROJECTS_PAGE_SIZE = 9;

export function projectsPageQuery(page: number): ApiQuery<{ items: ProjectCardData[]; total: number }> {
  return {
    key: ['projects', 'page', page],
    fetch: async (api) => {
      const response = await api.get<Project[]>('get-projects', pageWindow(page, PROJECTS_PAGE_SIZE));
      return { items: response.data.map(toProjectCard), total: response.total ?? response.data.length };
    },
  };
}

/** URLs of approved projects for the sitemap. */
export async function fetchProjectSlugs(api: ApiClient, limit: number): Promise<{ slug_id: string; created_at: string }[]> {
  const response = await api.get<Project[]>('get-projects', { offset: 0, limit });
  return response.data.map(({ slug_id, created_at }) => ({ slug_id, created_at }));
}
