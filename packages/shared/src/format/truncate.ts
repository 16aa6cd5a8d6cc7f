/** Shortens text to at most `max` characters (code points), ending with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  if (max <= 1) return '…'.slice(0, max);
  return `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}
