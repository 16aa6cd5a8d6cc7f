import { describe, expect, it } from 'vitest';
import { AREA_UNITS, conversionRatio, convertMeasure, isMeasureUnit, LENGTH_UNITS, roundMeasure, unitKind, unitsOfKind } from './area-conversion';

describe('area conversion', () => {
  it('converts lengths by their exact definitions', () => {
    expect(convertMeasure(1, 'km', 'm')).toBe(1000);
    expect(convertMeasure(1, 'mi', 'yd')).toBe(1760);
    expect(convertMeasure(1, 'mi', 'm')).toBe(1609.344);
    expect(convertMeasure(1, 'yd', 'm')).toBe(0.9144);
    expect(convertMeasure(5, 'km', 'mi')).toBeCloseTo(3.10686, 5);
    expect(conversionRatio('mi', 'km')).toEqual({ num: 25_146n, den: 15_625n });
  });

  it('converts areas by their exact definitions', () => {
    expect(convertMeasure(1, 'acre', 'sq_ft')).toBe(43_560);
    expect(convertMeasure(1, 'sq_mi', 'acre')).toBe(640);
    expect(convertMeasure(1, 'sq_mi', 'sq_ft')).toBe(27_878_400);
    expect(convertMeasure(1, 'sq_yd', 'sq_ft')).toBe(9);
    expect(convertMeasure(1, 'hectare', 'sq_m')).toBe(10_000);
    expect(convertMeasure(1, 'sq_km', 'hectare')).toBe(100);
    expect(convertMeasure(1, 'acre', 'sq_m')).toBe(4046.8564224);
    expect(convertMeasure(1, 'sq_ft', 'sq_m')).toBe(0.09290304);
    expect(convertMeasure(1, 'hectare', 'acre')).toBeCloseTo(2.4710538, 7);
  });

  it('converts the South-Asian land units as chosen (revenue marla, West Bengal bigha)', () => {
    expect(convertMeasure(1, 'marla', 'sq_ft')).toBe(272.25);
    expect(convertMeasure(1, 'kanal', 'marla')).toBe(20);
    expect(convertMeasure(1, 'kanal', 'sq_ft')).toBe(5445);
    expect(convertMeasure(8, 'kanal', 'acre')).toBe(1);
    expect(convertMeasure(1, 'bigha', 'sq_ft')).toBe(14_400);
    expect(convertMeasure(1, 'bigha', 'sq_yd')).toBe(1600);
    expect(convertMeasure(100, 'cent', 'acre')).toBe(1);
    expect(convertMeasure(1, 'cent', 'sq_ft')).toBe(435.6);
    expect(convertMeasure(40, 'guntha', 'acre')).toBe(1);
    expect(convertMeasure(1, 'guntha', 'sq_yd')).toBe(121);
  });

  it('round-trips every pair of units of a kind', () => {
    for (const units of [LENGTH_UNITS, AREA_UNITS]) {
      for (const from of units) {
        for (const to of units) {
          expect(roundMeasure(convertMeasure(convertMeasure(123.45, from, to), to, from)), `${from} → ${to}`).toBe(123.45);
        }
      }
    }
  });

  it('refuses length to area and knows its units', () => {
    expect(() => convertMeasure(1, 'km', 'sq_km')).toThrow(RangeError);
    expect(unitKind('yd')).toBe('length');
    expect(unitKind('bigha')).toBe('area');
    expect(unitsOfKind('length')).toEqual(['m', 'km', 'mi', 'yd']);
    expect(isMeasureUnit('marla')).toBe(true);
    expect(isMeasureUnit('furlong')).toBe(false);
  });

  it('rounds results for people', () => {
    expect(roundMeasure(0.1 + 0.2)).toBe(0.3);
    expect(roundMeasure(2.471053814671653, 6)).toBe(2.47105);
    expect(roundMeasure(0)).toBe(0);
  });
});
