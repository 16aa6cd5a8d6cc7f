// Where to go after logging in, switching language or signing in with Google: never an open redirect.

/** Tab, newline and the other control characters, which browsers drop from URLs ("/\t/evil" → "//evil"); and backslashes, read as "/". */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * `value` as a path of the site at `origin` (path, query and hash), or null when it is not one:
 * it must start with "/", hold no control character or backslash, and resolved against
 * `origin` stay on it ("//evil.example", "/\evil.example" and "/\t/evil.example" do not).
 */
export function sameOriginPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || hasUnsafeCharacter(value)) return null;
  try {
    const site = new URL(origin);
    const url = new URL(value, site);
    return url.origin === site.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
