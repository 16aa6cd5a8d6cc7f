/** One page of one kind of content, as sitemap entries. */
export interface SitemapPage {
  entries: { path: string; lastModified?: string | undefined }[];
  total: number;
}

/** A kind of content read page by page (properties, projects, agents, articles). */
export interface SitemapSource {
  name: string;
  page: (window: { offset: number; limit: number }) => Promise<SitemapPage>;
}

export interface SitemapOptions {
  /** Rows per API call: the API's largest page. */
  pageSize: number;
  /** The protocol's limit for one sitemap file. */
  maxUrls: number;
  /** A kind that fails part-way is cut there; the others are still listed. */
  onError: (source: string, error: unknown) => void;
}

export const SITEMAP_DEFAULTS: SitemapOptions = {
  pageSize: 100,
  maxUrls: 50_000,
  onError: (source, error) => console.warn(`sitemap: the ${source} list could not be read`, error),
};

const XML_ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => XML_ESCAPES[c] ?? c);
}

function entry(origin: string, path: string, lastModified?: string): string {
  const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>` : '';
  return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod}</url>\n`;
}

async function* lines(origin: string, staticPaths: readonly string[], sources: readonly SitemapSource[], options: SitemapOptions): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  let written = 0;
  for (const path of staticPaths.slice(0, options.maxUrls)) {
    written += 1;
    yield entry(origin, path);
  }
  for (const source of sources) {
    let offset = 0;
    while (written < options.maxUrls) {
      let page: SitemapPage;
      try {
        page = await source.page({ offset, limit: Math.min(options.pageSize, options.maxUrls - written) });
      } catch (error) {
        options.onError(source.name, error);
        break;
      }
      if (page.entries.length === 0) break;
      // one chunk per page: the response goes out as the pages come in
      yield page.entries.map((e) => entry(origin, e.path, e.lastModified)).join('');
      written += page.entries.length;
      offset += page.entries.length;
      if (offset >= page.total) break;
    }
  }
  yield '</urlset>\n';
}

/**
 * sitemap.xml as a stream: static pages, then every kind of content read a page at a time, so
 * neither the server nor the API holds more than one page however many listings there are.
 */
export function sitemapStream(origin: string, staticPaths: readonly string[], sources: readonly SitemapSource[], options: SitemapOptions = SITEMAP_DEFAULTS): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = lines(origin, staticPaths, sources, options);
  return new ReadableStream({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
}
