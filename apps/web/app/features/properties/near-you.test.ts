import { beforeEach, describe, expect, it } from 'vitest';
import { boxAround, nearYouSnapshot, parseNearYou, saveNearYou } from './near-you';

const readNearYou = () => parseNearYou(nearYouSnapshot());

const memory = new Map<string, string>();
beforeEach(() => {
  memory.clear();
  Object.assign(globalThis, {
    localStorage: { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v) },
    window: { dispatchEvent: () => true },
  });
});

describe('near you', () => {
  it('remembers a decline and a place, and asks again after a damaged value', () => {
    expect(readNearYou()).toBeNull();
    saveNearYou({ kind: 'declined' });
    expect(readNearYou()).toEqual({ kind: 'declined' });
    saveNearYou({ kind: 'place', lat: 25.2, lng: 55.27 });
    expect(readNearYou()).toEqual({ kind: 'place', lat: 25.2, lng: 55.27 });
    memory.set('abode:near-you', '{"kind":"place","lat":"x"}');
    expect(readNearYou()).toBeNull();
    memory.set('abode:near-you', 'not json');
    expect(readNearYou()).toBeNull();
  });

  it('searches a box around the place, kept inside the world', () => {
    expect(boxAround(25, 55)).toEqual({ minLat: 24.75, maxLat: 25.25, minLng: 54.75, maxLng: 55.25 });
    expect(boxAround(89.9, 179.9)).toMatchObject({ maxLat: 90, maxLng: 180 });
  });
});
