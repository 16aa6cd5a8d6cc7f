import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import ar from './ar.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

/** Flattens nested translations to "a.b.c" → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]));

const english = flatten(en as Tree);
const arabic = flatten(ar as Tree);
const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((key) => key.replace(PLURAL, '')));

describe('UI translations', () => {
  // The API answers the contract's exact strings (MSG); people read reviewed copy under the same
  // key (issue #18), so a typo of the contract ("Deactivetd") never reaches a page.
  it('carry every SPEC §8 / API message under its MSG key, in English and Arabic', () => {
    for (const key of Object.keys(MSG)) {
      expect(english.get(key), key).toBeTruthy();
      expect(arabic.get(key), key).toBeTruthy();
    }
  });

  it('give people sentences: reviewed English copy starts with a capital letter', () => {
    for (const key of Object.keys(MSG)) expect(english.get(key), key).toMatch(/^[A-Z]/);
  });

  it('have the same keys in English and Arabic', () => {
    expect([...baseKeys(arabic.keys())].sort()).toEqual([...baseKeys(english.keys())].sort());
  });

  it('give English plurals one and other, Arabic all six forms', () => {
    const plurals = baseKeys([...english.keys()].filter((key) => PLURAL.test(key)));
    expect(plurals.size).toBeGreaterThan(0);
    for (const key of plurals) {
      expect(english.has(`${key}_one`) && english.has(`${key}_other`), key).toBe(true);
      for (const form of ARABIC_PLURALS) expect(arabic.has(`${key}_${form}`), `${key}_${form}`).toBe(true);
    }
  });

  it('never leave a text empty, and use only placeholders the English text has', () => {
    for (const [key, text] of arabic) {
      expect(text.trim(), key).not.toBe('');
      const englishText = english.get(key) ?? english.get(`${key.replace(PLURAL, '')}_other`) ?? '';
      for (const name of placeholders(text)) expect(placeholders(englishText), `${key} uses {{${name}}}`).toContain(name);
    }
  });
});
