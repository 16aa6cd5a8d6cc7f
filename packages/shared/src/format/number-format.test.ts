import { describe, expect, it } from 'vitest';
import { latinNumberFormat, numberFormat } from './number-format';

describe('numberFormat', () => {
  it('builds each locale and options pair once', () => {
    expect(numberFormat('en', { maximumFractionDigits: 1 })).toBe(numberFormat('en', { maximumFractionDigits: 1 }));
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en', { maximumFractionDigits: 2 }));
    expect(numberFormat('en')).not.toBe(numberFormat('ar'));
  });

  it('keeps Latin digits with the language grouping', () => {
    expect(latinNumberFormat('ar').format(1234567)).toMatch(/^1.234.567$/u);
    expect(latinNumberFormat('en', { minimumFractionDigits: 2 }).format(5)).toBe('5.00');
  });
});
