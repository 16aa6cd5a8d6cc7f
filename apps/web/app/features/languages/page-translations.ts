import { isTranslations } from '~/lib/i18n';
import type { RootData } from '~/lib/site-context';
import { sectionsOfPage } from './page-sections';
import { sectionsUrl } from './sections';

/** Fetches a URL's JSON; tests pass their own. */
export type FetchJson = (url: string) => Promise<unknown>;

const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/**
 * The root data with the sections a page needs added, fetched in one request for those the browser
 * has not got yet; the same object when it has them all, so nothing re-renders.
 */
export async function withPageTranslations(root: RootData, pattern: string, fetchSections: FetchJson = fetchJson): Promise<RootData> {
  const missing = sectionsOfPage(pattern).filter((section) => !Object.hasOwn(root.translations, section));
  if (missing.length === 0) return root;
  const url = sectionsUrl(root.language.code, root.translationsVersion, missing);
  // A shape check rather than zod: this module is part of the root chunk every page loads first.
  const fetched = await fetchSections(url);
  if (!isTranslations(fetched)) throw new Error(`${url} answered no translations`);
  return { ...root, translations: { ...root.translations, ...fetched } };
}

// The browser's root data, as last rendered: a client-side navigation adds sections to it rather
// than asking the server for the settings, the session and the strings again.
let shown: RootData | undefined;
// Revalidations that must reach the root's server loader (after an action, an explicit
// revalidation), by the URL they load; shouldRevalidate sees why, the client loader only the URL.
const fromServer = new Set<string>();

export function rememberRootData(root: RootData): void {
  shown = root;
}

/** The root's next load of this URL must come from its server loader. */
export function expectServerRevalidation(url: URL): void {
  fromServer.add(url.href);
}

/**
 * Root client loader: the server's data after an action, otherwise the shown data plus the page's
 * sections — or, if those cannot be fetched, the server's data, which holds them too.
 */
export async function loadRootInBrowser(
  request: Request,
  pattern: string,
  serverLoader: () => Promise<RootData>,
  fetchSections: FetchJson = fetchJson,
): Promise<RootData> {
  if (fromServer.delete(request.url) || !shown) return serverLoader();
  return withPageTranslations(shown, pattern, fetchSections).catch(serverLoader);
}
