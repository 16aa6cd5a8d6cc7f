import type { PersonalisedFields, PersonalisedFieldsInput, Recommendation, RecommendationQuery, RecommendationReason } from '@abode/shared/schemas/personalisation';
import { PROPERTY_TYPES } from '@abode/shared/enums';
import type { PropertyCard } from '@abode/shared/schemas/properties';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import { toMinorUnits } from '@abode/shared/format/money';
import type { PersonalisationRepo, Preferences, RecommendedRow } from './personalisation.repo.js';

/** Half a degree each way (about 55 km): "near" for a user without preferences. */
const NEARBY_DEGREES = 0.5;

const EMPTY: Preferences = { categoryIds: [], facilityIds: [], propertyTypes: [], priceMin: null, priceMax: null, city: null };

function isEmpty(p: Preferences): boolean {
  return !p.categoryIds.length && !p.facilityIds.length && !p.propertyTypes.length && p.priceMin === null && p.priceMax === null && !p.city;
}

function reasonsOf(row: RecommendedRow): RecommendationReason[] {
  const type: 'sell' | 'rent' = PROPERTY_TYPES[row.propertyType] === 'rent' ? 'rent' : 'sell';
  return [
    ...(row.city_match ? [{ type: 'city' as const, value: row.city }] : []),
    ...(row.category_match ? [{ type: 'category' as const, value: row.category }] : []),
    ...(row.budget_match ? [{ type: 'budget' as const }] : []),
    ...(row.type_match ? [{ type: 'property_type' as const, value: type }] : []),
    ...(row.facilities > 0 ? [{ type: 'facilities' as const, count: row.facilities }] : []),
    ...(row.fresh ? [{ type: 'new' as const }] : []),
    ...(row.popular ? [{ type: 'popular' as const }] : []),
  ];
}

/** The reasons as one English line, e.g. "In Dubai Marina · within your budget" (the web app words its own). */
export function reasonLine(reasons: readonly RecommendationReason[]): string {
  const words = (r: RecommendationReason) => {
    switch (r.type) {
      case 'city':
        return `In ${r.value}`;
      case 'category':
        return r.value;
      case 'budget':
        return 'within your budget';
      case 'property_type':
        return r.value === 'rent' ? 'for rent' : 'for sale';
      case 'facilities':
        return `near ${r.count} of your places`;
      case 'new':
        return 'new';
      case 'popular':
        return 'popular';
      case 'nearby':
        return 'near you';
    }
  };
  return reasons.map(words).join(' · ');
}

type Explained = Pick<Recommendation, 'recommendation_score' | 'recommendation_reasons' | 'recommendation_reason'>;

function explained(score: number, reasons: RecommendationReason[]): Explained {
  return { recommendation_score: score, recommendation_reasons: reasons, recommendation_reason: reasonLine(reasons) };
}

export function createPersonalisationService(deps: { repo: PersonalisationRepo; properties: PropertiesService; blocks: BlocksService }) {
  const { repo, properties, blocks } = deps;

  function toWire(userId: number, p: Preferences): PersonalisedFields {
    return {
      user_id: userId,
      category_ids: p.categoryIds,
      outdoor_facilitiy_ids: p.facilityIds,
      price_range: p.priceMin === null || p.priceMax === null ? [] : [p.priceMin / 100, p.priceMax / 100],
      property_type: p.propertyTypes.map(String),
      city: p.city ?? '',
    };
  }

  /** Users without preferences: popular sell/rent listings near the given point, else anywhere. */
  async function popular(userId: number, query: RecommendationQuery) {
    const range = { offset: query.offset, limit: query.limit };
    const filter = { propertyTypes: [0, 1], order: 'most_viewed' as const };
    if (query.latitude !== undefined && query.longitude !== undefined) {
      const box = {
        minLat: Math.max(-90, query.latitude - NEARBY_DEGREES),
        maxLat: Math.min(90, query.latitude + NEARBY_DEGREES),
        minLng: Math.max(-180, query.longitude - NEARBY_DEGREES),
        maxLng: Math.min(180, query.longitude + NEARBY_DEGREES),
      };
      const near = await properties.searchIds({ ...filter, box }, range, userId);
      if (near.total > 0) return { ...near, reasons: [{ type: 'nearby' as const }, { type: 'popular' as const }] };
    }
    return { ...(await properties.searchIds(filter, range, userId)), reasons: [{ type: 'popular' as const }] };
  }

  /** The recommended ids of a page in rank order, and each one's score and reasons. */
  async function ranked(userId: number, query: RecommendationQuery) {
    const preferences = (await repo.get(userId)) ?? EMPTY;
    if (isEmpty(preferences)) {
      const { ids, total, reasons } = await popular(userId, query);
      const same = explained(0, reasons);
      return { ids, total, why: (): Explained => same };
    }
    const hidden = await blocks.hiddenOwnersFor(userId);
    const { rows, total } = await repo.recommend(userId, preferences, hidden, { offset: query.offset, limit: query.limit }, new Date());
    const byId = new Map(rows.map((r) => [r.id, explained(r.score, reasonsOf(r))]));
    return { ids: rows.map((r) => r.id), total, why: (id: number): Explained => byId.get(id) ?? explained(0, []) };
  }

  return {
    async get(userId: number): Promise<PersonalisedFields> {
      return toWire(userId, (await repo.get(userId)) ?? EMPTY);
    },

    /** POST replaces the whole set: a field left out is cleared, as the form sends every field. */
    async save(userId: number, input: PersonalisedFieldsInput): Promise<PersonalisedFields> {
      const preferences: Preferences = {
        categoryIds: input.category_ids ?? [],
        facilityIds: input.outdoor_facilitiy_ids ?? [],
        propertyTypes: input.property_type ?? [],
        priceMin: input.price_range ? toMinorUnits(input.price_range.min) : null,
        priceMax: input.price_range ? toMinorUnits(input.price_range.max) : null,
        city: input.city ?? null,
      };
      await repo.save(userId, preferences);
      return toWire(userId, preferences);
    },

    async clear(userId: number): Promise<PersonalisedFields> {
      await repo.remove(userId);
      return toWire(userId, EMPTY);
    },

    /** get_user_recommendation: ranked by an explainable score (ADR 023), each listing with its reasons. */
    async recommend(userId: number, query: RecommendationQuery, contentLanguage: string | undefined): Promise<{ data: Recommendation[]; total: number }> {
      const { ids, total, why } = await ranked(userId, query);
      const listings = await properties.details(ids, userId, contentLanguage);
      return { data: listings.map((l) => ({ ...l, ...why(l.id) })), total };
    },

    /** The first page of the same recommendations as cards (homepage-data's user_recommendation). */
    async cards(userId: number, limit: number, contentLanguage: string | undefined): Promise<PropertyCard[]> {
      const { ids } = await ranked(userId, { offset: 0, limit });
      return properties.cardsOf(ids, userId, contentLanguage);
    },
  };
}
export type PersonalisationService = ReturnType<typeof createPersonalisationService>;
