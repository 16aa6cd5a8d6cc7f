import { useMemo } from 'react';
import { formatMoney, type MoneyAmount, type MoneySuffix } from '@abode/shared/format/money';
import { latinNumberFormat, numberFormat } from '@abode/shared/format/number-format';
import { relativeTime } from '@abode/shared/format/relative-time';
import { useSite } from './site-context';
import { useTranslation } from './translation';

export { truncate } from '@abode/shared/format/truncate';

function currencySymbolOf(code: string, fallback: string): string {
  try {
    const parts = numberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? fallback;
  } catch {
    return fallback;
  }
}

export interface Formatters {
  /**
   * A price in the site's currency (or the listing's own, when it has one), per SPEC §9; `full`
   * never shortens it, for the places where the exact amount matters (detail page, calculators).
   */
  price(amount: MoneyAmount, currencyCode?: string, options?: { full?: boolean }): string;
  /** "3 days ago" */
  timeAgo(date: string | Date): string;
  /** A count or measure with the language's grouping, Latin digits. */
  number(value: number): string;
  /** A day as the language writes it ("27 Nov 2026"). */
  date(iso: string): string;
  /** A day and time as the language writes them ("27 Nov 2026, 15:40"). */
  dateTime(iso: string): string;
}

export function useFormatters(): Formatters {
  const { settings, language } = useSite();
  const { t } = useTranslation();
  return useMemo(() => {
    const siteCurrency = settings.selected_currency_data;
    const locale = language.code;
    // The count lets Arabic pick "آلاف" for 3–10 and "ألف" otherwise (its plural keys).
    const suffixLabel = (suffix: MoneySuffix, scaled: number) => t(`money.suffix.${suffix}`, { count: scaled });
    const numbers = latinNumberFormat(locale);
    const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const moments = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      price(amount, currencyCode = siteCurrency.code, options) {
        const symbol =
          currencyCode === siteCurrency.code
            ? (settings.currency_symbol || siteCurrency.symbol)
            : currencySymbolOf(currencyCode, `${currencyCode} `);
        return formatMoney(amount, { currencyCode, currencySymbol: symbol, withSuffix: !options?.full && settings.number_with_suffix === '1', locale }, suffixLabel);
      },
      timeAgo(date) {
        const elapsed = relativeTime(date);
        return elapsed.count === 0 ? t('time.justNow') : t(`time.ago.${elapsed.unit}`, { count: elapsed.count });
      },
      number: (value) => numbers.format(value),
      date: (iso) => days.format(new Date(iso)),
      dateTime: (iso) => moments.format(new Date(iso)),
    };
  }, [settings, language.code, t]);
}
