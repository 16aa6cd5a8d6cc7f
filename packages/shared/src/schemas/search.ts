import { z } from 'zod';
import type { PropertyType } from '../enums';
import { isAreaUnit, roomRange } from '../search/parameter-kinds';
import type { AreaUnit } from '../units/area-conversion';
import { decimal, flag, idField, integer, optionalText, requiredText } from './common';

// Search filters beyond the flat ones of get-property-list, and the map and facet calls.

const CSV_MAX_IDS = 20;

/** "3,7,9" → [3, 7, 9]; blank → absent. */
export function csvIds(label: string) {
  return z
    .string({ error: `${label} must be a comma-separated list of ids` })
    .trim()
    .transform((value, ctx) => {
      if (value === '') return undefined;
      const parts = value.split(',').map((part) => part.trim());
      if (parts.length > CSV_MAX_IDS || !parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a comma-separated list of at most ${CSV_MAX_IDS} ids` });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    })
    .optional();
}

/** "min,max" in major units; either side may be empty ("500000," = from 500,000). */
export const priceRangeField = z
  .string({ error: 'price_range must be "min,max"' })
  .trim()
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const match = /^(\d+(?:\.\d+)?)?\s*,\s*(\d+(?:\.\d+)?)?$/.exec(value);
    const min = match?.[1] === undefined ? undefined : Number(match[1]);
    const max = match?.[2] === undefined ? undefined : Number(match[2]);
    if (!match || (min !== undefined && max !== undefined && min > max)) {
      ctx.addIssue({ code: 'custom', message: 'price_range must be "min,max" with min not above max' });
      return z.NEVER;
    }
    return { min, max };
  })
  .optional();

export const SORTS = ['newest', 'price_asc', 'price_desc', 'most_viewed', 'most_liked'] as const;
export type Sort = (typeof SORTS)[number];

/** A room count: "2" (exactly two) or "5+" (five or more). */
export function roomCountField(label: string) {
  return optionalText(label, 3).refine((value) => value === undefined || roomRange(value) !== undefined, {
    message: `${label} must be a whole number, or a number and + (5+ = 5 or more)`,
  });
}

/** An area unit key (sq_ft, sq_m, acre…); blank counts as absent. */
export const areaUnitField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .transform((value, ctx): AreaUnit | undefined => {
      if (value === '') return undefined;
      if (isAreaUnit(value)) return value;
      ctx.addIssue({
        code: 'custom',
        message: `${label} must be an area unit such as sq_ft or sq_m`,
      });
      return z.NEVER;
    })
    .optional();

/** At most this many category parameters in one search (the contract's list filters cap every list at 20). */
export const MAX_PARAMETER_FILTERS = 20;
const PARAMETER_VALUE_MAX = 120;

export interface ParameterFilter {
  id: number;
  /** The value the listing's must equal (case-insensitive); "N+" on a number: N or more. */
  value?: string | undefined;
}

/**
 * Several category parameters at once ("furnishing is Furnished" and "parking is 1 space"): the
 * flat form's `parameters` as `id:value` texts, repeated, or as `parameters[0][id]` and
 * `parameters[0][value]` like the contract's forms. Blank values count as absent.
 */
export const parameterListField = z
  .union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())], { error: 'parameters must be id:value texts or a list of {id, value}' })
  .transform((raw, ctx): ParameterFilter[] | undefined => {
    const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : Object.values(raw);
    const fail = () => {
      ctx.addIssue({
        code: 'custom',
        message: `parameters must be at most ${MAX_PARAMETER_FILTERS} items of id:value or {id, value}, each value at most ${PARAMETER_VALUE_MAX} characters`,
      });
      return z.NEVER;
    };
    if (items.length > MAX_PARAMETER_FILTERS) return fail();
    const filters: ParameterFilter[] = [];
    for (const item of items) {
      let id: unknown;
      let value: unknown;
      if (typeof item === 'string') {
        if (item.trim() === '') continue;
        const match = /^\s*(\d{1,10})\s*(?::(.*))?$/s.exec(item);
        if (!match) return fail();
        [id, value] = [match[1], match[2]];
      } else if (item && typeof item === 'object') {
        ({ id, value } = item as { id?: unknown; value?: unknown });
      } else return fail();
      const number = Number(id);
      const text = value === undefined || value === null ? '' : String(value).trim();
      if (!Number.isSafeInteger(number) || number < 1 || (typeof value === 'object' && value !== null) || text.length > PARAMETER_VALUE_MAX) return fail();
      filters.push(text === '' ? { id: number } : { id: number, value: text });
    }
    return filters.length ? filters : undefined;
  })
  .optional();

/** Filters every search call understands (lists, map, facets), on top of the flat ones. */
export const extraFiltersShape = {
  parameter_id: idField('parameter_id'),
  /** With parameter_id: the listing's value must equal this (case-insensitive). */
  parameter_value: optionalText('parameter_value', 120),
  /** Category parameters, several at once (Abode's; `parameter_id` is the contract's one). */
  parameters: parameterListField,
  /** Bedrooms and bathrooms: "2" exactly, "5+" five or more (the parameters whose names say so). */
  bedrooms: roomCountField('bedrooms'),
  bathrooms: roomCountField('bathrooms'),
  /** The built-up area between these, in area_unit (the site's area unit when not given). */
  min_area: decimal('min_area', { min: 0 }).optional(),
  max_area: decimal('max_area', { min: 0 }).optional(),
  area_unit: areaUnitField('area_unit'),
  /** Listings must have every one of these facilities (sic: the contract's spelling). */
  outdoor_facilitiy_ids: csvIds('outdoor_facilitiy_ids'),
  /** With outdoor_facilitiy_ids: each facility at most this far away (the unit the owner entered, km). */
  max_distance: decimal('max_distance', { min: 0 }).optional(),
  price_range: priceRangeField,
  /** A chosen order, honoured as chosen: running promotions are not put first (the web shows them in their own strip). */
  sort_by: z.enum(SORTS, { error: `sort_by must be one of ${SORTS.join(', ')}` }).optional(),
  /** Sold and rented listings too; without it (and without property_type) a search has the open ones only. */
  include_closed: flag('include_closed'),
  /** Only the current user's promoted listings. */
  users_promoted: flag('users_promoted'),
  /** Only listings inside this map box: "min_lat,min_lng,max_lat,max_lng" (the list beside the map). */
  bounds: optionalText('bounds', 100),
};

/** Largest map box answered, in degrees of latitude or longitude (a whole country; larger → 400). */
export const MAP_MAX_SPAN_DEGREES = 20;
export const MAP_MIN_ZOOM = 1;
export const MAP_MAX_ZOOM = 20;
/** At most this many single listings per map answer (the map's batch size). */
export const MAP_POINT_BATCH = 2000;

const latitude = (label: string) => decimal(label, { min: -90, max: 90 }).optional();
const longitude = (label: string) => decimal(label, { min: -180, max: 180 }).optional();

export interface MapBox {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

/** The box of a map call (with `bounds` of the filters): sw_lat/sw_lng/ne_lat/ne_lng. */
export const mapBoxShape = {
  sw_lat: latitude('sw_lat'),
  sw_lng: longitude('sw_lng'),
  ne_lat: latitude('ne_lat'),
  ne_lng: longitude('ne_lng'),
  zoom: integer('zoom', { min: MAP_MIN_ZOOM, max: MAP_MAX_ZOOM }),
};

const BOX_MESSAGE = 'A map box is required: bounds=min_lat,min_lng,max_lat,max_lng (or sw_lat, sw_lng, ne_lat, ne_lng)';

/** Reads and checks the box: inside the world, min below max, and at most MAP_MAX_SPAN_DEGREES wide and high. */
export function parseMapBox(query: { bounds?: string | undefined; sw_lat?: number | undefined; sw_lng?: number | undefined; ne_lat?: number | undefined; ne_lng?: number | undefined }):
  | { box: MapBox }
  | { error: string } {
  let values: (number | undefined)[];
  if (query.bounds !== undefined) {
    const parts = query.bounds.split(',').map((part) => part.trim());
    values = parts.length === 4 && parts.every((part) => /^[-+]?(\d+\.?\d*|\.\d+)$/.test(part)) ? parts.map(Number) : [];
  } else values = [query.sw_lat, query.sw_lng, query.ne_lat, query.ne_lng];
  const [minLat, minLng, maxLat, maxLng] = values;
  if (minLat === undefined || minLng === undefined || maxLat === undefined || maxLng === undefined) return { error: BOX_MESSAGE };
  if (Math.abs(minLat) > 90 || Math.abs(maxLat) > 90 || Math.abs(minLng) > 180 || Math.abs(maxLng) > 180 || minLat > maxLat || minLng > maxLng) {
    return { error: 'The map box must have min_lat ≤ max_lat within ±90 and min_lng ≤ max_lng within ±180' };
  }
  if (maxLat - minLat > MAP_MAX_SPAN_DEGREES || maxLng - minLng > MAP_MAX_SPAN_DEGREES) {
    return { error: `The map area is too large: zoom in to at most ${MAP_MAX_SPAN_DEGREES} degrees across` };
  }
  return { box: { minLat, minLng, maxLat, maxLng } };
}

export interface MapCluster {
  count: number;
  latitude: number;
  longitude: number;
  bounds: { min_lat: number; min_lng: number; max_lat: number; max_lng: number };
}

export interface MapPoint {
  id: number;
  slug_id: string;
  latitude: number;
  longitude: number;
  /** Major units. */
  price: number;
  property_type: PropertyType;
  title: string;
  title_image: string;
}

/** get-properties-on-map: clusters of two or more listings per grid cell, and single listings. */
export interface MapAnswer {
  clusters: MapCluster[];
  points: MapPoint[];
}

export interface PropertyFacets {
  categories: { id: number; category: string; slug_id: string; count: number }[];
  property_types: { property_type: PropertyType; count: number }[];
}

/** search-places (Abode's): the states and cities that have open listings, with counts; cities of `state` when given. */
export const searchPlacesQuery = z.object({
  state: optionalText('state', 120),
});
export type SearchPlacesQuery = z.infer<typeof searchPlacesQuery>;

export interface PlaceCount {
  name: string;
  count: number;
}

export interface SearchPlaces {
  /** Most listings first. */
  states: PlaceCount[];
  /** Of the asked state (every city without one), most listings first. */
  cities: PlaceCount[];
}

// Suggestions as you type in the search box (issue #18).
export const SUGGESTION_QUERY_MAX_LENGTH = 100;
export const searchSuggestionsQuery = z.object({ q: optionalText('q', SUGGESTION_QUERY_MAX_LENGTH) });
export type SearchSuggestionsQuery = z.infer<typeof searchSuggestionsQuery>;

export interface SearchSuggestion {
  kind: 'category' | 'city' | 'area';
  /** The place or category in the asked language. */
  label: string;
  /** The alias typed, when it matched one ("JVC"). */
  alias?: string | undefined;
  /** The city of a neighbourhood. */
  city?: string | undefined;
  /** The category's slug (kind category). */
  slug_id?: string | undefined;
  /** The whole search with its last phrase replaced by the label. */
  completion: string;
}

// Place aliases the keyword search understands (admin, issue #18).
export const PLACE_ALIAS_MAX_LENGTH = 60;
export const PLACE_NAME_MAX_LENGTH = 120;
export const placeAliasInput = z.object({
  alias: requiredText('Alias', PLACE_ALIAS_MAX_LENGTH),
  place: requiredText('Place', PLACE_NAME_MAX_LENGTH),
});
export type PlaceAliasInput = z.infer<typeof placeAliasInput>;

export interface PlaceAlias {
  id: number;
  alias: string;
  place: string;
  created_at: string;
  updated_at: string;
}
