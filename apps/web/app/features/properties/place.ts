/** "Sharjah" / "Khor Fakkan, Sharjah": city and state (once when equal), else the address. */
export function placeLine(place: { city: string; state: string; address?: string }): string {
  return [...new Set([place.city, place.state].filter(Boolean))].join(', ') || place.address || '';
}
