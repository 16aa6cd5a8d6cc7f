import type { Project, ProjectDetail } from '@abode/shared/schemas/projects';
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
export async function fetchProjectSlugs(api: ApiClient, window: { offset: number; limit: number }): Promise<{ items: { slug_id: string; created_at: string }[]; total: number }> {
  const response = await api.get<Project[]>('get-projects', { ...window });
  return { items: response.data.map(({ slug_id, created_at }) => ({ slug_id, created_at })), total: response.total ?? response.data.length };
}

/** What the project page shows: the project and similar ones as cards. */
export interface ProjectDetailData {
  project: ProjectDetail;
  similar: ProjectCardData[];
}

/** get-project-detail (needs a login and the project_access package feature; the API answers 401 / 403 otherwise). */
export function projectDetailQuery(slugId: string): ApiQuery<ProjectDetailData> {
  return {
    key: ['projects', 'detail', slugId],
    fetch: async (api) => {
      const response = await api.get<ProjectDetail>('get-project-detail', { slug_id: slugId, get_similar: 1 });
      const similar = (response as { similar_projects?: Project[] }).similar_projects ?? [];
      return { project: response.data, similar: similar.map(toProjectCard) };
    },
  };
}

/** The public summary of a project (get-projects by slug), shown behind the lock; null when there is none. */
export function projectTeaserQuery(slugId: string): ApiQuery<Project | null> {
  return {
    key: ['projects', 'teaser', slugId],
    fetch: async (api) => (await api.get<Project[]>('get-projects', { slug_id: slugId, limit: 1 })).data[0] ?? null,
  };
}
