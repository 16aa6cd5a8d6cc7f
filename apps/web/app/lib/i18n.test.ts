import { describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createI18n, translateApiMessage } from './i18n';

describe('createI18n', () => {
  it('shares one instance per language and translation file', () => {
    const file = { app: { skipToContent: 'تخطَّ إلى المحتوى' } };
    expect(createI18n('ar', file)).toBe(createI18n('ar', file));
    expect(createI18n('ar', file)).not.toBe(createI18n('ar', { ...file }));
    expect(createI18n('ar', file).t('app.skipToContent')).toBe('تخطَّ إلى المحتوى');
  });

  it('reads only the strings it was given: the server has laid them over English already', () => {
    const i18n = createI18n('ar', { app: { skipToContent: 'تخطَّ إلى المحتوى' } });
    expect(i18n.t('errors.tryAgain')).toBe('errors.tryAgain');
  });
});

describe('translateApiMessage', () => {
  it('shows a known API message in the page language and passes others through', () => {
    const { t } = createI18n('ar', { notFound: 'غير موجود' });
    expect(translateApiMessage(t, MSG.notFound)).toBe('غير موجود');
    expect(translateApiMessage(t, 'Some other text')).toBe('Some other text');
  });

  it('translates a known message followed by a detail, and keeps the detail', () => {
    const { t } = createI18n('ar', { testMailFailed: 'تعذّر إرسال الرسالة التجريبية.' });
    expect(translateApiMessage(t, `${MSG.testMailFailed}: connect ECONNREFUSED 127.0.0.1:1`)).toBe('تعذّر إرسال الرسالة التجريبية: connect ECONNREFUSED 127.0.0.1:1');
    expect(translateApiMessage(t, 'Unknown: detail')).toBe('Unknown: detail');
  });
});

describe('money suffix words', () => {
  it('agree with the number in Arabic and stay abbreviations in English', async () => {
    const { default: arabic } = await import('@abode/shared/i18n/ar.json');
    const { default: english } = await import('@abode/shared/i18n/en.json');
    const ar = createI18n('ar', arabic).t;
    expect(ar('money.suffix.thousand', { count: 5 })).toBe(' آلاف');
    expect(ar('money.suffix.thousand', { count: 50 })).toBe(' ألف');
    expect(ar('money.suffix.million', { count: 3 })).toBe(' ملايين');
    expect(ar('money.suffix.million', { count: 6.51 })).toBe(' مليون');
    expect(ar('money.suffix.billion', { count: 10 })).toBe(' مليارات');
    expect(createI18n('en', english).t('money.suffix.thousand', { count: 5 })).toBe('K');
  });
});
