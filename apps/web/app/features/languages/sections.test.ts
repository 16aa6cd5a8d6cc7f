import { describe, expect, it } from 'vitest';
import { pickSections, sectionsUrl, selectSections } from './sections';

const strings = { app: { name: 'Abode' }, nav: { home: 'Home' }, notFound: 'Not Found' };

describe('selectSections', () => {
  it('keeps the named top-level sections and leaves out names the strings lack', () => {
    expect(selectSections(strings, ['nav', 'notFound', 'toString', 'missing'])).toEqual({ nav: { home: 'Home' }, notFound: 'Not Found' });
  });
});

describe('pickSections', () => {
  it('answers the same object for the same strings and names, another for other names', () => {
    const picked = pickSections(strings, ['app', 'nav']);
    expect(picked).toEqual({ app: { name: 'Abode' }, nav: { home: 'Home' } });
    expect(pickSections(strings, ['app', 'nav'])).toBe(picked);
    expect(pickSections(strings, ['app'])).not.toBe(picked);
    expect(pickSections({ ...strings }, ['app', 'nav'])).not.toBe(picked);
  });
});

describe('sectionsUrl', () => {
  it('names the language, the version and the sections', () => {
    expect(sectionsUrl('ar', 'v1_x-2', ['home', 'nav'])).toBe('/translations/ar/v1_x-2/home,nav');
  });
});
