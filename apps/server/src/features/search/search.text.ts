/** Longest search the index is asked (words beyond it are dropped, so a pasted essay stays a cheap query). */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * The words of a visitor's search, lower-cased: runs of letters and digits (any script), so
 * punctuation and index operators never reach FTS5 or to_tsquery. The last word is matched as a
 * prefix by both indexes (search-as-you-type).
 */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TERMS).map((word) => word.slice(0, MAX_TERM_LENGTH));
}
