import { describe, expect, it } from 'vitest';
import english from './en.json';
import { flattenTranslations, nestTranslations } from './flat-keys';

describe('flat translation keys', () => {
  it('flattens nested sections into dotted keys whose values are all strings', () => {
    const flat = flattenTranslations({ home: 'Home', header: { login: 'Log in', menu: { open: 'Open' } }, count: 3, on: true, list: ['a', 'b'], none: null });
    expect(flat).toEqual({ home: 'Home', 'header.login': 'Log in', 'header.menu.open': 'Open', count: '3', on: 'true', 'list.0': 'a', 'list.1': 'b', none: '' });
    expect(Object.values(flattenTranslations(english)).every((value) => typeof value === 'string')).toBe(true);
  });

  it('nests Abode’s own file back unchanged', () => {
    expect(nestTranslations(flattenTranslations(english))).toEqual(english);
    expect(nestTranslations({ 'a.b': 'x', a: 'plain', 'a.c': 'y' })).toEqual({ a: { b: 'x', c: 'y' } });
  });
});
