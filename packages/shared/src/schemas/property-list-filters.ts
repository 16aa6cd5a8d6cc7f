import { z } from 'zod';
import { decodeBase64Json } from '../base64-json';
import { decimal, flag, integer, optionalText } from './common';
import { propertyListQuery, type PropertyListQuery } from './properties';

// get-property-list of 1.2.6+ clients: `filters` = base64(JSON) (API-CONTRACT §2.6). The JSON is
// checked here and turned into the flat filters that ≤1.2.5 clients send, so that both variants
// run the same search. Empty values ("" or null) count as absent, as they do in the flat variant.

const flat = propertyListQuery.shape;
/** Largest radius around a point, in km (the map box behind it may span at most 20 degrees). */
export const FILTERS_MAX_RANGE_KM = 1000;
const KM_PER_DEGREE = 111.32;
const MAX_ITEMS = 20;

const idValue = (label: string) =>
  z.object(
    { id: integer('id', { min: 1 }), value: z.union([z.string(), z.number()], { error: 'value must be text or a number' }).optional() },
    { error: `${label} must be a list of {id, value}` },
  );

const filtersJson = z.object(
  {
    property_type: flat.property_type,
    category_id: flat.category_id,
    category_slug_id: flat.category_slug_id,
    parameters: z.array(idValue('parameters'), { error: 'parameters must be a list of {id, value}' }).max(MAX_ITEMS, { error: `give at most ${MAX_ITEMS} parameters` }).optional(),
    /** Abode's: "2" or "5+" (five or more), as the flat bedrooms and bathrooms. */
    bedrooms: flat.bedrooms,
    bathrooms: flat.bathrooms,
    /** Abode's: the built-up area range, in unit (the site's area unit when not given). */
    area: z.object({ min_area: flat.min_area, max_area: flat.max_area, unit: flat.area_unit }, { error: 'area must be an object' }).optional(),
    nearby_places: z.array(idValue('nearby_places'), { error: 'nearby_places must be a list of {id, value}' }).max(MAX_ITEMS).optional(),
    location: z
      .object(
        {
          city: flat.city,
          state: flat.state,
          country: flat.country,
          /** A map provider's place id: the place is also given by city, state and country, which are what is searched. */
          place_id: optionalText('place_id', 300),
          latitude: decimal('location.latitude', { min: -90, max: 90 }).optional(),
          longitude: decimal('location.longitude', { min: -180, max: 180 }).optional(),
          /** km around latitude/longitude */
          range: decimal('location.range', { min: 0, max: FILTERS_MAX_RANGE_KM }).optional(),
        },
        { error: 'location must be an object' },
      )
      .optional(),
    price: z.object({ min_price: flat.min_price, max_price: flat.max_price }, { error: 'price must be an object' }).optional(),
    posted_since: flat.posted_since,
    search: flat.search,
    title: optionalText('title', 200),
    flags: z
      .object(
        { promoted: flag('promoted'), most_views: flag('most_views'), most_liked: flag('most_liked'), get_all_premium_properties: flag('get_all_premium_properties') },
        { error: 'flags must be an object' },
      )
      .optional(),
  },
  { error: 'filters must be a JSON object' },
);
type FiltersJson = z.infer<typeof filtersJson>;

/** The flat filters a filters object stands for (paging stays outside, in offset and limit). */
export type DecodedListFilters = Omit<Partial<PropertyListQuery>, 'offset' | 'limit'>;

/** Drops "" and null at every depth: clients send them for fields the user left empty. */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, v]) => (v === null || v === '' ? [] : [[key, withoutEmpty(v)]])));
}

/** "min_lat,min_lng,max_lat,max_lng" of the square around a point (corners reach a little past the radius: the search index answers boxes), kept inside the world. */
function boundsAround(latitude: number, longitude: number, rangeKm: number): string {
  const dLat = rangeKm / KM_PER_DEGREE;
  const dLng = rangeKm / (KM_PER_DEGREE * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
  const clamp = (v: number, limit: number) => Math.min(limit, Math.max(-limit, v));
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return [clamp(latitude - dLat, 90), clamp(longitude - dLng, 180), clamp(latitude + dLat, 90), clamp(longitude + dLng, 180)].map(round).join(',');
}

function toFlat(json: FiltersJson, ctx: z.RefinementCtx): DecodedListFilters {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return {};
  };
  const parameters = json.parameters ?? [];
  const places = json.nearby_places ?? [];
  const distances = [...new Set(places.flatMap((p) => (p.value === undefined ? [] : [Number(p.value)])))];
  if (distances.some((d) => !Number.isFinite(d) || d < 0)) return fail('filters.nearby_places: value must be a distance of 0 or more');
  // one distance limit applies to all the places: differing ones would be answered wrongly
  if (distances.length > 1) return fail('filters.nearby_places: give the same max distance for every place');
  if (json.flags?.get_all_premium_properties) return fail('filters.flags.get_all_premium_properties: a list of premium listings only is not offered; leave it out or send 0');
  const min = json.price?.min_price;
  const max = json.price?.max_price;
  if (min !== undefined && max !== undefined && min > max) return fail('filters.price: min_price must not be above max_price');
  const { min_area: minArea, max_area: maxArea, unit } = json.area ?? {};
  if (minArea !== undefined && maxArea !== undefined && minArea > maxArea) return fail('filters.area: min_area must not be above max_area');
  const { latitude, longitude, range } = json.location ?? {};
  if (range !== undefined && (latitude === undefined || longitude === undefined)) return fail('filters.location: range needs latitude and longitude');
  return {
    property_type: json.property_type,
    category_id: json.category_id,
    category_slug_id: json.category_slug_id,
    parameters: parameters.length ? parameters.map((p) => (p.value === undefined ? { id: p.id } : { id: p.id, value: String(p.value) })) : undefined,
    bedrooms: json.bedrooms,
    bathrooms: json.bathrooms,
    min_area: minArea,
    max_area: maxArea,
    area_unit: unit,
    outdoor_facilitiy_ids: places.length ? [...new Set(places.map((p) => p.id))] : undefined,
    max_distance: distances[0],
    city: json.location?.city,
    state: json.location?.state,
    country: json.location?.country,
    bounds: range !== undefined && latitude !== undefined && longitude !== undefined ? boundsAround(latitude, longitude, range) : undefined,
    min_price: min,
    max_price: max,
    posted_since: json.posted_since,
    search: json.search ?? json.title,
    promoted: json.flags?.promoted,
    most_viewed: json.flags?.most_views,
    most_liked: json.flags?.most_liked,
  };
}

/** The `filters` parameter: base64 text → checked flat filters; bad base64 or JSON → a clear 400 message. */
export const listFiltersField = z
  .string({ error: 'filters must be base64-encoded JSON' })
  .transform((text, ctx): DecodedListFilters => {
    if (text.trim() === '') return {};
    const decoded = decodeBase64Json(text);
    if ('error' in decoded) {
      ctx.addIssue({ code: 'custom', message: decoded.error === 'base64' ? 'filters must be base64-encoded JSON: it is not valid base64' : 'filters must be base64-encoded JSON: the decoded text is not JSON' });
      return z.NEVER;
    }
    const parsed = filtersJson.safeParse(withoutEmpty(decoded.value));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue?.path.join('.');
      ctx.addIssue({ code: 'custom', message: `filters${path ? `.${path}` : ''}: ${issue?.message ?? 'invalid'}` });
      return z.NEVER;
    }
    const result = toFlat(parsed.data, ctx);
    return Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined)) as DecodedListFilters;
  })
  .optional();

/** get-property-list with either variant: flat filters, or `filters` (whose values win where both are given). */
export const propertyListRequestQuery = propertyListQuery.extend({ filters: listFiltersField });
export type PropertyListRequestQuery = z.infer<typeof propertyListRequestQuery>;

/** The flat query the search runs for a get-property-list request. */
export function flattenListRequest(query: PropertyListRequestQuery): PropertyListQuery {
  const { filters, ...rest } = query;
  return { ...rest, ...filters };
}
