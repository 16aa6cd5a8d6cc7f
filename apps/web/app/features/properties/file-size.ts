// File sizes in the reader's language ("2.4 MB", "٢٫٤ ميغابايت" → with Latin digits as the site uses).

import { latinNumberFormat } from '@abode/shared/format/number-format';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A byte count in the largest unit that keeps the number at or above 1, one decimal at most. */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return latinNumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
}
