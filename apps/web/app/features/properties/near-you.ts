/**
 * Where "Near you" on the home page looks: asked once, kept on this device only. A visitor who
 * declines (or whose browser refuses) is never asked again.
 */
export type NearYouChoice = { kind: 'declined' } | { kind: 'place'; lat: number; lng: number };

const STORAGE_KEY = 'abode:near-you';
/** Half the side of the box searched around the visitor, in degrees (about 28 km). */
export const NEAR_YOU_SPAN = 0.25;

const CHANGED = 'abode:near-you-changed';

/** The stored choice as text ('' when none): a stable snapshot for useSyncExternalStore. */
export function nearYouSnapshot(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Tells `onChange` when the choice changes, here or in another tab. */
export function subscribeNearYou(onChange: () => void): () => void {
  const storage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', storage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', storage);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** A snapshot read as a choice; null when none was made (or it is damaged: asked again, once). */
export function parseNearYou(text: string): NearYouChoice | null {
  try {
    const value: unknown = JSON.parse(text || 'null');
    if (value && typeof value === 'object' && 'kind' in value) {
      if (value.kind === 'declined') return { kind: 'declined' };
      if (value.kind === 'place' && 'lat' in value && 'lng' in value && typeof value.lat === 'number' && typeof value.lng === 'number') {
        return { kind: 'place', lat: value.lat, lng: value.lng };
      }
    }
  } catch {
    // damaged: asked again
  }
  return null;
}

export function saveNearYou(choice: NearYouChoice): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // private mode: asked again next visit
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** The box around a place, kept inside the world (the list's `bounds`). */
export function boxAround(lat: number, lng: number) {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return {
    minLat: clamp(lat - NEAR_YOU_SPAN, 90),
    maxLat: clamp(lat + NEAR_YOU_SPAN, 90),
    minLng: clamp(lng - NEAR_YOU_SPAN, 180),
    maxLng: clamp(lng + NEAR_YOU_SPAN, 180),
  };
}
