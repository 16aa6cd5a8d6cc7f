import { paths } from '~/config/paths';
import { fetchArticleSlugs } from '~/features/articles/api';
import { fetchProjectSlugs } from '~/features/projects/api';
import { fetchPropertySlugs } from '~/features/properties/api';
import { serverApi } from '~/lib/api.server';
import type { Route } from './+types/sitemap';

// The API pages at 100 rows; the sitemap lists the newest of each kind.
const PER_KIND = 100;

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

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

function entry(loc: string, lastModified?: string): string {
  const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`;
}

/** One kind of content failing (say, projects) must not take the whole sitemap down. */
async function orNothing<T>(promise: Promise<T[]>): Promise<T[]> {
  try {
    return await promise;
  } catch (error) {
    console.warn('sitemap: a content list could not be read', error);
    return [];
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const api = serverApi(request, context);
  const [properties, projects, articles] = await Promise.all([
    orNothing(fetchPropertySlugs(api, PER_KIND)),
    orNothing(fetchProjectSlugs(api, PER_KIND)),
    orNothing(fetchArticleSlugs(api, PER_KIND)),
  ]);
  const urls = [
    ...STATIC_PAGES.map((path) => entry(`${origin}${path}`)),
    ...properties.map((p) => entry(`${origin}${paths.property(p.slug_id)}`, p.created_at)),
    ...projects.map((p) => entry(`${origin}${paths.project(p.slug_id)}`, p.created_at)),
    ...articles.map((a) => entry(`${origin}${paths.article(a.slug_id)}`, a.created_at)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
