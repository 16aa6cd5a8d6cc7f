import { createContext, useContext, type ReactNode } from 'react';
import type { WebSettings } from '@abode/shared/schemas/settings';
import type { Translations } from './i18n';
import type { SessionUser } from './session';

/** Settings that hold whole pages of HTML: kept out of the shell (every page), loaded by their own pages. */
export type PageSetting = 'about_us' | 'terms_conditions' | 'privacy_policy';
export type ShellSettings = Omit<WebSettings, PageSetting>;

export interface SiteLanguage {
  code: string;
  name: string;
  rtl: boolean;
}

/** What every page knows about the site and the visitor: settings, language, session. */
export interface Site {
  settings: ShellSettings;
  language: SiteLanguage;
  user: SessionUser | null;
  /** Absolute origin of the site, for canonical and Open Graph URLs. */
  origin: string;
}

/** The root loader's data: the site plus the language's translation file. */
export interface RootData extends Site {
  /** For English only what the file changes in the bundled English (see englishOverridesOf). */
  translations: Translations;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs the SiteProvider of the root route');
  return site;
}
