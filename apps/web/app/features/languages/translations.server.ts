import { createHash } from 'node:crypto';
import english from '@abode/shared/i18n/en.json';
import { nestTranslations } from '@abode/shared/i18n/flat-keys';
import { overlay } from '@abode/shared/i18n/overlay';
import type { LanguageFile } from '@abode/shared/schemas/languages';
import type { ApiClient } from '~/lib/api-client';
import { type Translations } from '~/lib/i18n';

/** A language's strings, complete, and the version that names them in cacheable URLs. */
export interface LanguageStrings {
  /** The language's file laid over the app's English, so a key the file (or an admin's edit) lacks still reads. */
  strings: Translations;
  /** Changes whenever the strings do: an admin's edit is fetched under a new URL, never from a stale cache. */
  version: string;
}

const VERSION_LENGTH = 12;
// Translation files change only when an admin edits them: a server keeps a copy for a few minutes
// instead of fetching ~40 KB of JSON on every page view.
const CACHE_TTL_MS = 5 * 60_000;

/** Language files by code, kept for as long as the server app that renders the pages. */
export type TranslationFiles = Map<string, { expiresAt: number; file: Translations; language: LanguageStrings }>;

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * Set by the Abode server (apps/server core/http/web-app.ts), one per server app, so two apps
     * in one process never share strings; absent (react-router dev) every page fetches the file.
     */
    translationFiles?: TranslationFiles;
  }
}


/** The strings a page shows for a language file: the file over the app's English, versioned by content. */
export function languageStrings(file: Translations): LanguageStrings {
  const strings = overlay<Translations>(english, file);
  const version = createHash('sha256').update(JSON.stringify(strings)).digest('base64url').slice(0, VERSION_LENGTH);
  return { strings, version };
}

const ENGLISH_ONLY = languageStrings({});

/** The web strings of a language, from `files` while fresh; English alone if its file cannot be read. */
export async function fetchTranslations(api: ApiClient, code: string, files: TranslationFiles | undefined): Promise<LanguageStrings> {
  const cached = files?.get(code);
  if (cached && cached.expiresAt > Date.now()) return cached.language;
  try {
    // the API answers the file flat (dotted keys), as other clients of get_languages render it
    const file = nestTranslations((await api.get<LanguageFile>('get_languages', { language_code: code, web_language_file: 1 })).data.file_name);
    // An unchanged file keeps its strings object, so the caches keyed by it (sections, i18n instances) stay warm.
    const language = cached && JSON.stringify(cached.file) === JSON.stringify(file) ? cached.language : languageStrings(file);
    files?.set(code, { expiresAt: Date.now() + CACHE_TTL_MS, file, language });
    return language;
  } catch (error) {
    console.warn(`translations for "${code}" could not be loaded; English is shown instead`, error);
    return cached?.language ?? ENGLISH_ONLY;
  }
}
