import { redirect } from 'react-router';
import { sameOriginPath } from '@abode/shared/redirect';
import { SESSION_COOKIE } from '@abode/shared/session';
import { paths } from '~/config/paths';
import { parseCookies } from './cookies';

/** Secure cookies when the site is public over https (PUBLIC_URL), else when this request came over https. */
function isSecure(request: Request): boolean {
  return (process.env.PUBLIC_URL ?? request.url).startsWith('https:');
}

/** The session token as an httpOnly cookie that expires with the token (ADR 003). */
export function sessionCookie(request: Request, token: string, expiresAt: string): string {
  const expires = new Date(expiresAt).toUTCString();
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Expires=${expires}; HttpOnly; SameSite=Lax${isSecure(request) ? '; Secure' : ''}`;
}

export function clearedSessionCookie(request: Request): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isSecure(request) ? '; Secure' : ''}`;
}

export function hasSessionCookie(request: Request): boolean {
  return Boolean(parseCookies(request.headers.get('cookie'))[SESSION_COOKIE]);
}

/** The site's origin: PUBLIC_URL's, else this request's. */
export function siteOrigin(request: Request): string {
  return new URL(process.env.PUBLIC_URL ?? request.url).origin;
}

/** Only paths of this site, resolved against its origin: never an open redirect. */
export function safeRedirectPath(request: Request, value: unknown, fallback: string = paths.home): string {
  return sameOriginPath(value, siteOrigin(request)) ?? fallback;
}

/**
 * The Origin check of page actions that act without the API's own check (ADR 003): the form must
 * come from this site (Origin, else Referer), or a cross-site page could post it.
 */
export function isSameOriginPost(request: Request): boolean {
  const claimed = request.headers.get('origin') ?? refererOrigin(request.headers.get('referer'));
  return claimed !== null && (claimed === siteOrigin(request) || claimed === new URL(request.url).origin);
}

function refererOrigin(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/** To the login page, which says why and comes back to this page afterwards. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(paths.loginTo(`${url.pathname}${url.search}`));
}
