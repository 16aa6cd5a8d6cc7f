import type { MetaDescriptor } from 'react-router';
import type { Translations } from './i18n';
import type { RootData } from './site-context';

const DESCRIPTION_MAX = 160;

function lookup(translations: Translations, key: string): string | undefined {
  let node: unknown = translations;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Translations)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The root loader's data, found among a meta function's matches. */
export function rootDataOf(matches: readonly unknown[]): RootData | undefined {
  for (const match of matches) {
    if (match && typeof match === 'object' && 'id' in match && match.id === 'root' && 'loaderData' in match) {
      return match.loaderData as RootData | undefined;
    }
  }
  return undefined;
}

/**
 * A translator for meta functions and resource routes, which run outside React: the root loader's
 * translations (already laid over English) or a language's strings; `{{name}}` placeholders are filled in.
 */
export function metaTranslator(translations: Translations | undefined) {
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = (translations && lookup(translations, key)) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

export interface PageMeta {
  /** The page's own title; the company name is added after it. Omit on the home page. */
  title?: string | undefined;
  description: string;
  /** Absolute URL of the Open Graph image. */
  image?: string | undefined;
  /** Path of the page (canonical URL). */
  path: string;
  type?: 'website' | 'article';
  noIndex?: boolean;
}

/** <title>, description, canonical link, Open Graph and Twitter card tags of a page. */
export function pageMeta(root: RootData | undefined, page: PageMeta): MetaDescriptor[] {
  const siteName = root?.settings.company_name || 'Abode';
  const title = page.title ? `${page.title} | ${siteName}` : siteName;
  const description = page.description.replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_MAX);
  const url = root ? `${root.origin}${page.path}` : page.path;
  const image = page.image || root?.settings.web_logo;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title ?? siteName },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: root?.language.code ?? 'en' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (image) tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  if (page.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
