// Rich text the admin writes (About us, policies, articles) is rendered as HTML. It comes from
// trusted accounts, but a stolen admin session must not become script on every visitor's page:
// active content is stripped before rendering.

const ACTIVE_ELEMENTS = 'script|style|iframe|frame|frameset|object|embed|applet|form|input|button|textarea|select|link|meta|base|svg|math';
const ELEMENT_WITH_CONTENT = new RegExp(`<(${ACTIVE_ELEMENTS})\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, 'gi');
const LONE_TAG = new RegExp(`<\\/?(${ACTIVE_ELEMENTS})\\b[^>]*>`, 'gi');
const EVENT_HANDLER = /\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_URL = /\s+(href|src|xlink:href|action|formaction|srcset|style)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const UNSAFE_VALUE = /^["']?\s*(javascript|vbscript|data):|expression\s*\(|url\s*\(/i;

/** The HTML with scripts, embeds, forms, event handlers and script URLs removed. */
export function safeHtml(html: string): string {
  return html
    .replace(ELEMENT_WITH_CONTENT, '')
    .replace(LONE_TAG, '')
    .replace(EVENT_HANDLER, '')
    .replace(SCRIPT_URL, (attribute: string, _name: string, value: string) => (UNSAFE_VALUE.test(value.replace(/[\s\p{Cc}]+/gu, '')) ? '' : attribute));
}
