import type { Category } from '@abode/shared/schemas/categories';
import type { Project } from '@abode/shared/schemas/projects';
import type { ApiClient } from '~/lib/api-client';

/** The categories a project can be filed under, by their name in the visitor's language. */
export async function fetchProjectCategories(api: ApiClient): Promise<{ id: number; name: string }[]> {
  const { data } = await api.get<Category[]>('get_categories', { limit: 100 });
  return data.map((c) => ({ id: c.id, name: c.translated_name || c.category }));
}

/** One of the user's own projects by slug, or null (another user's slug answers like a missing one). */
export async function fetchOwnProject(api: ApiClient, slugId: string): Promise<Project | null> {
  const { data } = await api.get<Project[]>('get-added-projects', { slug_id: slugId, limit: 1 });
  return data[0] ?? null;
}

/** Whether the profile is complete enough to post listings (SPEC §5 gate). */
/** Whether the profile is complete, and whether the account posts as the site (the admin: the owner's gates are not its own). */
export async function fetchPoster(api: ApiClient): Promise<{ profileComplete: boolean; asSite: boolean }> {
  const { data } = await api.get<{ is_profile_complete?: boolean; role?: string }>('get-user-data');
  return { profileComplete: data.is_profile_complete === true, asSite: data.role === 'admin' };
}
