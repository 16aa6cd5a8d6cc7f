// The console lists' query strings, read without a schema: these run in the browser too.

export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** A search box's value: trimmed, at most 200 characters, blank as absent. */
export function searchText(value: string | null): string | undefined {
  const text = value?.trim().slice(0, 200);
  return text ? text : undefined;
}

/** Positive whole ids from a form (checkboxes of a bulk action), without repeats. */
export function idsOf(values: FormDataEntryValue[]): number[] {
  return [...new Set(values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))];
}
