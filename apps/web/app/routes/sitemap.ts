import { paths } from '~/config/paths';
import { fetchAgentSlugs } from '~/features/agents/api';
import { fetchArticleSlugs } from '~/features/articles/api';
import { fetchProjectSlugs } from '~/features/projects/api';
import { fetchPropertySlugs } from '~/features/properties/api';
import { type SitemapSource, sitemapStream } from '~/features/sitemap/sitemap-stream';
import type { ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import type { Route } from './+types/sitemap';

const STATIC_PAGES = [
  paths.home,
  paths.properties(),
  paths.properties({ type: 'sell' }),
  paths.properties({ type: 'rent' }),
  paths.projects,
  paths.agents,
  paths.articles,
  paths.about,
  paths.contact,
  paths.faqs,
  paths.privacy,
  paths.terms,
];

type SlugFetcher = (api: ApiClient, window: { offset: number; limit: number }) => Promise<{ items: { slug_id: string; created_at?: string }[]; total: number }>;

function source(name: string, api: ApiClient, fetch: SlugFetcher, pathOf: (slugId: string) => string): SitemapSource {
  return {
    name,
    page: async (window) => {
      const { items, total } = await fetch(api, window);
      return { entries: items.map((item) => ({ path: pathOf(item.slug_id), lastModified: item.created_at })), total };
    },
  };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(request, context);
  const sources = [
    source('properties', api, fetchPropertySlugs, paths.property),
    source('projects', api, fetchProjectSlugs, paths.project),
    source('agents', api, fetchAgentSlugs, paths.agent),
    source('articles', api, fetchArticleSlugs, paths.article),
  ];
  return new Response(sitemapStream(new URL(request.url).origin, STATIC_PAGES, sources), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
