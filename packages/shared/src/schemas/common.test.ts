import { describe, expect, it } from 'vitest';
import { decimal, flag, integer, MAX_LIMIT, optionalText, paginationQuery, requiredText } from './common';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('request schema helpers', () => {
  it('pages default to offset 0 and limit 10, clamp large limits and refuse bad ones', () => {
    expect(paginationQuery.parse({})).toEqual({ offset: 0, limit: 10 });
    expect(paginationQuery.parse({ offset: '20', limit: '5' })).toEqual({ offset: 20, limit: 5 });
    expect(paginationQuery.parse({ limit: 5000 })).toEqual({ offset: 0, limit: MAX_LIMIT });
    expect(message(paginationQuery.safeParse({ limit: '0' }))).toBe('limit must be 1 or more');
    expect(message(paginationQuery.safeParse({ offset: '-3' }))).toBe('offset must be 0 or more');
    expect(message(paginationQuery.safeParse({ limit: '1e3' }))).toBe('limit must be a whole number');
    expect(message(paginationQuery.safeParse({ limit: ['1', '2'] }))).toBe('limit must be a whole number');
  });

  it('reads whole and decimal numbers from strings or numbers', () => {
    expect(integer('n').parse(' 42 ')).toBe(42);
    expect(message(integer('n').safeParse('4.2'))).toBe('n must be a whole number');
    expect(message(integer('n', { min: 0, max: 4 }).safeParse('5'))).toBe('n must be between 0 and 4');
    expect(decimal('price').parse('1250000.50')).toBe(1_250_000.5);
    expect(decimal('price').parse(12)).toBe(12);
    expect(message(decimal('price').safeParse('12abc'))).toBe('price must be a number');
    expect(message(decimal('price', { min: 0 }).safeParse('-1'))).toBe('price must be 0 or more');
  });

  it('reads switches as booleans', () => {
    const f = flag('promoted');
    expect([f.parse('1'), f.parse('true'), f.parse(1), f.parse(true)]).toEqual([true, true, true, true]);
    expect([f.parse('0'), f.parse('false'), f.parse(false), f.parse(undefined)]).toEqual([false, false, false, undefined]);
    expect(message(f.safeParse('yes'))).toBe('promoted must be 0 or 1');
  });

  it('trims text, treats blank optional text as absent and names the field in errors', () => {
    expect(optionalText('city', 10).parse('  Dubai ')).toBe('Dubai');
    expect(optionalText('city', 10).parse('   ')).toBeUndefined();
    expect(message(optionalText('city', 3).safeParse('Dubai'))).toBe('city must be at most 3 characters');
    expect(message(requiredText('Subject', 10).safeParse('  '))).toBe('Subject is required');
    expect(message(requiredText('Subject', 10).safeParse(undefined))).toBe('Subject is required');
  });
});
