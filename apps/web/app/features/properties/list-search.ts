import { ROOM_COUNTS, type RoomCount } from '@abode/shared/search/parameter-kinds';
import type { ListingType } from '~/config/paths';
import type { QueryParams } from '~/lib/api-client';
import { pageNumber } from '~/lib/paging';

// The whole filter state of the list and map pages lives in the URL, read and written only here, so
// that a shared link, the back button, the no-JavaScript GET form and the JavaScript panel all meet
// on the same query string. A bad or hand-edited value falls back to "no filter" rather than failing
// the page. Each value is read by a small typed reader rather than a zod schema: this runs in the
// browser on the list page (client loader, filter panel), whose critical-path JavaScript is budgeted,
// and zod would be its largest library after React and the router.

const LIST_TYPES = ['sell', 'rent'] as const;
export const LIST_SORTS = ['newest', 'price_asc', 'price_desc', 'most_viewed', 'most_liked'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
/** SPEC "posted since", in the API's order (posted_since=0…4). */
export const POSTED_SINCE = ['week', 'yesterday', 'month', '3-months', '6-months'] as const;
export type PostedSince = (typeof POSTED_SINCE)[number];
/** The API's facility and parameter filters take at most 20 each. */
const MAX_FACILITIES = 20;
const MAX_PARAMETERS = 20;
const MAX_MONEY = 1e13;
const MAX_AREA = 1e9;

export interface MapView {
  box: { minLat: number; minLng: number; maxLat: number; maxLng: number };
  zoom: number;
}

export interface ListSearch {
  q?: string | undefined;
  type?: ListingType | undefined;
  category?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  posted?: PostedSince | undefined;
  city?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
  /** Bedrooms and bathrooms: exactly 1–4, or 5 or more. */
  beds?: RoomCount | undefined;
  baths?: RoomCount | undefined;
  /** The built-up area range, in the site's area unit. */
  minArea?: number | undefined;
  maxArea?: number | undefined;
  /** Category parameters and the value each must have ("Furnishing is Furnished"), one value per parameter. */
  parameters?: { id: number; value: string }[] | undefined;
  facilities?: number[] | undefined;
  /** With facilities: each at most this many km away. */
  distance?: number | undefined;
  /** Sold and rented listings too (left out by default, so that counts add up). */
  closed?: boolean | undefined;
  sort?: ListSort | undefined;
  /** The map view's box and zoom (the list beside the map shows what is inside). */
  map?: MapView | undefined;
  page: number;
}

/** Reads one query value; undefined means "no filter". */
type Read<T> = (value: string) => T | undefined;

const trimmedText =
  (max: number): Read<string> =>
  (value) => {
    const text = value.trim();
    return text.length >= 1 && text.length <= max ? text : undefined;
  };
const text =
  (max: number, pattern?: RegExp): Read<string> =>
  (value) =>
    value.length <= max && (!pattern || pattern.test(value)) ? value : undefined;
const oneOf =
  <T extends string>(values: readonly T[]): Read<T> =>
  (value) =>
    values.find((allowed) => allowed === value);
const numberWhere =
  (valid: (value: number) => boolean): Read<number> =>
  (value) => {
    const number = Number(value);
    return Number.isFinite(number) && valid(number) ? number : undefined;
  };

const place = trimmedText(120);
const money = numberWhere((value) => value >= 0 && value <= MAX_MONEY);
const area = numberWhere((value) => value >= 0 && value <= MAX_AREA);
const ID_TEXT = /^[1-9]\d{0,9}$/;

const scalars = {
  q: trimmedText(100),
  type: oneOf(LIST_TYPES),
  category: text(100, /^[a-z0-9-]+$/),
  min_price: money,
  max_price: money,
  posted: oneOf(POSTED_SINCE),
  city: place,
  state: place,
  country: place,
  beds: oneOf(ROOM_COUNTS),
  baths: oneOf(ROOM_COUNTS),
  min_area: area,
  max_area: area,
  distance: numberWhere((value) => value > 0 && value <= 10_000),
  closed: oneOf(['1'] as const),
  sort: oneOf(LIST_SORTS),
  bbox: text(100),
  zoom: numberWhere((value) => Number.isInteger(value) && value >= 1 && value <= 20),
};
type Scalars = { [K in keyof typeof scalars]: ReturnType<(typeof scalars)[K]> };

/** Every scalar filter; a repeated key counts by its last value, a blank one is absent. */
function readScalars(params: URLSearchParams): Scalars {
  const read = <T>(name: string, reader: Read<T>): T | undefined => {
    const value = params.getAll(name).at(-1);
    return value === undefined || value === '' ? undefined : reader(value);
  };
  return Object.fromEntries(Object.entries(scalars).map(([name, reader]) => [name, read(name, reader as Read<unknown>)])) as Scalars;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** "minLat,minLng,maxLat,maxLng" inside the world, min below max. */
function parseBox(text: string | undefined): MapView['box'] | undefined {
  const parts = text?.split(',') ?? [];
  if (parts.length !== 4 || !parts.every((part) => /^-?\d{1,3}(\.\d+)?$/.test(part.trim()))) return undefined;
  const [minLat, minLng, maxLat, maxLng] = parts.map(Number) as [number, number, number, number];
  const inWorld = Math.abs(minLat) <= 90 && Math.abs(maxLat) <= 90 && Math.abs(minLng) <= 180 && Math.abs(maxLng) <= 180;
  return inWorld && minLat < maxLat && minLng < maxLng ? { minLat, minLng, maxLat, maxLng } : undefined;
}

/** Facility ids from `facility=3&facility=7` (the form's checkboxes) or `facility=3,7`. */
function parseFacilities(values: string[]): number[] | undefined {
  const ids = values.flatMap((value) => value.split(',')).filter((value) => ID_TEXT.test(value.trim()));
  const unique = [...new Set(ids.map((id) => Number(id.trim())))].sort((a, b) => a - b).slice(0, MAX_FACILITIES);
  return unique.length > 0 ? unique : undefined;
}

const PARAMETER_TEXT = /^([1-9]\d{0,9}):(.*\S.*)$/;

/** `param=<id>:<value>`, repeated: one value per parameter (the last one given), at most 20. */
function parseParameters(values: string[]): ListSearch['parameters'] {
  const byId = new Map<number, string>();
  for (const value of values) {
    const match = value.length <= 140 ? PARAMETER_TEXT.exec(value) : null;
    if (match) byId.set(Number(match[1]), match[2]!.trim());
  }
  const list = [...byId]
    .sort(([a], [b]) => a - b)
    .slice(0, MAX_PARAMETERS)
    .map(([id, value]) => ({ id, value }));
  return list.length ? list : undefined;
}

/** A range read the right way round: a reversed one is a slip of the hand. */
const ordered = (min: number | undefined, max: number | undefined): [number | undefined, number | undefined] =>
  min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];

/** The list and map pages' filters from their query string. */
export function parseListSearch(params: URLSearchParams): ListSearch {
  const raw = readScalars(params);
  const facilities = parseFacilities(params.getAll('facility'));
  const box = parseBox(raw.bbox);
  const [minPrice, maxPrice] = ordered(raw.min_price, raw.max_price);
  const [minArea, maxArea] = ordered(raw.min_area, raw.max_area);
  return {
    q: raw.q,
    type: raw.type,
    category: raw.category,
    minPrice,
    maxPrice,
    posted: raw.posted,
    city: raw.city,
    state: raw.state,
    country: raw.country,
    beds: raw.beds,
    baths: raw.baths,
    minArea,
    maxArea,
    parameters: parseParameters(params.getAll('param')),
    facilities,
    distance: facilities ? raw.distance : undefined,
    closed: raw.closed === '1' ? true : undefined,
    sort: raw.sort === 'newest' ? undefined : raw.sort,
    map: box && raw.zoom !== undefined ? { box, zoom: raw.zoom } : undefined,
    page: pageNumber(params.getAll('page').at(-1)),
  };
}

/** The query string of a filter state: empty values and defaults dropped, keys in a fixed order. */
export function serializeListSearch(search: Partial<ListSearch>): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.append(key, String(value));
  };
  put('q', search.q?.trim());
  put('type', search.type);
  put('category', search.category);
  put('beds', search.beds);
  put('baths', search.baths);
  put('min_area', search.minArea);
  put('max_area', search.maxArea);
  for (const parameter of search.parameters ?? []) put('param', `${parameter.id}:${parameter.value}`);
  put('min_price', search.minPrice);
  put('max_price', search.maxPrice);
  put('posted', search.posted);
  put('city', search.city);
  put('state', search.state);
  put('country', search.country);
  for (const id of search.facilities ?? []) put('facility', id);
  if (search.facilities?.length) put('distance', search.distance);
  put('closed', search.closed ? 1 : undefined);
  put('sort', search.sort === 'newest' ? undefined : search.sort);
  if (search.map) {
    const { minLat, minLng, maxLat, maxLng } = search.map.box;
    put('bbox', [minLat, minLng, maxLat, maxLng].map((value) => round(value, 5)).join(','));
    put('zoom', search.map.zoom);
  }
  put('page', search.page && search.page > 1 ? search.page : undefined);
  return params;
}

/** `path` with the filter state as its query string. */
export function listSearchHref(path: string, search: Partial<ListSearch>): string {
  const query = serializeListSearch(search).toString();
  return query ? `${path}?${query}` : path;
}

/** The filters a visitor chose (not the page, the order or the map box): what "Clear all" clears. */
export type FilterKey = 'q' | 'type' | 'category' | 'beds' | 'baths' | 'area' | 'parameters' | 'price' | 'posted' | 'city' | 'state' | 'country' | 'facilities' | 'closed';

export function activeFilters(search: ListSearch): FilterKey[] {
  const keys: FilterKey[] = [];
  if (search.q) keys.push('q');
  if (search.type) keys.push('type');
  if (search.category) keys.push('category');
  if (search.beds) keys.push('beds');
  if (search.baths) keys.push('baths');
  if (search.minArea !== undefined || search.maxArea !== undefined) keys.push('area');
  if (search.parameters) keys.push('parameters');
  if (search.minPrice !== undefined || search.maxPrice !== undefined) keys.push('price');
  if (search.posted) keys.push('posted');
  if (search.city) keys.push('city');
  if (search.state) keys.push('state');
  if (search.country) keys.push('country');
  if (search.facilities) keys.push('facilities');
  if (search.closed) keys.push('closed');
  return keys;
}

/** The state without one filter, back on page 1 (parameters belong to their category and go with it; a city to its state). */
export function withoutFilter(search: ListSearch, key: FilterKey): ListSearch {
  const next: ListSearch = { ...search, page: 1 };
  if (key === 'price') return { ...next, minPrice: undefined, maxPrice: undefined };
  if (key === 'facilities') return { ...next, facilities: undefined, distance: undefined };
  if (key === 'area') return { ...next, minArea: undefined, maxArea: undefined };
  if (key === 'category') return { ...next, category: undefined, parameters: undefined };
  if (key === 'state') return { ...next, state: undefined, city: undefined };
  return { ...next, [key]: undefined };
}

/** Every filter cleared; the order and the map box stay, since they are how the visitor looks, not what. */
export function withoutFilters(search: ListSearch): ListSearch {
  return { sort: search.sort, map: search.map, page: 1 };
}

/** The search filters as get-property-list / property-facets / get-properties-on-map parameters. */
export function toApiFilters(search: ListSearch): QueryParams {
  return {
    search: search.q,
    property_type: search.type,
    category_slug_id: search.category,
    min_price: search.minPrice,
    max_price: search.maxPrice,
    posted_since: search.posted === undefined ? undefined : POSTED_SINCE.indexOf(search.posted),
    city: search.city,
    state: search.state,
    country: search.country,
    bedrooms: search.beds,
    bathrooms: search.baths,
    min_area: search.minArea,
    max_area: search.maxArea,
    // the API's list form of several parameters (`parameters[0][id]`, as the contract's forms send lists)
    ...Object.fromEntries(
      (search.parameters ?? []).flatMap((parameter, i) => [
        [`parameters[${i}][id]`, parameter.id],
        [`parameters[${i}][value]`, parameter.value],
      ]),
    ),
    outdoor_facilitiy_ids: search.facilities?.join(','),
    max_distance: search.facilities ? search.distance : undefined,
    include_closed: search.closed ? 1 : undefined,
    // Always an order of the visitor's choosing (newest unless they chose another), so that no
    // promotion is put silently ahead of it: promoted listings have their own labelled strip.
    sort_by: search.sort ?? 'newest',
  };
}

/** The map box as the API's `bounds` (the list beside the map). */
export function boundsParam(box: MapView['box']): string {
  return [box.minLat, box.minLng, box.maxLat, box.maxLng].map((value) => round(value, 5)).join(',');
}
