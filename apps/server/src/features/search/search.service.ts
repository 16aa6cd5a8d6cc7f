import { toMinorUnits } from '@abode/shared/format/money';
import { POSTED_SINCE_DAYS, PROPERTY_TYPES, type PropertyType } from '@abode/shared/enums';
import type { PropertiesOnMapQuery, PropertyFacetsQuery } from '@abode/shared/schemas/properties';
import { type MapAnswer, type MapBox, MAP_MAX_SPAN_DEGREES, MAP_POINT_BATCH, parseMapBox, type PropertyFacets, type SearchPlaces, type SearchPlacesQuery, type SearchSuggestion } from '@abode/shared/schemas/search';
import { badRequest } from '../../core/http/errors.js';
import type { Storage } from '../../core/media/storage.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import { createVersionedCache } from '../../core/cache/versioned-cache.js';
import { OPEN_TYPES, type PropertySearch, type SearchFacts, type SearchRepo } from './search.repo.js';
import { buildIndex, interpretSearch, suggest, type Vocabulary, type VocabularyIndex } from './search.vocabulary.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
// Writes invalidate through the version; the TTL only bounds what changes with the clock (expiries, promotion windows).
const CACHE_TTL_MS = 30_000;
/** Past this age a hit is still served while its answer is recomputed in the background. */
const CACHE_REFRESH_AFTER_MS = 20_000;
/** Room for a few thousand distinct queries (a page of cards is ~70 KB with its bytes, a map answer ~20 KB). */
const CACHE_ENTRIES = 2_500;
/** Map grid: a cell is 60 px of a 256 px world tile at the zoom level (the map's clustering radius). */
const GRID_PX = 60;
const TILE_PX = 256;

/** Category, city and alias changes reach the keyword search within this time (alias writes at once). */
const VOCABULARY_TTL_MS = 60_000;
/** Distinct suggestion queries kept (each a few hundred bytes); cleared with the vocabulary. */
const SUGGESTION_ENTRIES = 2_000;
const SUGGESTION_LIMIT = 6;

/** The list filters as the flags and fields of every search call. */
export type SearchQuery = PropertyFacetsQuery & { top_rated?: boolean | undefined; userid?: number | undefined };

/** The box of `bounds` (or sw/ne), or a 400 that says what is wrong with it. */
function mapBox(query: Parameters<typeof parseMapBox>[0]) {
  const parsed = parseMapBox(query);
  if ('error' in parsed) throw badRequest(parsed.error);
  return parsed.box;
}

/**
 * The box widened to whole grid cells of `size` degrees. A cluster is then a whole cell: one cut
 * by the viewport's edge would show part of its count at a wrong centre and change as the map
 * pans; and the viewports of one area at one zoom share one answer (and its cache entry). Kept as
 * asked when widening would pass the largest box answered.
 */
export function toGrid(box: MapBox, size: number): MapBox {
  const edge = (value: number, shift: number, round: (n: number) => number) => round((value + shift) / size) * size - shift;
  const grid = {
    minLat: Math.max(-90, edge(box.minLat, 90, Math.floor)),
    maxLat: Math.min(90, edge(box.maxLat, 90, Math.ceil)),
    minLng: Math.max(-180, edge(box.minLng, 180, Math.floor)),
    maxLng: Math.min(180, edge(box.maxLng, 180, Math.ceil)),
  };
  return grid.maxLat - grid.minLat > MAP_MAX_SPAN_DEGREES || grid.maxLng - grid.minLng > MAP_MAX_SPAN_DEGREES ? box : grid;
}

/** The contract's one parameter and Abode's list, as one list. */
function parameterFilters(query: SearchQuery) {
  const list = [...(query.parameter_id === undefined ? [] : [{ id: query.parameter_id, value: query.parameter_value }]), ...(query.parameters ?? [])];
  return list.length ? list : undefined;
}

/** Bedrooms, bathrooms and the area range, left out when none is asked (so that cache keys stay as they were). */
function facts(query: SearchQuery): SearchFacts | undefined {
  const area = query.min_area === undefined && query.max_area === undefined ? undefined : { min: query.min_area, max: query.max_area, unit: query.area_unit };
  return query.bedrooms === undefined && query.bathrooms === undefined && area === undefined ? undefined : { bedrooms: query.bedrooms, bathrooms: query.bathrooms, area };
}

/** A query's filters as a repository search (`userId` = the session's user, for users_promoted). */
export function searchFromQuery(query: SearchQuery, now: number, userId: number | null): PropertySearch {
  const days = query.posted_since === undefined ? undefined : POSTED_SINCE_DAYS[query.posted_since];
  // Whole minutes, so that equal queries within a minute share a cache entry.
  const postedAfter = days === undefined ? undefined : new Date(Math.floor(now / MINUTE_MS) * MINUTE_MS - days * DAY_MS).toISOString();
  const min = query.min_price ?? query.price_range?.min;
  const max = query.max_price ?? query.price_range?.max;
  const sort = query.sort_by ?? (query.most_viewed || query.top_rated ? 'most_viewed' : query.most_liked ? 'most_liked' : 'newest');
  return {
    propertyType: query.property_type,
    // What is for sale or rent, unless closed listings are asked for by type or by flag: the
    // purpose counts then add up to the total.
    propertyTypes: query.property_type === undefined && !query.include_closed ? OPEN_TYPES : undefined,
    categoryId: query.category_id,
    categorySlugId: query.category_slug_id,
    city: query.city,
    state: query.state,
    country: query.country,
    minPrice: min === undefined ? undefined : toMinorUnits(min),
    maxPrice: max === undefined ? undefined : toMinorUnits(max),
    postedAfter,
    search: query.search,
    promotedOnly: query.promoted,
    promotedBy: query.users_promoted ? (userId ?? 0) : undefined,
    ownerId: query.userid,
    parameters: parameterFilters(query),
    facts: facts(query),
    facilities: query.outdoor_facilitiy_ids === undefined ? undefined : { ids: query.outdoor_facilitiy_ids, maxDistance: query.max_distance },
    box: query.bounds === undefined ? undefined : mapBox(query),
    // The contract's lists put running promotions first; an order the asker chose is kept as chosen.
    promotedFirst: query.sort_by === undefined,
    order: sort,
  };
}

export function createSearchService(deps: { repo: SearchRepo; storage: Storage; blocks: Pick<BlocksService, 'hiddenOwnersFor'>; vocabulary: () => Promise<Vocabulary> }) {
  const { repo, storage, blocks } = deps;
  const cache = createVersionedCache({ ttlMs: CACHE_TTL_MS, refreshAfterMs: CACHE_REFRESH_AFTER_MS, maxEntries: CACHE_ENTRIES, version: () => repo.version() });
  const nowIso = () => new Date().toISOString();

  // The keyword vocabulary, read once per period and shared by concurrent first callers.
  let vocabulary: { index: Promise<VocabularyIndex>; at: number } | undefined;
  const suggestions = new Map<string, SearchSuggestion[]>();
  function vocabularyIndex(): Promise<VocabularyIndex> {
    if (!vocabulary || Date.now() - vocabulary.at > VOCABULARY_TTL_MS) {
      suggestions.clear();
      const index = deps.vocabulary().then(buildIndex);
      const entry = { index, at: Date.now() };
      vocabulary = entry;
      index.catch(() => {
        if (vocabulary === entry) vocabulary = undefined;
      });
    }
    return vocabulary.index;
  }

  /**
   * The filter with its keywords read against the vocabulary (issue #18): category words, cities
   * and purpose words become filters (unless the asker chose that filter), aliases and typos of
   * places become the place's words; what is left is searched as text.
   */
  async function understood(filter: PropertySearch): Promise<PropertySearch> {
    if (filter.search === undefined || filter.search.trim() === '') return filter;
    const chosen = {
      category: filter.categoryId !== undefined || filter.categorySlugId !== undefined || Boolean(filter.categoryIds?.length),
      city: filter.city !== undefined,
      type: filter.propertyType !== undefined,
    };
    const meaning = interpretSearch(filter.search, await vocabularyIndex(), chosen);
    return {
      ...filter,
      search: meaning.terms.length ? meaning.terms.join(' ') : undefined,
      categoryIds: meaning.categoryIds.length ? meaning.categoryIds : filter.categoryIds,
      city: meaning.city ?? filter.city,
      propertyType: meaning.propertyType ?? filter.propertyType,
    };
  }

  /**
   * A search as the asking user may see it: without the listings of owners who blocked them.
   * Unchanged for visitors and unblocked users, so their answers keep sharing cache entries.
   */
  async function forViewer(filter: PropertySearch, userId: number | null): Promise<PropertySearch> {
    const hiddenOwners = await blocks.hiddenOwnersFor(userId);
    return hiddenOwners.length ? { ...filter, hiddenOwners } : filter;
  }

  async function mapAnswer(filter: PropertySearch, size: number): Promise<{ data: MapAnswer; total: number }> {
    const cells = await repo.cells(filter, size, nowIso());
    const single = cells.filter((c) => c.count === 1).slice(0, MAP_POINT_BATCH);
    const rows = await repo.points(single.map((c) => c.firstId));
    return {
      data: {
        clusters: cells
          .filter((c) => c.count > 1)
          .map((c) => ({
            count: c.count,
            latitude: c.latitude,
            longitude: c.longitude,
            bounds: { min_lat: c.minLat, min_lng: c.minLng, max_lat: c.maxLat, max_lng: c.maxLng },
          })),
        points: rows.map((r) => ({
          id: r.id,
          slug_id: r.slug_id,
          latitude: r.latitude,
          longitude: r.longitude,
          price: Number(r.price) / 100,
          property_type: PROPERTY_TYPES[r.property_type] ?? 'sell',
          title: r.title,
          title_image: storage.url(r.title_image),
        })),
      },
      total: cells.reduce((sum, c) => sum + c.count, 0),
    };
  }

  return {
    forViewer,

    /** The visible-change version every cached answer is checked against (one primary-key read). */
    version: () => repo.version(),

    /** Ids of a page of visible listings in display order, and the total (cached). */
    async search(asked: PropertySearch, range: { offset: number; limit: number }) {
      const filter = await understood(asked);
      return cache.get(JSON.stringify(['page', filter, range]), () => repo.search(filter, range, nowIso()));
    },

    /**
     * search-suggestions: places and categories the end of a search names or starts (aliases and
     * typos included), in the asked language; cached per query until the vocabulary is read again.
     */
    async suggestions(text: string, language: string | undefined): Promise<SearchSuggestion[]> {
      const index = await vocabularyIndex();
      const lang = language?.split('-')[0] ?? 'en';
      const key = `${lang}\u0000${text.toLowerCase()}`;
      const known = suggestions.get(key);
      if (known) return known;
      const answer = suggest(text, index, lang, SUGGESTION_LIMIT).map(({ meaning, label, alias, completion }): SearchSuggestion => {
        const kind = meaning.kind === 'category' || meaning.kind === 'city' ? meaning.kind : 'area';
        return {
          kind,
          label,
          completion,
          ...(alias ? { alias } : {}),
          ...(meaning.kind === 'area' && meaning.city ? { city: meaning.city } : {}),
          ...(meaning.kind === 'category' ? { slug_id: index.categorySlugs.get(meaning.ids[0]!) } : {}),
        };
      });
      if (suggestions.size >= SUGGESTION_ENTRIES) suggestions.delete(suggestions.keys().next().value!);
      suggestions.set(key, answer);
      return answer;
    },

    /**
     * Drops the cached vocabulary and the answers read with it (an alias was written): this
     * instance's next search reads both again; other instances follow within their cache periods.
     */
    invalidateVocabulary() {
      vocabulary = undefined;
      suggestions.clear();
      cache.clear();
    },

    /** get-properties-on-map: grid clusters and single listings inside the box (cached; one object per answer, see core/http/cached-answer.ts). */
    async map(query: PropertiesOnMapQuery, userId: number | null): Promise<{ data: MapAnswer; total: number }> {
      const size = (360 * GRID_PX) / (TILE_PX * 2 ** query.zoom);
      const filter = await forViewer(await understood({ ...searchFromQuery(query, Date.now(), userId), box: toGrid(mapBox(query), size) }), userId);
      return cache.get(JSON.stringify(['map', filter, size]), () => mapAnswer(filter, size));
    },

    /**
     * property-facets: counts per category and per property type under the other filters (a
     * dimension's own filter is left out of its counts, so the panel shows every choice).
     */
    async facets(query: PropertyFacetsQuery, userId: number | null): Promise<PropertyFacets> {
      const filter = await forViewer(await understood(searchFromQuery(query, Date.now(), userId)), userId);
      const byCategory = { ...filter, categoryId: undefined, categorySlugId: undefined };
      const byType = { ...filter, propertyType: undefined };
      return cache.get(JSON.stringify(['facets', filter]), async () => {
        const counts = await repo.facets(byCategory, byType, nowIso());
        return {
          categories: counts.categories,
          property_types: counts.types.map((t) => ({ property_type: (PROPERTY_TYPES[t.propertyType] ?? 'sell') as PropertyType, count: t.count })),
        };
      });
    },

    /** search-places: states and cities with open listings and their counts, for everyone alike (cached under the search version). */
    places(query: SearchPlacesQuery): Promise<SearchPlaces> {
      const state = query.state;
      return cache.get(JSON.stringify(['places', state?.toLowerCase() ?? null]), () => repo.places(state, nowIso()));
    },

    /**
     * Caches any answer built from searches under the same rules (version check, TTL). Only for
     * answers that do not depend on who asks beyond what the key holds.
     */
    remember<T>(key: readonly unknown[], compute: () => Promise<T>): Promise<T> {
      return cache.get(JSON.stringify(['answer', ...key]), compute);
    },

    /** Drops every cached answer (writes are noticed without it; for callers that must see a change at once). */
    invalidateSearchCache() {
      cache.clear();
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
export type { PropertySearch };
