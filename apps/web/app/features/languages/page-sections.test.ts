import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import english from '@abode/shared/i18n/en.json';
import { MSG } from '@abode/shared/messages';
import routes from '~/routes';
import { PAGE_SECTIONS, SHELL_SECTIONS, sectionsOfPage } from './page-sections';

// Reads the code a page can run — its route module and everything that imports, statically or
// lazily — for the translation keys it names, and checks that the page's sections hold them.
// Keys reach t() as literals ('listSearch.sort', `property.type.${type}`) or through constants
// that name them, so every string literal that reads like a key counts, which may ask for a
// section a page never shows but never misses one it does.

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED_DIR = path.resolve(APP_DIR, '../../../packages/shared/src');
const SECTIONS = new Set(Object.keys(english));
const MESSAGES = new Set(Object.keys(MSG));
/** The lists themselves name sections, not keys a page shows. */
const DECLARATIONS = fileURLToPath(new URL('./page-sections.ts', import.meta.url));
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*'([^']+)'/g;
const DOTTED_KEY = /['`]([A-Za-z]\w*)\.[\w.${}]/g;
const BARE_KEY = /(['`])([A-Za-z]\w*)\1/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('~/')
    ? path.join(APP_DIR, specifier.slice(2))
    : specifier.startsWith('@abode/shared/')
      ? path.join(SHARED_DIR, specifier.slice('@abode/shared/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

function codeOf(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || entry === DECLARATIONS) return seen;
  seen.add(entry);
  for (const [, specifier] of readFileSync(entry, 'utf8').matchAll(IMPORT)) {
    const file = resolveImport(entry, specifier!);
    if (file) codeOf(file, seen);
  }
  return seen;
}

/** The sections of the language file that the code of a module and its imports can show. */
function sectionsUsedBy(entry: string): string[] {
  const used = new Set<string>();
  for (const file of codeOf(path.join(APP_DIR, entry))) {
    const source = readFileSync(file, 'utf8');
    for (const [, section] of source.matchAll(DOTTED_KEY)) if (SECTIONS.has(section!)) used.add(section!);
    for (const [, , key] of source.matchAll(BARE_KEY)) if (MESSAGES.has(key!)) used.add(key!);
    if (/\btranslateApiMessage\(/.test(source) && !file.endsWith(path.join('lib', 'i18n.ts'))) MESSAGES.forEach((key) => used.add(key));
  }
  return [...used].sort();
}

interface Page {
  path: string;
  file: string;
}

/** The pages of app/routes.ts (the routes inside the page boundary), by their path. */
function pagesOf(entries: RouteConfigEntry[]): { boundary: string; pages: Page[] } {
  const boundary = entries.find((entry) => entry.children)!;
  return { boundary: boundary.file, pages: boundary.children!.map((entry) => ({ path: entry.index ? '' : entry.path!, file: entry.file })) };
}

const { boundary, pages } = pagesOf(routes);
const missingFrom = (declared: readonly string[], used: string[]) => used.filter((section) => !declared.includes(section));

describe('translation sections of the pages', () => {
  it('reads the keys it checks', () => {
    expect(sectionsUsedBy('routes/property-details.tsx')).toEqual(expect.arrayContaining(['propertyDetail', 'property', 'gallery']));
    expect(sectionsUsedBy('routes/login.tsx')).toEqual(expect.arrayContaining(['auth', ...MESSAGES]));
  });

  it('gives the shell every section the root and the page boundary show', () => {
    expect(missingFrom(SHELL_SECTIONS, [...sectionsUsedBy('root.tsx'), ...sectionsUsedBy(boundary)])).toEqual([]);
  });

  it.each(pages)('gives $path ($file) every section its code shows', ({ path: pattern, file }) => {
    expect(Object.keys(PAGE_SECTIONS)).toContain(pattern);
    expect(missingFrom(sectionsOfPage(`/${pattern}`), sectionsUsedBy(file))).toEqual([]);
  });

  it('lists only pages that exist and sections the language file has', () => {
    expect(Object.keys(PAGE_SECTIONS).sort()).toEqual(pages.map((page) => page.path).sort());
    for (const section of [...SHELL_SECTIONS, ...Object.values(PAGE_SECTIONS).flat()]) expect(SECTIONS, section).toContain(section);
  });
});

describe('sectionsOfPage', () => {
  it('adds the shell to the sections of the page the pattern names, sorted, once', () => {
    const detail = sectionsOfPage('/properties-details/:slug_id');
    expect(detail).toEqual([...new Set([...SHELL_SECTIONS, ...PAGE_SECTIONS['properties-details/:slug_id']!])].sort());
    expect(sectionsOfPage('/properties-details/:slug_id')).toBe(detail);
    expect(sectionsOfPage('/')).toEqual(expect.arrayContaining(['home', 'nav']));
  });

  it('gives a pattern no page claims the shell alone', () => {
    expect(sectionsOfPage('/nowhere')).toEqual([...new Set(SHELL_SECTIONS)].sort());
  });
});
