/** Nested translation texts: a language file, or a section of one. */
export interface TextTree {
  [key: string]: string | TextTree;
}

const isTree = (value: unknown): value is TextTree => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `override` laid over `base`, section by section: a text of `override` wins, a key it lacks
 * reads from `base`. How a stored language file (an admin's edits) meets the copy a release ships.
 */
export function overlay<T extends object>(base: T, override: object): T {
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? overlay(current, value) : value;
  }
  return merged as T;
}
