import { describe, expect, it } from 'vitest';
import { BUNDLED_ENGLISH, createI18n, englishOverridesOf } from './i18n';
import { metaTranslator } from './meta';

describe('englishOverridesOf', () => {
  it('leaves out what the bundled English already says', () => {
    expect(englishOverridesOf(structuredClone(BUNDLED_ENGLISH))).toEqual({});
  });

  it('keeps edited and added strings, nested', () => {
    const edited = structuredClone(BUNDLED_ENGLISH) as { app: Record<string, unknown> } & Record<string, unknown>;
    edited.app.skipToContent = 'Jump to content';
    edited.extra = { label: 'New' };
    expect(englishOverridesOf(edited)).toEqual({ app: { skipToContent: 'Jump to content' }, extra: { label: 'New' } });
  });

  it('renders and describes pages as the whole file does', () => {
    const edited = structuredClone(BUNDLED_ENGLISH) as { app: Record<string, unknown> };
    edited.app.skipToContent = 'Jump to content';
    const overrides = englishOverridesOf(edited);
    const whole = createI18n('en', edited);
    const fromOverrides = createI18n('en', overrides);
    for (const key of ['app.skipToContent', 'errors.tryAgain', 'meta.defaultDescription']) {
      expect(fromOverrides.t(key)).toBe(whole.t(key));
      expect(metaTranslator(overrides)(key)).toBe(metaTranslator(edited)(key));
    }
  });
});

describe('createI18n', () => {
  it('shares one instance per language and translation file', () => {
    const file = { app: { skipToContent: 'تخطَّ إلى المحتوى' } };
    expect(createI18n('ar', file)).toBe(createI18n('ar', file));
    expect(createI18n('ar', file)).not.toBe(createI18n('ar', { ...file }));
    expect(createI18n('ar', file).t('app.skipToContent')).toBe('تخطَّ إلى المحتوى');
    expect(createI18n('ar', file).t('errors.tryAgain')).toBe(createI18n('en', {}).t('errors.tryAgain'));
  });
});
