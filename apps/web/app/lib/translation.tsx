import type { i18n, TFunction } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';

/** What a component needs to show text in the page's language. */
export interface Translation {
  t: TFunction;
  i18n: i18n;
}

// react-i18next's useTranslation copies the whole i18next instance and binds a new `t` in every
// component that calls it (~50 per page, most of a page's render time). The language of an
// instance never changes, so one bound `t` per instance serves every component.
const translations = new WeakMap<i18n, Translation>();

function translationOf(instance: i18n): Translation {
  let translation = translations.get(instance);
  if (!translation) {
    translation = { t: instance.getFixedT(instance.language), i18n: instance };
    translations.set(instance, translation);
  }
  return translation;
}

const TranslationContext = createContext<Translation | null>(null);

export function TranslationProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return <TranslationContext.Provider value={translationOf(i18n)}>{children}</TranslationContext.Provider>;
}

/** The page's translator; a new language (a new instance from the root) re-renders every user. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation() needs the TranslationProvider of the root route');
  return translation;
}
