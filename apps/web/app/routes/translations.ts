import { z } from 'zod';
import { selectSections } from '~/features/languages/sections';
import { fetchTranslations } from '~/features/languages/translations.server';
import { fetchShellSettings } from '~/features/settings/api';
import { serverApi } from '~/lib/api.server';
import { isLanguageCode } from '~/lib/language';
import type { Route } from './+types/translations';

const ONE_YEAR_S = 31_536_000;
const MAX_SECTIONS = 150;

const paramsSchema = z.object({
  language: z.string().refine(isLanguageCode),
  version: z.string().regex(/^[\w-]{1,64}$/),
  sections: z
    .string()
    .regex(/^\w+(,\w+)*$/)
    .transform((list) => list.split(','))
    .pipe(z.array(z.string()).max(MAX_SECTIONS)),
});

/**
 * Top-level sections of a language's strings, for a client-side navigation to a page that needs
 * sections the browser has not got yet (features/languages/page-translations.ts). The URL names
 * the strings' version: the answer for the current one never changes, so browsers keep it; an
 * older version (an admin edited the file since the page loaded) gets today's strings, uncached.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) return new Response(null, { status: 404 });
  const { language, version, sections } = parsed.data;
  const api = serverApi(request, context);
  // Only the site's languages: any other code would fetch (and log the lack of) a file per request.
  const { languages } = await fetchShellSettings(api);
  if (!languages.some((offered) => offered.code === language)) return new Response(null, { status: 404 });
  const current = await fetchTranslations(api, language, context.translationFiles);
  return Response.json(selectSections(current.strings, sections), {
    headers: { 'cache-control': current.version === version ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache' },
  });
}
