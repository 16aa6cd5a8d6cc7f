import i18next, { type i18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/**
 * One i18next instance per render tree (per request on the server), initialised synchronously
 * with the translations the root loader fetched, so server and browser render the same text.
 */
export function createI18n(language: string, translations: Translations): i18n {
  const instance = i18next.createInstance();
  const resources =
    language === 'en'
      ? { en: { translation: mergeTranslations(BUNDLED_ENGLISH, translations) } }
      : { en: { translation: BUNDLED_ENGLISH }, [language]: { translation: translations } };
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

const MESSAGE_KEYS = new Map<string, MessageKey>(Object.entries(MSG).map(([key, text]) => [text, key as MessageKey]));

/** The API answers SPEC §8 messages in English; show them in the visitor's language when known. */
export function translateApiMessage(t: TFunction, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(key) : message;
}
