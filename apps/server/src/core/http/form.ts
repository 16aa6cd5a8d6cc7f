import qs from 'qs';
import { ApiError } from './errors.js';

// Clients send arrays and objects as bracketed keys (`parameters[0][parameter_id]`,
// `gallery_images[]`); qs expands them. Its caps bound the work a hostile form can cause (issue
// #12): past them the request is refused instead of parsed for seconds or exhausting the stack.

/** Most keys in one form or query string, multipart included (also busboy's field limit). */
export const FORM_KEY_LIMIT = 1000;
const LIMITS = {
  parameterLimit: FORM_KEY_LIMIT,
  // the deepest key of the contract is `parameters[0][parameter_id]`
  depth: 5,
  strictDepth: true,
  // a listing's gallery (40 files at most) and its parameters fit well within
  arrayLimit: 100,
  throwOnLimitExceeded: true,
} as const;
export const FORM_TOO_LARGE = 'Too many form fields, or keys nested too deeply';

type Decoder = NonNullable<qs.IParseOptions['decoder']>;

function parse(input: string, decoder?: Decoder): Record<string, unknown> {
  try {
    return qs.parse(input, { ...LIMITS, ...(decoder ? { decoder } : {}) });
  } catch (error) {
    // qs reports every exceeded limit as a RangeError
    if (error instanceof RangeError) throw new ApiError(400, FORM_TOO_LARGE);
    throw error;
  }
}

/** An application/x-www-form-urlencoded body. */
export function parseUrlencoded(body: string): Record<string, unknown> {
  return parse(body);
}

/** A query string, where a key with an empty value is absent (`?offset=&limit=` means neither). */
export function parseQueryString(query: string): Record<string, unknown> {
  const given = query.split('&').filter((pair) => {
    const equals = pair.indexOf('=');
    return equals > 0 && equals < pair.length - 1;
  });
  return parse(given.join('&'));
}

/**
 * The fields and files of a multipart body, in the order they came. They go through the same
 * parser as a urlencoded body: each value stands in by its position, and the decoder puts it back.
 */
export function parseFormEntries(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const query = entries.map(([key], index) => `${encodeURIComponent(key)}=${index}`).join('&');
  return parse(query, (text, decode, charset, type) => (type === 'value' ? entries[Number(text)]?.[1] : decode(text, decode, charset)));
}
