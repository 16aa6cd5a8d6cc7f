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

/** The root loader's data: the site plus the strings of its language that the page shows. */
export interface RootData extends Site {
  /** The top-level sections of the language's strings the shell and the page show (features/languages/page-sections.ts). */
  translations: Translations;
  /** Names the language's strings in the URLs of further sections (features/languages/sections.ts). */
  translationsVersion: string;
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
