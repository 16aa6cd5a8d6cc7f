import i18next, { type i18n, type TFunction } from 'i18next';
import { MSG, type MessageKey } from '@abode/shared/messages';

/** A language's strings, or the top-level sections of them a page shows (features/languages/page-sections.ts). */
export type Translations = Record<string, unknown>;

/** A strings object or a section of one (not a string, a list or null). */
export function isTranslations(value: unknown): value is Translations {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function buildI18n(language: string, translations: Translations): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    // The server already laid the language over English (features/languages/translations.server.ts).
    fallbackLng: false,
    resources: { [language]: { translation: translations } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

// The root loader hands back the same translations object for as long as the server keeps the
// language's strings (and the browser its page's sections), so renders of that language share one
// instance instead of indexing the strings per request. Sharing is safe: rendering only reads an
// instance, its language never changes (a language switch brings other translations, hence
// another instance), and an instance is dropped with its translations.
const instances = new WeakMap<Translations, Map<string, i18n>>();

/**
 * The i18next instance of a language, initialised synchronously with the translations the root
 * loader fetched, so server and browser render the same text.
 */
export function createI18n(language: string, translations: Translations): i18n {
  let byLanguage = instances.get(translations);
  if (!byLanguage) {
    byLanguage = new Map();
    instances.set(translations, byLanguage);
  }
  let instance = byLanguage.get(language);
  if (!instance) {
    instance = buildI18n(language, translations);
    byLanguage.set(language, instance);
  }
  return instance;
}

const MESSAGE_KEYS = new Map<string, MessageKey>(Object.entries(MSG).map(([key, text]) => [text, key as MessageKey]));

/** The translation key of one of the API's messages, when it is one. */
export const apiMessageKey = (message: string): MessageKey | undefined => MESSAGE_KEYS.get(message);

/** The API answers SPEC §8 messages in English; show them in the visitor's language when known. */
export function translateApiMessage(t: TFunction, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  if (key) return t(key);
  // "<message>: <detail>" (the SMTP server's error after a failed test mail): the message translated, the detail as it came
  const colon = message.indexOf(': ');
  const prefix = colon > 0 ? MESSAGE_KEYS.get(message.slice(0, colon)) : undefined;
  return prefix ? `${String(t(prefix)).replace(/\.$/, '')}: ${message.slice(colon + 2)}` : message;
}
