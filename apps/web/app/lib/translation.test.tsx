import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import english from '@abode/shared/i18n/en.json';
import { createI18n } from './i18n';
import { TranslationProvider, useTranslation } from './translation';

function Texts() {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language}>
      {t('app.skipToContent')}|{t('app.skipToContent')}|{t('time.ago.minute', { count: 1 })}|{t('time.ago.minute', { count: 100 })}
    </p>
  );
}

describe('TranslationProvider', () => {
  it('gives every component the language of the root, plain and with options', () => {
    const html = renderToStaticMarkup(
      <TranslationProvider i18n={createI18n('ar', { app: { skipToContent: 'تخطَّ إلى المحتوى' }, time: { ago: { minute_one: 'منذ دقيقة', minute_other: 'منذ {{count}} دقائق' } } })}>
        <Texts />
      </TranslationProvider>,
    );
    // Arabic plural rules: 1 is "one", 100 is "other"
    expect(html).toBe('<p lang="ar">تخطَّ إلى المحتوى|تخطَّ إلى المحتوى|منذ دقيقة|منذ 100 دقائق</p>');
  });

  it('keeps languages apart', () => {
    const html = renderToStaticMarkup(
      <TranslationProvider i18n={createI18n('en', english)}>
        <Texts />
      </TranslationProvider>,
    );
    expect(html).toBe('<p lang="en">Skip to main content|Skip to main content|1 minute ago|100 minutes ago</p>');
  });

  it('needs the provider', () => {
    expect(() => renderToStaticMarkup(<Texts />)).toThrow(/TranslationProvider/);
  });
});
