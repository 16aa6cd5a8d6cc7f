import { beforeEach, describe, expect, it } from 'vitest';
import { matchingRecent, rememberSearch, recentSearches } from './recent-searches';

describe('recent searches', () => {
  beforeEach(() => {
    const values = new Map<string, string>();
    const storage = { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
    Object.defineProperty(globalThis, 'window', { value: { localStorage: storage }, configurable: true });
  });

  it('keeps the last five, newest first, without repeats or blanks', () => {
    for (const text of ['villa', 'JVC', '  ', 'Villa ', 'marina', 'pool', 'sea view', 'downtown']) rememberSearch(text);
    expect(recentSearches()).toEqual(['downtown', 'sea view', 'pool', 'marina', 'Villa']);
  });

  it('offers those starting with the typed text', () => {
    expect(matchingRecent('vi', ['villa in jvc', 'Villa', 'pool'])).toEqual(['villa in jvc', 'Villa']);
    expect(matchingRecent('', ['pool'])).toEqual(['pool']);
    expect(matchingRecent('pool', ['pool'])).toEqual([]);
  });
});
