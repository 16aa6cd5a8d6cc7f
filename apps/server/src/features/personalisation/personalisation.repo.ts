import { type Expression, sql } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import type { Reader } from '../../core/db/read-pool.js';
import { isVisibleProperty, notByOwners } from '../properties/visibility.js';

/** Stored preferences; prices in minor units, lists as JSON text (0004). */
export interface Preferences {
  categoryIds: number[];
  facilityIds: number[];
  propertyTypes: number[];
  priceMin: number | null;
  priceMax: number | null;
  city: string | null;
}

/** How much each matched preference counts (ADR 023): place and kind first, budget next. */
export const WEIGHTS = { city: 3, category: 3, budget: 2, propertyType: 1, facility: 1, fresh: 1, popular: 1 } as const;
/** At most this many matched facilities count. */
export const FACILITY_CAP = 3;
/** A listing posted within this many days counts as new. */
export const FRESH_DAYS = 30;
/** A listing this many users favourited, or this many viewed, counts as popular. */
export const POPULAR_FAVOURITES = 5;
export const POPULAR_VIEWS = 200;

function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v)) : [];
  } catch {
    return [];
  }
}

export function createPersonalisationRepo(db: Db, read: Reader) {
  return {
    async get(userId: number): Promise<Preferences | undefined> {
      const row = await db.selectFrom('personalised_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
      if (!row) return undefined;
      return {
        categoryIds: parseIds(row.category_ids),
        facilityIds: parseIds(row.facility_ids),
        propertyTypes: parseIds(row.property_types),
        priceMin: row.price_min === null ? null : Number(row.price_min),
        priceMax: row.price_max === null ? null : Number(row.price_max),
        city: row.city,
      };
    },

    /** One row per user (unique index): concurrent saves end with one of them, never two rows. */
    async save(userId: number, p: Preferences): Promise<void> {
      const values = {
        category_ids: JSON.stringify(p.categoryIds),
        facility_ids: JSON.stringify(p.facilityIds),
        property_types: JSON.stringify(p.propertyTypes),
        price_min: p.priceMin,
        price_max: p.priceMax,
        city: p.city,
        updated_at: new Date().toISOString(),
      };
      await db
        .insertInto('personalised_preferences')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
    },

    async remove(userId: number): Promise<void> {
      await db.deleteFrom('personalised_preferences').where('user_id', '=', userId).execute();
    },

    /**
     * A page of visible sell/rent listings that match at least one preference, ranked by the
     * weighted sum of what they match (plus new and popular), with each part answered so the
     * caller can say why. Not the user's own listings, nor those of owners who blocked them.
     */
    async recommend(userId: number, p: Preferences, hiddenOwners: readonly number[], range: { offset: number; limit: number }, now: Date) {
      const nowIso = now.toISOString();
      const freshAfter = new Date(now.getTime() - FRESH_DAYS * 86_400_000).toISOString();
      const city = p.city?.toLowerCase();
      let base = db
        .selectFrom('properties')
        .innerJoin('categories', 'categories.id', 'properties.category_id')
        .where((eb) => isVisibleProperty(eb, nowIso))
        .where('properties.property_type', 'in', [0, 1])
        .where((eb) => eb.or([eb('properties.user_id', 'is', null), eb('properties.user_id', '<>', userId)]));
      if (hiddenOwners.length) base = base.where((eb) => notByOwners(eb, hiddenOwners));

      const one = (condition: Expression<unknown> | undefined) => (condition === undefined ? sql<number>`0` : sql<number>`case when ${condition} then 1 else 0 end`);
      const matches = base.select((eb) => {
        const facilityCount = p.facilityIds.length
          ? eb
              .selectFrom('property_facilities')
              .select((f) => f.fn.countAll<number>().as('n'))
              .whereRef('property_facilities.property_id', '=', 'properties.id')
              .where('property_facilities.facility_id', 'in', p.facilityIds)
          : undefined;
        const cityMatch = one(city === undefined ? undefined : eb(eb.fn<string>('lower', ['properties.city']), '=', city));
        const categoryMatch = one(p.categoryIds.length ? eb('properties.category_id', 'in', p.categoryIds) : undefined);
        const budgetConditions = [
          ...(p.priceMin === null ? [] : [eb('properties.price', '>=', p.priceMin)]),
          ...(p.priceMax === null ? [] : [eb('properties.price', '<=', p.priceMax)]),
        ];
        const budgetMatch = one(budgetConditions.length ? eb.and(budgetConditions) : undefined);
        const typeMatch = one(p.propertyTypes.length ? eb('properties.property_type', 'in', p.propertyTypes) : undefined);
        const facilities =
          facilityCount === undefined ? sql<number>`0` : sql<number>`case when (${facilityCount}) > ${FACILITY_CAP} then ${FACILITY_CAP} else (${facilityCount}) end`;
        const fresh = one(eb('properties.created_at', '>=', freshAfter));
        const popular = one(eb.or([eb('properties.total_favourites', '>=', POPULAR_FAVOURITES), eb('properties.total_click', '>=', POPULAR_VIEWS)]));
        return [
          'properties.id',
          'properties.city',
          'properties.property_type',
          'categories.category as category_name',
          cityMatch.as('city_match'),
          categoryMatch.as('category_match'),
          budgetMatch.as('budget_match'),
          typeMatch.as('type_match'),
          facilities.as('facility_matches'),
          fresh.as('fresh'),
          popular.as('popular'),
          sql<number>`${cityMatch} + ${categoryMatch} + ${budgetMatch} + ${typeMatch} + ${facilities}`.as('matched'),
          sql<number>`${cityMatch} * ${WEIGHTS.city} + ${categoryMatch} * ${WEIGHTS.category} + ${budgetMatch} * ${WEIGHTS.budget} + ${typeMatch} * ${WEIGHTS.propertyType} + ${facilities} * ${WEIGHTS.facility} + ${fresh} * ${WEIGHTS.fresh} + ${popular} * ${WEIGHTS.popular}`.as(
            'score',
          ),
        ];
      });
      // the computed columns are named in an outer query, which both databases accept in WHERE and ORDER BY
      const ranked = db.selectFrom(matches.as('m')).where('m.matched', '>', 0);
      const [rows, count] = await Promise.all([
        read(ranked.selectAll().orderBy('m.score', 'desc').orderBy('m.id', 'desc').offset(range.offset).limit(range.limit).compile()),
        read(ranked.select((eb) => eb.fn.countAll<number>().as('n')).compile()),
      ]);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          city: r.city,
          propertyType: Number(r.property_type),
          category: r.category_name,
          city_match: Number(r.city_match) > 0,
          category_match: Number(r.category_match) > 0,
          budget_match: Number(r.budget_match) > 0,
          type_match: Number(r.type_match) > 0,
          facilities: Number(r.facility_matches),
          fresh: Number(r.fresh) > 0,
          popular: Number(r.popular) > 0,
          score: Number(r.score),
        })),
        total: Number(count[0]?.n ?? 0),
      };
    },
  };
}
export type PersonalisationRepo = ReturnType<typeof createPersonalisationRepo>;
export type RecommendedRow = Awaited<ReturnType<PersonalisationRepo['recommend']>>['rows'][number];
