import { redirect } from 'react-router';
import { z } from 'zod';
import { paths } from '~/config/paths';
import { isLanguageCode, languageCookie } from '~/lib/language';
import { safeRedirectPath } from '~/lib/session.server';
import type { Route } from './+types/set-language';

const languageChoice = z.object({ language: z.string().refine(isLanguageCode), redirectTo: z.unknown() });

/** Stores the chosen language in a cookie and returns to the page; the root loader does the rest. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = languageChoice.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirect(paths.home);
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(safeRedirectPath(request, parsed.data.redirectTo), { headers: { 'set-cookie': languageCookie(parsed.data.language, secure) } });
}

export function loader() {
  return redirect(paths.home);
}
