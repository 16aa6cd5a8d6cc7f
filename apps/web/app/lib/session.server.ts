import { redirect } from 'react-router';
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

/** Only paths of this site: never an open redirect. */
export function safeRedirectPath(value: unknown, fallback: string = paths.home): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : fallback;
}

/** To the login page, which says why and comes back to this page afterwards. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(paths.loginTo(`${url.pathname}${url.search}`));
}
