import type { GeocodeResult } from '@abode/shared/schemas/geocoding';
import { CITIES as UAE_CITIES, COUNTRY as UAE } from '../../core/geo/uae.js';
import { WORLD_CITIES } from '../../core/geo/world-cities.js';
import { isTypoOf } from '../../core/text/typo-distance.js';
import type { CertainGeocoder, ForwardGeocoder } from './geocoder.js';

interface Place {
  city: string;
  state: string;
  country: string;
  /** A neighbourhood inside the city, named in the address when the point is close to it. */
  area?: string;
  /** Other names (Arabic) a search may use. */
  otherNames?: readonly string[];
  latitude: number;
  longitude: number;
}

/** Within this distance of a neighbourhood anchor the address names the neighbourhood. */
const AREA_RADIUS_KM = 2.5;
const EARTH_RADIUS_KM = 6371;

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

function parseWorld(): Place[] {
  return WORLD_CITIES.trim()
    .split('\n')
    .map((line) => {
      const [city = '', state = '', country = '', lat = '0', lng = '0'] = line.split('|');
      return { city, state, country, latitude: Number(lat), longitude: Number(lng) };
    });
}

function uaeAreas(): Place[] {
  return UAE_CITIES.flatMap((c) =>
    c.neighbourhoods.flatMap((n) => n.anchors.map(([latitude, longitude]) => ({ city: c.name, state: c.state, country: UAE, area: n.name, otherNames: [n.nameAr], latitude, longitude }))),
  );
}

/** Lower-cased words without accents ("Île-de-France" → "ile de france"), any script. */
const words = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

const formatted = (place: Place) => [place.area, place.city, place.state === place.city ? undefined : place.state, place.country].filter((p): p is string => Boolean(p)).join(', ');

/**
 * How well a typed query names a place (lower is better; undefined: not at all): the place's
 * own name exactly, then starting so, then every typed word starting a word of its name, city or
 * country ("marina dubai"), then every typed word a typo of one ("dubay marna").
 */
function matchRank(query: readonly string[], place: Place): number | undefined {
  const own = [place.area ?? place.city, ...(place.otherNames ?? [])].map((name) => words(name).join(' '));
  const typed = query.join(' ');
  if (own.includes(typed)) return 0;
  if (own.some((name) => name.startsWith(typed))) return 1;
  const all = words(formatted(place)).concat(own.flatMap((name) => name.split(' ')));
  if (query.every((word) => all.some((known) => known.startsWith(word)))) return 2;
  if (query.every((word) => all.some((known) => known.startsWith(word) || isTypoOf(word, known)))) return 3;
  return undefined;
}

/** Nearest known place to a point, and places by name, from a bundled list: works with no key and no network. */
export function createOfflineGeocoder(): CertainGeocoder & ForwardGeocoder {
  const cities = parseWorld();
  const areas = uaeAreas();
  // one point per neighbourhood for searches (its first anchor), then the world's cities
  const searchable = [...areas.filter((a, i) => areas.findIndex((b) => b.area === a.area && b.city === a.city) === i), ...cities];
  const nearest = (places: readonly Place[], lat: number, lng: number) => {
    let best: { place: Place; km: number } | undefined;
    for (const place of places) {
      const km = distanceKm(lat, lng, place.latitude, place.longitude);
      if (!best || km < best.km) best = { place, km };
    }
    return best;
  };

  return {
    async reverse(latitude, longitude): Promise<GeocodeResult> {
      const area = nearest(areas, latitude, longitude);
      const place = area && area.km <= AREA_RADIUS_KM ? area.place : nearest(cities, latitude, longitude)!.place;
      return { city: place.city, state: place.state, country: place.country, formatted_address: formatted(place), latitude, longitude };
    },

    async search(query, { limit }): Promise<GeocodeResult[]> {
      const typed = words(query);
      if (!typed.length) return [];
      const found: { place: Place; rank: number; order: number }[] = [];
      searchable.forEach((place, order) => {
        const rank = matchRank(typed, place);
        if (rank !== undefined) found.push({ place, rank, order });
      });
      // best match first; among equals the bundled order: the UAE's neighbourhoods, then cities by size
      found.sort((a, b) => a.rank - b.rank || a.order - b.order);
      return found.slice(0, limit).map(({ place }) => ({
        city: place.city,
        state: place.state,
        country: place.country,
        formatted_address: formatted(place),
        latitude: place.latitude,
        longitude: place.longitude,
      }));
    },
  };
}
