import type { DOMPurify } from 'dompurify';

// Rich text written in the console (articles, about / privacy / terms) is sanitised here, once,
// when it is saved (ADR 032): what the database holds is what every client may render as it is.
// DOMPurify is the maintained, browser-grade sanitiser; on the server it parses with jsdom.

/** What the editor produces (TipTap's starter kit), and nothing else. */
const ALLOWED_TAGS = ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr'];
const ALLOWED_ATTR = ['href', 'title', 'start', 'rel'];
/** Links go to web pages, mail and phone numbers, or within the site: never javascript: or data: URLs. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

// (the server compiles without the DOM types: the element is described by what is used of it)
interface LinkLike {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

let purifier: Promise<DOMPurify> | undefined;

/** jsdom takes seconds to load: it is loaded on the first save, not when the server starts. */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    const purify = createDOMPurify(new JSDOM('').window);
    // every link the admin writes leaves the site without handing it the page (window.opener)
    purify.addHook('afterSanitizeAttributes', (node) => {
      const element = node as unknown as LinkLike;
      if (element.tagName === 'A' && element.getAttribute('href')) element.setAttribute('rel', 'noopener noreferrer nofollow');
    });
    return purify;
  })();
  purifier.catch(() => (purifier = undefined));
  return purifier;
}

/** The HTML with only the editor's formatting kept: no scripts, styles, event handlers, embeds or unsafe URLs. */
export async function sanitiseHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: SAFE_URL, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false, KEEP_CONTENT: true }).trim();
}
