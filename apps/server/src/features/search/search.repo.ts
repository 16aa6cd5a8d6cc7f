import type { MapBox, ParameterFilter, Sort } from '@abode/shared/schemas/search';
import type { AreaUnit } from '@abode/shared/units/area-conversion';
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import type { Reader } from '../../core/db/read-pool.js';
import type { Database } from '../../core/db/schema.js';
import { isPostgres } from '../../core/db/migrations/helpers.js';
import { isVisibleProperty, notByOwners } from '../properties/visibility.js';
import { DEFAULT_AREA_UNIT, isAreaUnit } from '@abode/shared/search/parameter-kinds';
import { needsCatalogue, parameterGroups } from './search.facts.js';
import { postgresSearchIndex } from './search.postgres.js';
import { sqliteSearchIndex } from './search.sqlite.js';
import { searchTerms } from './search.text.js';

/** What a listing query may ask for; prices in minor units, times as ISO strings. */
export interface PropertySearch {
  ids?: readonly number[] | undefined;
  propertyType?: number | undefined;
  propertyTypes?: readonly number[] | undefined;
  categoryId?: number | undefined;
  categoryIds?: readonly number[] | undefined;
  categorySlugId?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  postedAfter?: string | undefined;
  search?: string | undefined;
  promotedOnly?: boolean | undefined;
  /** Only listings promoted by this user (0 = nobody). */
  promotedBy?: number | undefined;
  ownerId?: number | undefined;
  /** Owners who blocked the asking user: their listings are left out (the company's never are). */
  hiddenOwners?: readonly number[] | undefined;
  excludeId?: number | undefined;
  /** Category parameters the listing must have, each with the value given (when given). */
  parameters?: readonly ParameterFilter[] | undefined;
  /** Facts asked by meaning; the parameters whose names say so are found when the search runs (search.facts.ts). */
  facts?: SearchFacts | undefined;
  /** What facts and "N+" values become: every group must hold, a group by any of its conditions. */
  conditions?: readonly (readonly ParameterCondition[])[] | undefined;
  /** The listing has every one of these facilities, each within maxDistance when given. */
  facilities?: { ids: readonly number[]; maxDistance?: number | undefined } | undefined;
  box?: MapBox | undefined;
  /** Running promotions before the rest (the list calls); home sections sort by order alone. */
  promotedFirst?: boolean | undefined;
  order: Sort;
}

export interface SearchFacts {
  /** "2" or "5+". */
  bedrooms?: string | undefined;
  bathrooms?: string | undefined;
  area?:
    | {
        min?: number | undefined;
        max?: number | undefined;
        unit?: AreaUnit | undefined;
      }
    | undefined;
}

/** A listing's value of one parameter: equal to `value` (case-insensitive), or a number within min…max. */
export interface ParameterCondition {
  id: number;
  value?: string | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

export type PropertiesScope = ExpressionBuilder<Database, 'properties'>;

/** Listings in a query, before the flat filters. */
export type ListingsQuery = SelectQueryBuilder<Database, 'properties', object>;

/** The parts of a search each database answers with its own index (search.sqlite.ts, search.postgres.ts). */
export interface SearchIndex {
  /**
   * Listings matching every term (the last one as a prefix) and lying in the box (edges
   * included), each constraint optional, read through the text and spatial indexes. With
   * `lead` false the caller narrows by a short id list itself and the indexes only filter.
   */
  listings(db: Db, terms: readonly string[], box: MapBox | undefined, lead: boolean): ListingsQuery;
  /** A text column as a number when it holds a plain decimal, else NULL. */
  number(column: 'property_parameters.value'): Expression<number | null>;
  /** Grid cell number of a coordinate shifted to be non-negative: floor((value + shift) / size). */
  cell(column: 'properties.latitude' | 'properties.longitude', shift: number, size: number): Expression<number>;
}

/**
 * The listing has an approved, enabled advertisement running now (placed by `by` when given).
 * An uncorrelated IN list: both databases build it once per query (promotions are few) instead
 * of probing advertisements for every matching listing.
 */
function promoted(eb: PropertiesScope, now: string, by?: number) {
  let ads = eb
    .selectFrom('advertisements')
    .select('advertisements.property_id')
    .where('advertisements.property_id', 'is not', null)
    .where('advertisements.status', '=', 0)
    .where('advertisements.is_enable', '=', 1)
    .where('advertisements.start_date', '<=', now)
    .where('advertisements.end_date', '>=', now);
  if (by !== undefined) ads = ads.where('advertisements.user_id', '=', by);
  return eb('properties.id', 'in', ads);
}

/** sell and rent: the listings still on the market. */
export const OPEN_TYPES = [0, 1] as const;

/** Promoted listings put first in one answer, at most (running promotions are few). */
const MAX_PROMOTED = 500;

type Place = 'properties.city' | 'properties.state' | 'properties.country';
const lower = (eb: PropertiesScope, column: Place) => eb.fn<string>('lower', [column]);

/**
 * Search queries are built on `db` and run by `read` (off the event loop on SQLite, ADR 011),
 * except the version check every cached answer asks, which is one primary-key read.
 */
export function createSearchRepo(db: Db, read: Reader) {
  const index: SearchIndex = isPostgres(db) ? postgresSearchIndex : sqliteSearchIndex;
  const versionQuery = db.selectFrom('search_state').select('version').where('id', '=', 1).compile();

  function matching(filter: PropertySearch, now: string): ListingsQuery {
    const terms = filter.search === undefined ? [] : searchTerms(filter.search);
    let query = index.listings(db, terms, filter.box, filter.ids === undefined).where((eb) => isVisibleProperty(eb, now));
    if (filter.ids !== undefined) query = query.where('properties.id', 'in', filter.ids.length ? [...filter.ids] : [0]);
    if (filter.propertyType !== undefined) query = query.where('properties.property_type', '=', filter.propertyType);
    if (filter.propertyTypes?.length) query = query.where('properties.property_type', 'in', [...filter.propertyTypes]);
    if (filter.categoryId !== undefined) query = query.where('properties.category_id', '=', filter.categoryId);
    if (filter.categoryIds?.length) query = query.where('properties.category_id', 'in', [...filter.categoryIds]);
    if (filter.categorySlugId !== undefined) {
      const slug = filter.categorySlugId;
      query = query.where('properties.category_id', 'in', (eb) => eb.selectFrom('categories').select('categories.id').where('categories.slug_id', '=', slug));
    }
    for (const place of ['city', 'state', 'country'] as const) {
      const value = filter[place];
      if (value !== undefined) query = query.where((eb) => eb(lower(eb, `properties.${place}`), '=', value.toLowerCase()));
    }
    if (filter.minPrice !== undefined) query = query.where('properties.price', '>=', filter.minPrice);
    if (filter.maxPrice !== undefined) query = query.where('properties.price', '<=', filter.maxPrice);
    if (filter.postedAfter !== undefined) query = query.where('properties.created_at', '>=', filter.postedAfter);
    if (filter.ownerId !== undefined) query = query.where('properties.user_id', '=', filter.ownerId);
    if (filter.hiddenOwners?.length) {
      const hidden = filter.hiddenOwners;
      query = query.where((eb) => notByOwners(eb, hidden));
    }
    if (filter.excludeId !== undefined) query = query.where('properties.id', '<>', filter.excludeId);
    if (filter.promotedOnly) query = query.where((eb) => promoted(eb, now));
    if (filter.promotedBy !== undefined) {
      const by = filter.promotedBy;
      query = query.where((eb) => promoted(eb, now, by));
    }
    for (const group of filter.conditions ?? []) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('property_parameters')
            .select('property_parameters.id')
            .whereRef('property_parameters.property_id', '=', 'properties.id')
            .where((inner) =>
              inner.or(
                group.map((condition) => {
                  const holds = [inner('property_parameters.parameter_id', '=', condition.id)];
                  if (condition.value !== undefined) holds.push(inner(inner.fn('lower', ['property_parameters.value']), '=', condition.value.toLowerCase()));
                  if (condition.min !== undefined) holds.push(inner(index.number('property_parameters.value'), '>=', condition.min));
                  if (condition.max !== undefined) holds.push(inner(index.number('property_parameters.value'), '<=', condition.max));
                  return inner.and(holds);
                }),
              ),
            ),
        ),
      );
    }
    if (filter.facilities !== undefined) {
      const { ids, maxDistance } = filter.facilities;
      for (const facilityId of ids) {
        query = query.where((eb) => {
          let near = eb
            .selectFrom('property_facilities')
            .select('property_facilities.id')
            .whereRef('property_facilities.property_id', '=', 'properties.id')
            .where('property_facilities.facility_id', '=', facilityId);
          if (maxDistance !== undefined) near = near.where('property_facilities.distance', '<=', maxDistance);
          return eb.exists(near);
        });
      }
    }
    return query;
  }

  /** Matching ids in the chosen order (newest last as the tie-break), promotions not considered. */
  function inOrder(query: ListingsQuery, order: Sort) {
    let ordered = query.select('properties.id');
    if (order === 'most_viewed') ordered = ordered.orderBy('properties.total_click', 'desc');
    else if (order === 'most_liked') ordered = ordered.orderBy('properties.total_favourites', 'desc');
    else if (order === 'price_asc') ordered = ordered.orderBy('properties.price', 'asc');
    else if (order === 'price_desc') ordered = ordered.orderBy('properties.price', 'desc');
    return ordered.orderBy('properties.created_at', 'desc').orderBy('properties.id', 'desc');
  }

  /** Property ids with a promotion running now (few: they are paid for). */
  async function runningPromotions(now: string): Promise<number[]> {
    const rows = await read(
      db
        .selectFrom('advertisements')
        .select('property_id')
        .distinct()
        .where('property_id', 'is not', null)
        .where('status', '=', 0)
        .where('is_enable', '=', 1)
        .where('start_date', '<=', now)
        .where('end_date', '>=', now)
        .limit(MAX_PROMOTED)
        .compile(),
    );
    return rows.flatMap((r) => (r.property_id === null ? [] : [r.property_id]));
  }

  /** The listings after the promoted ones (all when there are none): an index-ordered read, as promotions are no sort key here. */
  function regular(filter: PropertySearch, promotedIds: readonly number[], now: string) {
    const query = matching(filter, now);
    return inOrder(promotedIds.length ? query.where('properties.id', 'not in', [...promotedIds]) : query, filter.order);
  }

  /** Matching listings grouped by grid cell of `size` degrees. */
  function cellsQuery(filter: PropertySearch, size: number, now: string) {
    const row = index.cell('properties.latitude', 90, size);
    const column = index.cell('properties.longitude', 180, size);
    return matching(filter, now)
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.avg<number>('properties.latitude').as('latitude'),
        eb.fn.avg<number>('properties.longitude').as('longitude'),
        eb.fn.min('properties.latitude').as('min_lat'),
        eb.fn.max('properties.latitude').as('max_lat'),
        eb.fn.min('properties.longitude').as('min_lng'),
        eb.fn.max('properties.longitude').as('max_lng'),
        eb.fn.min('properties.id').as('first_id'),
      ])
      .groupBy([row, column])
      .compile();
  }

  /** How many listings match. */
  function count(filter: PropertySearch, now: string) {
    return matching(filter, now)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .compile();
  }

  /** The filter with its parameters and facts as conditions (the catalogue is read only when facts are asked). */
  async function resolved(filter: PropertySearch): Promise<PropertySearch> {
    if (!filter.parameters?.length && !needsCatalogue(filter.facts)) return filter;
    let catalogue: { id: number; name: string }[] = [];
    let unit = DEFAULT_AREA_UNIT;
    if (needsCatalogue(filter.facts)) {
      const [rows, setting] = await Promise.all([
        read(db.selectFrom('parameters').select(['id', 'name']).compile()),
        read(db.selectFrom('settings').select('value').where('key', '=', 'area_unit').compile()),
      ]);
      catalogue = rows;
      const value = setting[0]?.value ?? '';
      if (isAreaUnit(value)) unit = value;
    }
    return {
      ...filter,
      conditions: [...(filter.conditions ?? []), ...parameterGroups(filter.parameters, filter.facts, catalogue, unit)],
    };
  }

  return {
    /**
     * Ids of a page of visible listings, in display order, and the total. Promoted-first pages
     * take the matching running promotions, then continue with the rest where they end; the
     * rest's page carries its total (a window count), so the matching rows are read once.
     */
    async search(asked: PropertySearch, range: { offset: number; limit: number }, now: string) {
      const filter = await resolved(asked);
      const running = filter.promotedFirst ? await runningPromotions(now) : [];
      const promotedIds = running.length ? (await read(inOrder(matching({ ...filter, ids: filter.ids ? filter.ids.filter((id) => running.includes(id)) : running }, now), filter.order).compile())).map((r) => r.id) : [];
      const head = promotedIds.slice(range.offset, range.offset + range.limit);
      const wanted = Math.max(1, range.limit - head.length);
      const rest = await read(
        regular(filter, promotedIds, now)
          .select(sql<number>`count(*) over ()`.as('total'))
          .offset(Math.max(0, range.offset - promotedIds.length))
          .limit(wanted)
          .compile(),
      );
      const restTotal = rest[0] !== undefined ? Number(rest[0].total) : Number((await read(count(filter, now)))[0]?.n ?? 0) - promotedIds.length;
      const tail = head.length < range.limit ? rest.map((r) => r.id).slice(0, range.limit - head.length) : [];
      return { ids: [...head, ...tail], total: promotedIds.length + restTotal };
    },

    /** The main page query, the count and the map's cells as SQL, for plan tests (search.plan.test.ts). */
    compileSearch(filter: PropertySearch, range: { offset: number; limit: number }, now: string) {
      return regular(filter, [], now).offset(range.offset).limit(range.limit).compile();
    },
    compileCount: count,
    compileCells: cellsQuery,

    /** Matching listings per grid cell of `size` degrees: count, centroid, bounds, and the smallest id. */
    async cells(filter: PropertySearch, size: number, now: string) {
      const rows = await read(cellsQuery(await resolved(filter), size, now));
      return rows.map((r) => ({
        count: Number(r.n),
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
        minLat: Number(r.min_lat),
        maxLat: Number(r.max_lat),
        minLng: Number(r.min_lng),
        maxLng: Number(r.max_lng),
        firstId: Number(r.first_id),
      }));
    },

    /** What a map marker shows of these listings. */
    points(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return read(
        db
          .selectFrom('properties')
          .select(['id', 'slug_id', 'latitude', 'longitude', 'price', 'property_type', 'title', 'title_image'])
          .where('id', 'in', [...ids])
          .orderBy('id')
          .compile(),
      );
    },

    /** Matching listings per category and per property type. */
    async facets(categoryFilter: PropertySearch, typeFilter: PropertySearch, now: string) {
      const [byCategory, byType] = await Promise.all([resolved(categoryFilter), resolved(typeFilter)]);
      const [categories, types] = await Promise.all([
        read(
          matching(byCategory, now)
            .innerJoin('categories', 'categories.id', 'properties.category_id')
            .select((eb) => ['categories.id', 'categories.category', 'categories.slug_id', eb.fn.countAll<number>().as('n')])
            .groupBy(['categories.id', 'categories.category', 'categories.slug_id'])
            .orderBy('categories.id')
            .compile(),
        ),
        read(
          matching(byType, now)
            .select((eb) => ['properties.property_type', eb.fn.countAll<number>().as('n')])
            .groupBy('properties.property_type')
            .orderBy('properties.property_type')
            .compile(),
        ),
      ]);
      return {
        categories: categories.map((c) => ({ id: c.id, category: c.category, slug_id: c.slug_id, count: Number(c.n) })),
        types: types.map((t) => ({ propertyType: t.property_type, count: Number(t.n) })),
      };
    },

    /** Open listings per state, and per city of `state` (every city without one), most first; blank places left out. */
    async places(state: string | undefined, now: string) {
      const open: PropertySearch = {
        propertyTypes: OPEN_TYPES,
        order: 'newest',
      };
      const perPlace = (filter: PropertySearch, column: 'properties.city' | 'properties.state') =>
        read(
          matching(filter, now)
            .where(column, '<>', '')
            .select((eb) => [eb.fn.min<string>(column).as('name'), eb.fn.countAll<number>().as('n')])
            .groupBy((eb) => eb.fn('lower', [column]))
            .orderBy('n', 'desc')
            .orderBy('name')
            .compile(),
        );
      const [states, cities] = await Promise.all([perPlace(open, 'properties.state'), perPlace({ ...open, state }, 'properties.city')]);
      const counted = (rows: { name: string; n: number }[]) => rows.map((r) => ({ name: r.name, count: Number(r.n) }));
      return { states: counted(states), cities: counted(cities) };
    },

    /** Bumped by the database on every write that can change an answer (migration 0007). Asked on every cached answer: compiled once. */
    async version(): Promise<number> {
      const { rows } = await db.executeQuery(versionQuery);
      return Number(rows[0]?.version ?? 0);
    },
  };
}
export type SearchRepo = ReturnType<typeof createSearchRepo>;
