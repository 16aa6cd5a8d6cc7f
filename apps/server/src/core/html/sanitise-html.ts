import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// Rich text written in the console (articles, about / privacy / terms) is sanitised here, once,
// when it is saved (ADR 032): what the database holds is what every client may render as it is.
// DOMPurify is the maintained, browser-grade sanitiser; on the server it parses with jsdom.

/** What the editor produces (TipTap's starter kit), and nothing else. */
const ALLOWED_TAGS = ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr'];
const ALLOWED_ATTR = ['href', 'title', 'start'];
/** Links go to web pages, mail and phone numbers, or within the site: never javascript: or data: URLs. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const purify = createDOMPurify(new JSDOM('').window);
// every link the admin writes leaves the site without handing it the page (window.opener)
// (the server compiles without the DOM types: the element is described by what is used of it)
interface LinkLike {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}
purify.addHook('afterSanitizeAttributes', (node) => {
  const element = node as unknown as LinkLike;
  if (element.tagName === 'A' && element.getAttribute('href')) element.setAttribute('rel', 'noopener noreferrer nofollow');
});

/** The HTML with only the editor's formatting kept: no scripts, styles, event handlers, embeds or unsafe URLs. */
export function sanitiseHtml(html: string): string {
  return purify
    .sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR: [...ALLOWED_ATTR, 'rel'],
      ALLOWED_URI_REGEXP: SAFE_URL,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      KEEP_CONTENT: true,
    })
    .trim();
}
