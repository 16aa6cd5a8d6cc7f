import english from '@abode/shared/i18n/en.json' with { type: 'json' };
import { overlay, type TextTree } from '@abode/shared/i18n/overlay';

/** A language's mail copy (the `mail` section of its file) and its writing direction. */
export interface MailCopy {
  code: string;
  rtl: boolean;
  strings: TextTree;
}

export interface StoredLanguage {
  code: string;
  rtl: number;
  web_translations: string;
}

const isTree = (value: unknown): value is TextTree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The copy shipped with this release: what a key the stored files lack falls back to. */
const SHIPPED: TextTree = english.mail;

// Language files change only when an admin edits one; a mail reads them at most this stale.
const CACHE_TTL_MS = 60_000;

function mailSection(webTranslations: string): TextTree {
  try {
    const parsed: unknown = JSON.parse(webTranslations);
    return isTree(parsed) && isTree(parsed.mail) ? parsed.mail : {};
  } catch {
    return {};
  }
}

/**
 * The mail copy of a language from its stored web translations, so an admin's edit of a template
 * (on the languages screen) is the next mail's text without a restart: the language's own texts
 * over stored English over the shipped English. Unknown or switched-off languages answer null.
 */
export function createMailCopy(findActiveByCode: (code: string) => Promise<StoredLanguage | undefined>) {
  const cache = new Map<string, { expiresAt: number; copy: MailCopy | null }>();

  async function stored(code: string): Promise<{ row: StoredLanguage; strings: TextTree } | null> {
    const row = await findActiveByCode(code);
    return row ? { row, strings: mailSection(row.web_translations) } : null;
  }

  return async function mailCopyOf(code: string): Promise<MailCopy | null> {
    const key = code.toLowerCase();
    const hit = cache.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.copy;
    const [own, storedEnglish] = await Promise.all([stored(key), key === 'en' ? null : stored('en')]);
    const english = overlay(SHIPPED, storedEnglish?.strings ?? {});
    const copy = own ? { code: own.row.code, rtl: own.row.rtl === 1, strings: overlay(english, own.strings) } : null;
    cache.set(key, { expiresAt: Date.now() + CACHE_TTL_MS, copy });
    return copy;
  };
}
export type MailCopyOf = ReturnType<typeof createMailCopy>;
