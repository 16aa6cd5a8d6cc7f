import { describe, expect, it, vi } from 'vitest';
import { type SitemapOptions, type SitemapSource, sitemapStream } from './sitemap-stream';

/** A kind of `count` rows served in pages, recording the windows asked for. */
function rows(name: string, count: number, windows: { offset: number; limit: number }[] = []): SitemapSource {
  return {
    name,
    page: async (window) => {
      windows.push(window);
      const end = Math.min(count, window.offset + window.limit);
      const entries = Array.from({ length: Math.max(0, end - window.offset) }, (_, i) => ({ path: `/${name}/${window.offset + i}`, lastModified: '2026-05-06T07:08:09Z' }));
      return { entries, total: count };
    },
  };
}

const options = (overrides: Partial<SitemapOptions> = {}): SitemapOptions => ({ pageSize: 3, maxUrls: 100, onError: vi.fn(), ...overrides });
const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemapStream', () => {
  it('lists the static pages, then every row of every kind, paging through each', async () => {
    const windows: { offset: number; limit: number }[] = [];
    const xml = await read(sitemapStream('https://abode.test', ['/', '/faqs'], [rows('project-details', 7, windows), rows('agent-details', 2)], options()));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(locs(xml)).toEqual([
      'https://abode.test/',
      'https://abode.test/faqs',
      ...Array.from({ length: 7 }, (_, i) => `https://abode.test/project-details/${i}`),
      'https://abode.test/agent-details/0',
      'https://abode.test/agent-details/1',
    ]);
    expect(windows).toEqual([
      { offset: 0, limit: 3 },
      { offset: 3, limit: 3 },
      { offset: 6, limit: 3 },
    ]);
    expect(xml).toContain('<url><loc>https://abode.test/agent-details/1</loc><lastmod>2026-05-06</lastmod></url>');
  });

  it('stops at the URL limit of one sitemap file, asking for no more rows than fit', async () => {
    const windows: { offset: number; limit: number }[] = [];
    const xml = await read(sitemapStream('https://abode.test', ['/'], [rows('properties-details', 1000, windows), rows('agent-details', 5)], options({ maxUrls: 8 })));
    expect(locs(xml)).toHaveLength(8);
    expect(windows.at(-1)).toEqual({ offset: 6, limit: 1 });
    expect(xml).not.toContain('agent-details');
  });

  it('keeps the rows read and the other kinds when one kind fails part-way', async () => {
    const failing: SitemapSource = {
      name: 'projects',
      page: async (window) => {
        if (window.offset > 0) throw new Error('API down');
        return { entries: [{ path: '/project-details/a' }], total: 9 };
      },
    };
    const onError = vi.fn();
    const xml = await read(sitemapStream('https://abode.test', [], [failing, rows('articles', 1)], options({ pageSize: 1, onError })));
    expect(locs(xml)).toEqual(['https://abode.test/project-details/a', 'https://abode.test/articles/0']);
    expect(onError).toHaveBeenCalledWith('projects', expect.any(Error));
  });

  it('escapes XML in locations', async () => {
    const odd: SitemapSource = { name: 'odd', page: async () => ({ entries: [{ path: "/a?x=1&y='2'" }], total: 1 }) };
    expect(await read(sitemapStream('https://abode.test', [], [odd], options()))).toContain('<loc>https://abode.test/a?x=1&amp;y=&apos;2&apos;</loc>');
  });
});
