/**
 * Optimal-string-alignment distance (Damerau–Levenshtein without repeated edits of one substring):
 * insertions, deletions, substitutions and swaps of neighbours each cost 1. Stops early and answers
 * `max + 1` once every alignment costs more than `max`, so a miss against a long word is cheap.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * Whether a typed word may stand for a known one: the longer the word, the more edits are
 * forgiven (none under 4 letters, 1 up to 7, 2 from 8). A 4-letter word may only miss a letter or
 * swap two ("vila" → "villa"), not change one: "lane" must not become "land", nor "show" "shop".
 */
export function isTypoOf(typed: string, known: string): boolean {
  const length = [...typed].length;
  if (length < 4 || typed === known) return false;
  const max = length >= 8 ? 2 : 1;
  const distance = typoDistance(typed, known, max);
  if (distance > max) return false;
  if (length > 4) return true;
  return typed.length !== known.length || [...typed].sort().join('') === [...known].sort().join('');
}
