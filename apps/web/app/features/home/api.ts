import type { HomepageData } from '@abode/shared/schemas/homepage';
import type { ApiQuery } from '~/lib/api-client';

/** homepage-data in its fixed-key shape: sliders, categories, listing sections, projects, articles, agents. */
export const homepageQuery: ApiQuery<HomepageData> = {
  key: ['homepage'],
  fetch: async (api) => (await api.get<HomepageData>('homepage-data')).data,
};
