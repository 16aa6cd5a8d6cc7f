import type { i18n, TFunction } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';

/** What a component needs to show text in the page's language. */
export interface Translation {
  t: TFunction;
  i18n: i18n;
}

// react-i18next's useTranslation copies the whole i18next instance and binds a new `t` in every
// component that calls it (~50 per page, most of a page's render time). The language and the
// strings of an instance never change, so one `t` per instance serves every component, and a key
// asked without options (most of a page's hundreds of calls) is looked up once.
const translations = new WeakMap<i18n, Translation>();

function rememberingPlainKeys(t: TFunction): TFunction {
  // i18next's overloads do not fit a wrapper's signature; the wrapper passes calls on unchanged.
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const plain = new Map<string, string>();
  const remembering = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 0) return translate(key, ...rest);
    let text = plain.get(key);
    if (text === undefined) {
      text = String(translate(key));
      plain.set(key, text);
    }
    return text;
  };
  return remembering as unknown as TFunction;
}

function translationOf(instance: i18n): Translation {
  let translation = translations.get(instance);
  if (!translation) {
    translation = { t: rememberingPlainKeys(instance.getFixedT(instance.language)), i18n: instance };
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
