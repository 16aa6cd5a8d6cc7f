// The searches this browser ran lately, for the search box's suggestions (issue #18): kept in
// localStorage only (they never leave the device), newest first, without repeats.

const KEY = 'abode:recent-searches';
export const RECENT_SEARCHES = 5;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // storage switched off (privacy settings): no recents, nothing breaks
    return null;
  }
}

export function recentSearches(): string[] {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((item): item is string => typeof item === 'string').slice(0, RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** Remembers a search run (blank ones are not searches); the same text typed differently is one. */
export function rememberSearch(text: string): void {
  const search = text.trim().replace(/\s+/g, ' ');
  if (!search) return;
  const kept = recentSearches().filter((item) => item.toLowerCase() !== search.toLowerCase());
  try {
    storage()?.setItem(KEY, JSON.stringify([search, ...kept].slice(0, RECENT_SEARCHES)));
  } catch {
    // full or refused: the search itself still runs
  }
}

/** Recent searches that start with what is typed (all of them for an empty box). */
export function matchingRecent(text: string, recent: readonly string[]): string[] {
  const typed = text.trim().toLowerCase();
  return recent.filter((item) => item.toLowerCase().startsWith(typed) && item.toLowerCase() !== typed);
}
