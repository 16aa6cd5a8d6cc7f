import { describe, expect, it, vi } from 'vitest';
import type { RootData } from '~/lib/site-context';
import { sectionsOfPage } from './page-sections';
import { expectServerRevalidation, loadRootInBrowser, rememberRootData, withPageTranslations } from './page-translations';

const DETAIL = '/properties-details/:slug_id';

function rootWith(sections: readonly string[]): RootData {
  return {
    settings: {} as RootData['settings'],
    user: null,
    language: { code: 'ar', name: 'العربية', rtl: true },
    origin: 'http://localhost',
    translations: Object.fromEntries(sections.map((section) => [section, { loaded: section }])),
    translationsVersion: 'v1',
  };
}

describe('withPageTranslations', () => {
  it('fetches only the sections the page lacks, in one versioned request, and keeps the others', async () => {
    const root = rootWith(sectionsOfPage('/'));
    const fetchSections = vi.fn(async (url: string) => Object.fromEntries(url.split('/').at(-1)!.split(',').map((s) => [s, { fetched: s }])));
    const next = await withPageTranslations(root, DETAIL, fetchSections);
    const missing = sectionsOfPage(DETAIL).filter((section) => !sectionsOfPage('/').includes(section));
    expect(missing).toContain('propertyDetail');
    expect(fetchSections).toHaveBeenCalledExactlyOnceWith(`/translations/ar/v1/${missing.join(',')}`);
    expect(next.translations.propertyDetail).toEqual({ fetched: 'propertyDetail' });
    expect(next.translations.home).toEqual({ loaded: 'home' });
    expect(next.settings).toBe(root.settings);
  });

  it('answers the same root data, without a request, when the page has all its sections', async () => {
    const root = rootWith(sectionsOfPage(DETAIL));
    const fetchSections = vi.fn();
    expect(await withPageTranslations(root, DETAIL, fetchSections)).toBe(root);
    expect(fetchSections).not.toHaveBeenCalled();
  });

  it('fails the navigation on an answer that holds no translations rather than render raw keys', async () => {
    await expect(withPageTranslations(rootWith([]), DETAIL, async () => ['not', 'sections'])).rejects.toThrow(/no translations/);
  });
});

describe('loadRootInBrowser', () => {
  it('asks the server after an action or before the page has rendered, otherwise adds sections to the shown data', async () => {
    const fromServer = rootWith([]);
    const serverLoader = vi.fn(async () => fromServer);
    const url = new URL('http://localhost/properties-details/a-home');
    expect(await loadRootInBrowser(new Request(url), DETAIL, serverLoader)).toBe(fromServer);

    const shown = rootWith(sectionsOfPage(DETAIL));
    rememberRootData(shown);
    expect(await loadRootInBrowser(new Request(url), DETAIL, serverLoader)).toBe(shown);
    expectServerRevalidation(url);
    expect(await loadRootInBrowser(new Request(url), DETAIL, serverLoader)).toBe(fromServer);
    expect(await loadRootInBrowser(new Request(url), DETAIL, serverLoader)).toBe(shown);
    expect(serverLoader).toHaveBeenCalledTimes(2);

    rememberRootData(rootWith([]));
    expect(await loadRootInBrowser(new Request(url), DETAIL, serverLoader, () => Promise.reject(new Error('offline')))).toBe(fromServer);
  });
});
