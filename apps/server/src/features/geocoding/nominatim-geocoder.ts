import type { GeocodeResult } from '@abode/shared/schemas/geocoding';
import { z } from 'zod';
import type { ForwardGeocoder, ReverseGeocoder } from './geocoder.js';

const TIMEOUT_MS = 5000;

// The parts of Nominatim's /reverse answer (format=jsonv2) that make an address.
const nominatimAddress = z
  .object({
    city: z.string().optional(),
    town: z.string().optional(),
    village: z.string().optional(),
    municipality: z.string().optional(),
    county: z.string().optional(),
    state: z.string().optional(),
    region: z.string().optional(),
    country: z.string().optional(),
  })
  .optional();
const nominatimAnswer = z.object({
  display_name: z.string().optional(),
  error: z.string().optional(),
  address: nominatimAddress,
});
// One place of /search (format=jsonv2): its point as decimal strings.
const nominatimPlace = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string().optional(),
  address: nominatimAddress,
});

type Address = z.infer<typeof nominatimAddress>;
const cityOf = (a: NonNullable<Address>) => a.city ?? a.town ?? a.village ?? a.municipality ?? a.county ?? '';

/** Reverse and forward geocoding through a Nominatim server (OpenStreetMap's, or a self-hosted one). */
export function createNominatimGeocoder(options: { baseUrl: string; userAgent: string; fetch?: typeof fetch }): ReverseGeocoder & ForwardGeocoder {
  const get = options.fetch ?? fetch;
  const endpoint = (path: string, params: Record<string, string>) => {
    const url = new URL(path, options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    url.search = new URLSearchParams(params).toString();
    return url;
  };
  const headers = (language: string | undefined) => ({
    'user-agent': options.userAgent,
    accept: 'application/json',
    ...(language ? { 'accept-language': language } : {}),
  });

  return {
    /** /search (format=jsonv2): places matching free text, best first; those in `prefer` (viewbox) ahead. */
    async search(query, { language, limit, prefer }): Promise<GeocodeResult[]> {
      const params: Record<string, string> = {
        format: 'jsonv2',
        q: query,
        addressdetails: '1',
        limit: String(limit),
      };
      if (prefer) params.viewbox = [prefer.minLng, prefer.maxLat, prefer.maxLng, prefer.minLat].join(',');
      const response = await get(endpoint('search', params), {
        headers: headers(language),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Nominatim answered ${response.status}`);
      const places = z.array(nominatimPlace).parse(await response.json());
      return places.slice(0, limit).map((place) => {
        const a = place.address ?? {};
        return {
          city: cityOf(a),
          state: a.state ?? a.region ?? '',
          country: a.country ?? '',
          formatted_address: place.display_name ?? '',
          latitude: place.lat,
          longitude: place.lon,
        };
      });
    },

    async reverse(latitude, longitude, language): Promise<GeocodeResult | null> {
      const url = endpoint('reverse', {
        format: 'jsonv2',
        lat: String(latitude),
        lon: String(longitude),
        addressdetails: '1',
      });
      const response = await get(url, {
        headers: headers(language),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Nominatim answered ${response.status}`);
      const answer = nominatimAnswer.parse(await response.json());
      if (answer.error || !answer.address) return null;
      const a = answer.address;
      return {
        city: cityOf(a),
        state: a.state ?? a.region ?? '',
        country: a.country ?? '',
        formatted_address: answer.display_name ?? '',
        latitude,
        longitude,
      };
    },
  };
}
