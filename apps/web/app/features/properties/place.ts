import { cityStateLine } from '~/lib/card-fields';

/** "Sharjah" / "Khor Fakkan, Sharjah": city and state (once when equal), else the address. */
export function placeLine(place: { city: string; state: string; address?: string }): string {
  return cityStateLine(place) || place.address || '';
}
