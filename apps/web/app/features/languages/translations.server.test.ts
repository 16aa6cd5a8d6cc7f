import { describe, expect, it, vi } from 'vitest';
import english from '@abode/shared/i18n/en.json';
import type { ApiClient } from '~/lib/api-client';
import { fetchTranslations, languageStrings, type TranslationFiles } from './translations.server';

describe('languageStrings', () => {
  it('lays the file over English, nested, so keys the file lacks still read', () => {
    const { strings } = languageStrings({ app: { skipToContent: 'تخطَّ إلى المحتوى' }, extra: { label: 'جديد' } });
    expect(strings.app).toEqual({ ...english.app, skipToContent: 'تخطَّ إلى المحتوى' });
    expect(strings.errors).toEqual(english.errors);
    expect(strings.extra).toEqual({ label: 'جديد' });
  });

  it('versions the strings by their content', () => {
    const file = { app: { skipToContent: 'Jump to content' } };
    expect(languageStrings(file).version).toBe(languageStrings(structuredClone(file)).version);
    expect(languageStrings(file).version).not.toBe(languageStrings({}).version);
    expect(languageStrings(file).version).toMatch(/^[\w-]{12}$/);
  });
});

function apiAnswering(file: () => Record<string, unknown>) {
  const get = vi.fn(async () => ({ data: { id: 1, code: 'xx', name: 'X', rtl: 0, file_name: file() } }));
  return { api: { get } as unknown as ApiClient, get };
}

describe('fetchTranslations', () => {
  it('keeps a language for a while, and its strings object while the file is unchanged', async () => {
    vi.useFakeTimers();
    try {
      const { api, get } = apiAnswering(() => ({ 'nav.home': 'Accueil' }));
      const files: TranslationFiles = new Map();
      const first = await fetchTranslations(api, 'fr', files);
      expect(await fetchTranslations(api, 'fr', files)).toBe(first);
      expect(get).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(10 * 60_000);
      expect(await fetchTranslations(api, 'fr', files)).toBe(first);
      expect(get).toHaveBeenCalledTimes(2);
      expect(first.strings.nav).toEqual({ ...english.nav, home: 'Accueil' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps files only in the store it is given: another server app, or none, fetches its own', async () => {
    const { api, get } = apiAnswering(() => ({ 'nav.home': 'Accueil' }));
    const first = await fetchTranslations(api, 'fr', new Map());
    const other = await fetchTranslations(api, 'fr', new Map());
    expect(other).not.toBe(first);
    expect(other).toEqual(first);
    await fetchTranslations(api, 'fr', undefined);
    await fetchTranslations(api, 'fr', undefined);
    expect(get).toHaveBeenCalledTimes(4);
  });

  it('nests the flat file get_languages answers (dotted keys) before laying it over English', async () => {
    const { api } = apiAnswering(() => ({ 'app.skipToContent': 'تخطَّ إلى المحتوى', 'errors.notFoundTitle': 'غير موجود' }));
    const { strings } = await fetchTranslations(api, 'ar', new Map());
    expect(strings.app).toEqual({ ...english.app, skipToContent: 'تخطَّ إلى المحتوى' });
    expect(strings.errors).toEqual({ ...english.errors, notFoundTitle: 'غير موجود' });
    expect(strings).not.toHaveProperty(['app.skipToContent']);
  });

  it('falls back to English when the file cannot be read', async () => {
    const api = { get: vi.fn(async () => Promise.reject(new Error('down'))) } as unknown as ApiClient;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { strings, version } = await fetchTranslations(api, 'zz', new Map());
    expect(strings).toEqual(english);
    expect(version).toBe(languageStrings({}).version);
  });
});
