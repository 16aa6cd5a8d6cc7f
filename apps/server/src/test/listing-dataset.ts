import type { Insertable } from 'kysely';
import type { Db } from '../core/db/connect.js';
import type { PropertiesTable } from '../core/db/schema.js';

// Generated listings for plan tests and the search benchmark (bench/search): metro areas with
// listings spread around their centre, titles and descriptions from small word lists, so that
// words, boxes and filters select realistic fractions.

export const METROS = [
  { city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', lat: 25.2, lng: 55.27 },
  { city: 'Abu Dhabi', state: 'Abu Dhabi', country: 'United Arab Emirates', lat: 24.45, lng: 54.38 },
  { city: 'Sharjah', state: 'Sharjah', country: 'United Arab Emirates', lat: 25.35, lng: 55.42 },
  { city: 'Riyadh', state: 'Riyadh', country: 'Saudi Arabia', lat: 24.71, lng: 46.67 },
  { city: 'Jeddah', state: 'Makkah', country: 'Saudi Arabia', lat: 21.54, lng: 39.17 },
  { city: 'Doha', state: 'Doha', country: 'Qatar', lat: 25.29, lng: 51.53 },
  { city: 'Cairo', state: 'Cairo', country: 'Egypt', lat: 30.04, lng: 31.24 },
  { city: 'London', state: 'England', country: 'United Kingdom', lat: 51.5, lng: -0.12 },
] as const;
/** Listings lie within this many degrees of their metro's centre (a metro-wide box is twice it). */
export const METRO_RADIUS = 0.2;

const ADJECTIVES = ['Bright', 'Spacious', 'Modern', 'Cosy', 'Luxury', 'Renovated', 'Quiet', 'Elegant', 'Sunny', 'Classic', 'Furnished', 'Family'];
const KINDS = ['villa', 'apartment', 'studio', 'townhouse', 'penthouse', 'duplex', 'loft', 'office'];
const AREAS = ['Marina', 'Downtown', 'Palm', 'Creek', 'Hills', 'Gardens', 'Bay', 'Heights', 'Park', 'Lakes', 'Springs', 'Meadows', 'Corniche', 'Harbour'];
const FEATURES = ['pool', 'gym', 'sea view', 'balcony', 'parking', 'garden', 'maid room', 'metro nearby', 'school nearby', 'rooftop', 'fireplace', 'smart home'];
const ARABIC = ['فيلا', 'شقة', 'إطلالة', 'بحر', 'حديقة', 'مسبح'];

/** Small deterministic PRNG (mulberry32), so every run generates the same listings. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Inserts `count` approved listings in batches (one transaction each), spread over METROS and
 * the given categories, created over the last year. Returns nothing: callers query what they need.
 */
export async function insertListings(db: Db, options: { count: number; categoryIds: readonly number[]; batch?: number; seed?: number; onBatch?: (done: number) => void }) {
  const next = random(options.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const batch = options.batch ?? 1000;
  const now = Date.now();
  for (let start = 0; start < options.count; start += batch) {
    const rows: Insertable<PropertiesTable>[] = [];
    for (let i = start; i < Math.min(start + batch, options.count); i++) {
      const metro = pick(METROS);
      const kind = pick(KINDS);
      const area = pick(AREAS);
      const propertyType = next() < 0.7 ? 0 : 1;
      rows.push({
        slug_id: `listing-${i + 1}`,
        category_id: pick(options.categoryIds),
        title: `${pick(ADJECTIVES)} ${kind} in ${area}${next() < 0.05 ? ` ${pick(ARABIC)}` : ''}`,
        description: `${pick(FEATURES)}, ${pick(FEATURES)} and ${pick(FEATURES)}. ${area} ${kind} listing number ${i + 1}.`,
        property_type: propertyType,
        rentduration: propertyType === 1 ? 'yearly' : null,
        price: Math.round((propertyType === 1 ? 20_000 + next() * 480_000 : 300_000 + next() * 19_700_000)) * 100,
        currency_code: 'AED',
        address: `${Math.floor(next() * 400) + 1} ${area} Street`,
        city: metro.city,
        state: metro.state,
        country: metro.country,
        latitude: Math.round((metro.lat + (next() * 2 - 1) * METRO_RADIUS) * 1e6) / 1e6,
        longitude: Math.round((metro.lng + (next() * 2 - 1) * METRO_RADIUS) * 1e6) / 1e6,
        request_status: 'approved' as const,
        status: 1,
        total_click: Math.floor(next() * 500),
        total_favourites: Math.floor(next() * 50),
        created_at: new Date(now - Math.floor(next() * 365 * 86_400_000)).toISOString(),
      });
    }
    await db.transaction().execute((trx) => trx.insertInto('properties').values(rows).execute());
    options.onBatch?.(Math.min(start + batch, options.count));
  }
}
