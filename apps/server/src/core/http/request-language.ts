const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/i;

/**
 * The language a request says its reader uses (Content-Language, which the web app sends on
 * every call), when it looks like a language code; remembered per user so that mail is written
 * in it. Whether Abode has that language is checked when a mail is written.
 */
export function requestLanguage(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['content-language'];
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  return first && LANGUAGE_CODE.test(first) ? first.toLowerCase() : undefined;
}
