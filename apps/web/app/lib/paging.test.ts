import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, pageWindow } from './paging';

describe('paging', () => {
  it('reads ?page=, falling back to 1', () => {
    expect(pageOf(new URL('http://x/articles?page=3'))).toBe(3);
    for (const bad of ['', '0', '-1', '1.5', 'two', '100000']) expect(pageOf(new URL(`http://x/a?page=${bad}`))).toBe(1);
    expect(pageOf(new URL('http://x/a'))).toBe(1);
  });

  it('counts pages and windows', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(19, 9)).toBe(3);
    expect(pageWindow(3, 9)).toEqual({ offset: 18, limit: 9 });
  });
});
