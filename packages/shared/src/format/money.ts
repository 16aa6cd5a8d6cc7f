// Money display per SPEC §9: full amounts with two decimals, and — when the admin turns
// `number_with_suffix` on — large amounts shortened with the suffix family of the currency (South
// Asian lakh/crore, East Asian man/oku, or Western thousand/million/billion). A shortened amount
// keeps at most two decimals and drops trailing zeros ("AED 50K", "AED 6.51M"): "50.00K" reads as
// a precision the shortening has already thrown away.
import { latinNumberFormat } from './number-format';

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const UP_TO_TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 0, maximumFractionDigits: 2 };

/** An amount in major units (1250000 = 1,250,000.00) or in integer minor units. */
export type MoneyAmount = number | { minor: number | bigint };

/** Suffix keys; the UI translates them (`money.suffix.<key>`), English shows K, M, B, L, Cr, 万, 億. */
export type MoneySuffix = 'thousand' | 'million' | 'billion' | 'lakh' | 'crore' | 'man' | 'oku';

interface SuffixStep {
  suffix: MoneySuffix;
  divisor: number;
}

const SOUTH_ASIAN: readonly SuffixStep[] = [
  { suffix: 'crore', divisor: 10_000_000 },
  { suffix: 'lakh', divisor: 100_000 },
  { suffix: 'thousand', divisor: 1_000 },
];
const EAST_ASIAN: readonly SuffixStep[] = [
  { suffix: 'oku', divisor: 100_000_000 },
  { suffix: 'man', divisor: 10_000 },
];
const WESTERN: readonly SuffixStep[] = [
  { suffix: 'billion', divisor: 1_000_000_000 },
  { suffix: 'million', divisor: 1_000_000 },
  { suffix: 'thousand', divisor: 1_000 },
];

const SOUTH_ASIAN_CURRENCIES = new Set(['INR', 'BDT', 'NPR', 'PKR', 'LKR']);
const EAST_ASIAN_CURRENCIES = new Set(['JPY', 'CNY', 'KRW']);

export const ENGLISH_MONEY_SUFFIXES: Record<MoneySuffix, string> = {
  thousand: 'K',
  million: 'M',
  billion: 'B',
  lakh: 'L',
  crore: 'Cr',
  man: '万',
  oku: '億',
};

function suffixSteps(currencyCode: string): readonly SuffixStep[] {
  const code = currencyCode.toUpperCase();
  if (SOUTH_ASIAN_CURRENCIES.has(code)) return SOUTH_ASIAN;
  if (EAST_ASIAN_CURRENCIES.has(code)) return EAST_ASIAN;
  return WESTERN;
}

/** Major units of an amount; minor units are hundredths (the contract stores money ×100). */
export function toMajorUnits(amount: MoneyAmount): number {
  if (typeof amount === 'number') return amount;
  return Number(amount.minor) / 100;
}

/** Minor units (hundredths, as stored) of an amount in major units, rounded to the nearest. */
export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}

export interface MoneyFormatOptions {
  currencyCode: string;
  currencySymbol: string;
  /** settings.number_with_suffix: shorten large amounts (ignored where the full amount matters: detail page, calculators). */
  withSuffix: boolean;
  /** BCP 47 locale for digit grouping; digits stay Latin in every language. */
  locale?: string;
}

export interface MoneyParts {
  symbol: string;
  /** The number grouped for the locale: two decimals in full, at most two when shortened. */
  value: string;
  suffix: MoneySuffix | null;
  /** The shortened number itself (6.51 of 6.51M), for languages whose suffix word agrees with it. */
  scaled: number;
  negative: boolean;
}

export function moneyParts(amount: MoneyAmount, options: MoneyFormatOptions): MoneyParts {
  const major = toMajorUnits(amount);
  const absolute = Math.abs(major);
  const step = options.withSuffix ? suffixSteps(options.currencyCode).find((s) => absolute >= s.divisor) : undefined;
  const scaled = step ? absolute / step.divisor : absolute;
  const number = latinNumberFormat(options.locale ?? 'en', step ? UP_TO_TWO_DECIMALS : TWO_DECIMALS);
  return {
    symbol: options.currencySymbol,
    value: number.format(scaled),
    suffix: step?.suffix ?? null,
    scaled: Math.round(scaled * 100) / 100,
    negative: major < 0,
  };
}

/**
 * "$1.25M" / "$1,250,000.00" / "AED 1.25M" (a symbol written in letters is spaced off the number);
 * `suffixLabel` translates the suffix (English abbreviations by default); it gets the shortened
 * number too, since Arabic says "5 آلاف" but "50 ألف".
 */
export function formatMoney(
  amount: MoneyAmount,
  options: MoneyFormatOptions,
  suffixLabel: (suffix: MoneySuffix, scaled: number) => string = (suffix) => ENGLISH_MONEY_SUFFIXES[suffix],
): string {
  const parts = moneyParts(amount, options);
  const suffix = parts.suffix ? suffixLabel(parts.suffix, parts.scaled) : '';
  const gap = /\p{L}$/u.test(parts.symbol) ? '\u00a0' : '';
  return `${parts.negative ? '-' : ''}${parts.symbol}${gap}${parts.value}${suffix}`;
}
