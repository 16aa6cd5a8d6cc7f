import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('Sea view', 8)).toBe('Sea view');
    expect(truncate('', 3)).toBe('');
  });

  it('cuts long text to the limit, ellipsis included, without trailing spaces', () => {
    expect(truncate('A bright flat near the park', 12)).toBe('A bright fl…');
    expect(truncate('A bright flat', 10)).toBe('A bright…');
    expect(Array.from(truncate('x'.repeat(50), 20))).toHaveLength(20);
  });

  it('counts code points, never splitting a character', () => {
    expect(truncate('🏠🏡🏢🏣', 3)).toBe('🏠🏡…');
    expect(truncate('شقة فاخرة مطلة على البحر', 10)).toBe('شقة فاخرة…');
  });

  it('handles tiny limits', () => {
    expect(truncate('abc', 1)).toBe('…');
    expect(truncate('abc', 0)).toBe('');
  });
});
