import { describe, expect, it } from 'vitest';
import { parseListSearch } from './list-search';

const parse = (query: string) => parseListSearch(new URLSearchParams(query));

describe('parseListSearch', () => {
  it('reads every filter', () => {
    expect(parse('type=rent&category=villa&city=%20Dubai%20&page=3')).toEqual({ type: 'rent', category: 'villa', city: 'Dubai', page: 3 });
  });

  it('treats empty values (a submitted form) as absent', () => {
    expect(parse('type=&category=&city=')).toEqual({ type: undefined, category: undefined, city: undefined, page: 1 });
  });

  it('drops bad values instead of failing the page', () => {
    expect(parse('type=sold&category=Villa%20X&page=-2')).toEqual({ type: undefined, category: undefined, city: undefined, page: 1 });
    expect(parse('page=2.5')).toMatchObject({ page: 1 });
    expect(parse('page=abc')).toMatchObject({ page: 1 });
    expect(parse('page=99999999')).toMatchObject({ page: 1 });
    expect(parse(`city=${'x'.repeat(200)}`)).toMatchObject({ city: undefined });
  });
});
