import type { GeocodeResult } from '@abode/shared/schemas/geocoding';
import { z } from 'zod';
import type { ReverseGeocoder } from './geocoder.js';

const TIMEOUT_MS = 5000;

// The parts of Nominatim's /reverse answer (format=jsonv2) that make an address.
const nominatimAnswer = z.object({
  display_name: z.string().optional(),
  error: z.string().optional(),
  address: z
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
    .optional(),
});

/** Reverse geocoding through a Nominatim server (OpenStreetMap's, or a self-hosted one). */
export function createNominatimGeocoder(options: { baseUrl: string; userAgent: string; fetch?: typeof fetch }): ReverseGeocoder {
  const get = options.fetch ?? fetch;
  return {
    async reverse(latitude, longitude, language): Promise<GeocodeResult | null> {
      const url = new URL('reverse', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
      url.search = new URLSearchParams({ format: 'jsonv2', lat: String(latitude), lon: String(longitude), addressdetails: '1' }).toString();
      const response = await get(url, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json', ...(language ? { 'accept-language': language } : {}) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Nominatim answered ${response.status}`);
      const answer = nominatimAnswer.parse(await response.json());
      if (answer.error || !answer.address) return null;
      const a = answer.address;
      const city = a.city ?? a.town ?? a.village ?? a.municipality ?? a.county ?? '';
      return { city, state: a.state ?? a.region ?? '', country: a.country ?? '', formatted_address: answer.display_name ?? '', latitude, longitude };
    },
  };
}
