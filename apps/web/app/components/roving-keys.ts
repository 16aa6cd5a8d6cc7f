import type { KeyboardEvent } from 'react';

/**
 * Where arrow, Home and End keys move in a row of `count` items (a tab list), following the
 * reading direction: in RTL the left arrow moves forward. Null for any other key.
 */
export function nextIndexForKey(event: KeyboardEvent<HTMLElement>, index: number, count: number): number | null {
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  switch (event.key) {
    case rtl ? 'ArrowLeft' : 'ArrowRight':
      return (index + 1) % count;
    case rtl ? 'ArrowRight' : 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The index-th tab of a tab list. */
export function tabAt(list: HTMLElement | null, index: number): HTMLElement | undefined {
  return list?.querySelectorAll<HTMLElement>('[role="tab"]')[index];
}
