// base64 of UTF-8 JSON, as the 1.2.6+ clients send `filters` to get-property-list. Written by hand
// because this package may use only the standard library (no Buffer, atob or TextDecoder types).

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map<string, number>([...ALPHABET].map((c, i) => [c, i]));
// base64url spells the last two digits differently; both spellings are accepted
VALUE.set('-', 62);
VALUE.set('_', 63);

/** The bytes of a base64 (or base64url) text, padding optional; null when it is not base64. */
export function base64ToBytes(text: string): number[] | null {
  const body = text.replace(/={1,2}$/, '');
  if (body.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of body) {
    const value = VALUE.get(char);
    if (value === undefined) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

export function bytesToBase64(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? ALPHABET[n & 63]! : '=';
  }
  return out;
}

/** UTF-8 bytes → text; null for invalid UTF-8. */
function utf8Decode(bytes: readonly number[]): string | null {
  try {
    return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return null;
  }
}

function utf8Encode(text: string): number[] {
  const escaped = encodeURIComponent(text);
  const bytes: number[] = [];
  for (let i = 0; i < escaped.length; i++) {
    if (escaped[i] === '%') {
      bytes.push(Number.parseInt(escaped.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(escaped.charCodeAt(i));
  }
  return bytes;
}

/** The JSON value inside a base64 text, or `{ error }` saying which step failed. */
export function decodeBase64Json(text: string): { value: unknown } | { error: 'base64' | 'utf8' | 'json' } {
  const bytes = base64ToBytes(text.trim());
  if (bytes === null) return { error: 'base64' };
  const json = utf8Decode(bytes);
  if (json === null) return { error: 'utf8' };
  try {
    return { value: JSON.parse(json) as unknown };
  } catch {
    return { error: 'json' };
  }
}

export function encodeBase64Json(value: unknown): string {
  return bytesToBase64(utf8Encode(JSON.stringify(value)));
}
