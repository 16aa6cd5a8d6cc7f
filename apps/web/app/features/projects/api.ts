import type { Project } from '@abode/shared/schemas/projects';
import type { ApiClient } from '~/lib/api-client';

/** URLs of approved projects for the sitemap. */
export async function fetchProjectSlugs(api: ApiClient, limit: number): Promise<{ slug_id: string; created_at: string }[]> {
  const response = await api.get<Project[]>('get-projects', { offset: 0, limit });
  return response.data.map(({ slug_id, created_at }) => ({ slug_id, created_at }));
}
