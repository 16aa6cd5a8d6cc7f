import { describe, expect, it } from 'vitest';
import { formatMoney, moneyParts, toMajorUnits, toMinorUnits } from './money';

const usd = { currencyCode: 'USD', currencySymbol: '$', withSuffix: true };

describe('formatMoney', () => {
  it('shows two decimals and grouping without suffixes', () => {
    expect(formatMoney(1_250_000, { ...usd, withSuffix: false })).toBe('$1,250,000.00');
    expect(formatMoney(0, { ...usd, withSuffix: false })).toBe('$0.00');
    expect(formatMoney(99.999, { ...usd, withSuffix: false })).toBe('$100.00');
  });

  it('accepts integer minor units, including bigint', () => {
    expect(formatMoney({ minor: 1_250_000_00 }, { ...usd, withSuffix: false })).toBe('$1,250,000.00');
    expect(formatMoney({ minor: 12_345n }, { ...usd, withSuffix: false })).toBe('$123.45');
    expect(toMajorUnits({ minor: 5 })).toBe(0.05);
  });

  it('turns major units into stored minor units, rounding float noise away', () => {
    expect(toMinorUnits(0.07)).toBe(7); // 0.07 * 100 is 7.000000000000001
    expect(toMinorUnits(1_250_000)).toBe(125_000_000);
    expect(toMinorUnits(toMajorUnits({ minor: 12_345 }))).toBe(12_345);
  });

  it('uses B, M, K for most currencies', () => {
    expect(formatMoney(999, usd)).toBe('$999.00');
    expect(formatMoney(1_000, usd)).toBe('$1K');
    expect(formatMoney(1_250_000, usd)).toBe('$1.25M');
    expect(formatMoney(3_400_000_000, usd)).toBe('$3.4B');
    expect(formatMoney(1_500_000_000_000, { ...usd, currencyCode: 'EUR', currencySymbol: '€' })).toBe('€1,500B');
  });

  it('uses Cr, L, K for South Asian currencies', () => {
    const inr = { currencyCode: 'INR', currencySymbol: '₹', withSuffix: true };
    expect(formatMoney(25_000_000, inr)).toBe('₹2.5Cr');
    expect(formatMoney(450_000, inr)).toBe('₹4.5L');
    expect(formatMoney(7_500, { ...inr, currencyCode: 'pkr' })).toBe('₹7.5K');
    expect(formatMoney(10_000_000, { ...inr, currencyCode: 'LKR' })).toBe('₹1Cr');
  });

  it('uses 億 and 万 for Japanese, Chinese and Korean currencies, with no K', () => {
    const jpy = { currencyCode: 'JPY', currencySymbol: '¥', withSuffix: true };
    expect(formatMoney(350_000_000, jpy)).toBe('¥3.5億');
    expect(formatMoney(45_000, { ...jpy, currencyCode: 'KRW' })).toBe('¥4.5万');
    expect(formatMoney(9_999, { ...jpy, currencyCode: 'CNY' })).toBe('¥9,999.00');
  });

  it('spaces a symbol written in letters off the number', () => {
    const aed = { currencyCode: 'AED', currencySymbol: 'AED', withSuffix: true };
    expect(formatMoney(1_250_000, aed)).toBe('AED\u00a01.25M');
    expect(formatMoney(850, { ...aed, currencySymbol: 'د.إ' })).toBe('د.إ\u00a0850.00');
  });

  it('drops trailing zeros from shortened amounts only', () => {
    const aed = { currencyCode: 'AED', currencySymbol: 'AED', withSuffix: true };
    expect(formatMoney(50_000, aed)).toBe('AED\u00a050K');
    expect(formatMoney(6_510_000, aed)).toBe('AED\u00a06.51M');
    expect(formatMoney(6_514_999, aed)).toBe('AED\u00a06.51M');
    expect(formatMoney(6_500_000, aed)).toBe('AED\u00a06.5M');
    expect(formatMoney(950, aed)).toBe('AED\u00a0950.00');
  });

  it('gives the suffix label the shortened number, rounded as shown', () => {
    const seen: number[] = [];
    formatMoney(5_000, usd, (_suffix, scaled) => (seen.push(scaled), 'K'));
    formatMoney(6_514_999, usd, (_suffix, scaled) => (seen.push(scaled), 'M'));
    expect(seen).toEqual([5, 6.51]);
  });

  it('lets the caller translate the suffix', () => {
    expect(formatMoney(2_000_000, usd, (suffix) => (suffix === 'million' ? ' مليون' : '?'))).toBe('$2 مليون');
  });

  it('keeps the sign and Latin digits in other locales', () => {
    expect(formatMoney(-1_500, { ...usd, locale: 'ar' })).toBe('-$1.5K');
    expect(moneyParts(1_234_567.891, { ...usd, withSuffix: false, locale: 'de' }).value).toBe('1.234.567,89');
  });
});
