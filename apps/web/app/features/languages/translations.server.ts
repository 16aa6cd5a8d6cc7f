import type { LanguageFile } from '@abode/shared/schemas/languages';
import type { ApiClient } from '~/lib/api-client';
import type { Translations } from '~/lib/i18n';

// Translation files change only when an admin edits them: each server process keeps a copy for a
// few minutes instead of fetching ~20 KB of JSON on every page view.
const CACHE_TTL_MS = 5 * 60_000;
const cache = new Map<string, { expiresAt: number; translations: Translations }>();

/** The web translation file of a language; an empty file (English fallback) if it cannot be read. */
export async function fetchTranslations(api: ApiClient, code: string): Promise<Translations> {
  const cached = cache.get(code);
  if (cached && cached.expiresAt > Date.now()) return cached.translations;
  try {
    const file = (await api.get<LanguageFile>('get_languages', { language_code: code, web_language_file: 1 })).data;
    cache.set(code, { expiresAt: Date.now() + CACHE_TTL_MS, translations: file.file_name });
    return file.file_name;
  } catch (error) {
    console.warn(`translations for "${code}" could not be loaded; English is shown instead`, error);
    return cached?.translations ?? {};
  }
}
