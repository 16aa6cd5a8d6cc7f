import { paths } from '~/config/paths';
import { fetchTranslations } from '~/features/languages/translations.server';
import { fetchWebSettings } from '~/features/settings/api';
import { serverApi } from '~/lib/api.server';
import { metaTranslator } from '~/lib/meta';
import type { Route } from './+types/manifest';

const THEME_COLOR = '#0f766e';

/** The PWA manifest, named after the company and described in the site's default language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(request, context);
  const settings = await fetchWebSettings(api);
  const language = settings.default_language || 'en';
  const t = metaTranslator((await fetchTranslations(api, language, context.translationFiles)).strings);
  const name = settings.company_name || 'Abode';
  const manifest = {
    name,
    short_name: name.slice(0, 12),
    description: t('meta.defaultDescription'),
    lang: language,
    start_url: paths.home,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [{ src: paths.favicon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
