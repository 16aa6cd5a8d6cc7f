import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { languageStrings } from '~/features/languages/translations.server';
import { loader } from './translations';

const FILE = { nav: { home: 'Startseite' } };
/** The same file as get_languages answers it: flat, dotted keys. */
const FLAT_FILE = { 'nav.home': 'Startseite' };
const VERSION = languageStrings(FILE).version;

const LANGUAGE = { id: 9, code: 'de-test', name: 'Deutsch', rtl: false };

// The site's settings and the language file as the API answers them, in-process like the Abode server.
const context = {
  apiFetch: async (request: Request) => {
    const data = new URL(request.url).pathname.endsWith('/web-settings') ? { languages: [LANGUAGE] } : { ...LANGUAGE, rtl: 0, file_name: FLAT_FILE };
    return Response.json({ error: false, message: 'Data Fetched Successfully', data });
  },
} as AppLoadContext;

function load(params: Record<string, string>) {
  const args = { request: new Request('http://localhost/translations'), context, params };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

describe('GET /translations/:language/:version/:sections', () => {
  it('answers the sections of the current version for good', async () => {
    const response = await load({ language: 'de-test', version: VERSION, sections: 'nav,errors,noSuchSection' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = (await response.json()) as Record<string, Record<string, string>>;
    expect(Object.keys(body).sort()).toEqual(['errors', 'nav']);
    expect(body.nav!.home).toBe('Startseite');
  });

  it('answers an older version with the current strings, uncached', async () => {
    const response = await load({ language: 'de-test', version: 'older', sections: 'nav' });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(((await response.json()) as { nav: { home: string } }).nav.home).toBe('Startseite');
  });

  it('knows only the languages the site offers', async () => {
    expect((await load({ language: 'fr', version: VERSION, sections: 'nav' })).status).toBe(404);
  });

  it('refuses malformed names', async () => {
    expect((await load({ language: 'de-test', version: VERSION, sections: 'nav,../x' })).status).toBe(404);
    expect((await load({ language: '<script>', version: VERSION, sections: 'nav' })).status).toBe(404);
  });
});
