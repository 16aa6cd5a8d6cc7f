import i18next, { type i18n, type TFunction } from 'i18next';
import english from '@abode/shared/i18n/en.json';
import { MSG, type MessageKey } from '@abode/shared/messages';

export type Translations = Record<string, unknown>;

/** Shipped with the app: the fallback for keys a language file (or an admin's edit of it) lacks. */
export const BUNDLED_ENGLISH: Translations = english;

function isObject(value: unknown): value is Translations {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeTranslations(base: Translations, override: Translations): Translations {
  const merged: Translations = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isObject(current) && isObject(value) ? mergeTranslations(current, value) : value;
  }
  return merged;
}

function buildI18n(language: string, translations: Translations): i18n {
  const instance = i18next.createInstance();
  const resources =
    language === 'en'
      ? { en: { translation: mergeTranslations(BUNDLED_ENGLISH, translations) } }
      : { en: { translation: BUNDLED_ENGLISH }, [language]: { translation: translations } };
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

// The root loader hands back the same translations object for as long as fetchTranslations keeps
// it, so renders of that language share one instance instead of merging and indexing ~20 KB of
// strings per request. Sharing is safe: rendering only reads an instance, its language never
// changes (a language switch brings other translations, hence another instance), and an instance
// is dropped with its translations.
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

/** The entries of `translations` that `base` lacks or words differently (lists count as different). */
function translationsOverriding(base: Translations, translations: Translations): Translations {
  const overrides: Translations = {};
  for (const [key, value] of Object.entries(translations)) {
    const current = base[key];
    if (isObject(current) && isObject(value)) {
      const nested = translationsOverriding(current, value);
      if (Object.keys(nested).length > 0) overrides[key] = nested;
    } else if (current !== value) {
      overrides[key] = value;
    }
  }
  return overrides;
}

const englishOverrides = new WeakMap<Translations, Translations>();

/**
 * What an English translation file changes in the bundled English: all the browser needs, since
 * it has the bundle (and what the server renders from, since createI18n and metaTranslator lay
 * it over the bundle). The root loader data is serialised into every page; the unedited English
 * file would add ~40 KB to each.
 */
export function englishOverridesOf(translations: Translations): Translations {
  let overrides = englishOverrides.get(translations);
  if (!overrides) {
    overrides = translationsOverriding(BUNDLED_ENGLISH, translations);
    englishOverrides.set(translations, overrides);
  }
  return overrides;
}

const MESSAGE_KEYS = new Map<string, MessageKey>(Object.entries(MSG).map(([key, text]) => [text, key as MessageKey]));

/** The API answers SPEC §8 messages in English; show them in the visitor's language when known. */
export function translateApiMessage(t: TFunction, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(key) : message;
}
