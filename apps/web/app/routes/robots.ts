import { paths } from '~/config/paths';
import type { Route } from './+types/robots';

const PRIVATE_PATHS = ['/api/', '/user/', '/set-language', '/admin'];

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${origin}${paths.sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
