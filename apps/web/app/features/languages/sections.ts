import type { Translations } from '~/lib/i18n';

/** The named top-level sections of a language's strings (names it lacks are left out). */
export function selectSections(strings: Translations, sections: readonly string[]): Translations {
  return Object.fromEntries(sections.filter((name) => Object.hasOwn(strings, name)).map((name) => [name, strings[name]]));
}

const picked = new WeakMap<Translations, Map<string, Translations>>();

/**
 * selectSections, remembered: the same strings and names give the same
 * object, so the server renders a page of a language from one cached i18next instance (createI18n)
 * instead of picking and indexing the sections per request.
 */
export function pickSections(strings: Translations, sections: readonly string[]): Translations {
  let bySections = picked.get(strings);
  if (!bySections) {
    bySections = new Map();
    picked.set(strings, bySections);
  }
  const key = sections.join(',');
  let result = bySections.get(key);
  if (!result) {
    result = selectSections(strings, sections);
    bySections.set(key, result);
  }
  return result;
}

/** The URL of a language's sections: versioned, so browsers may keep the answer for good. */
export function sectionsUrl(language: string, version: string, sections: readonly string[]): string {
  return `/translations/${encodeURIComponent(language)}/${encodeURIComponent(version)}/${sections.join(',')}`;
}
