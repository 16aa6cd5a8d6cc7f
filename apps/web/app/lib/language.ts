import { LANGUAGE_COOKIE } from '@abode/shared/session';
import { parseCookies } from './cookies';

/** The visitor's chosen language; readable by scripts so browser-side API calls send it too. */
export { LANGUAGE_COOKIE } from '@abode/shared/session';
const ONE_YEAR_S = 31_536_000;
const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

export const FALLBACK_LANGUAGE = { code: 'en', name: 'English', rtl: false } as const;

export function isLanguageCode(value: unknown): value is string {
  return typeof value === 'string' && LANGUAGE_CODE.test(value);
}

/** The language a Cookie header asks for, if it is well-formed. */
export function requestedLanguage(cookieHeader: string | null | undefined): string | undefined {
  const code = parseCookies(cookieHeader)[LANGUAGE_COOKIE];
  return isLanguageCode(code) ? code : undefined;
}

export function languageCookie(code: string, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function textDirection(rtl: boolean): 'rtl' | 'ltr' {
  return rtl ? 'rtl' : 'ltr';
}
