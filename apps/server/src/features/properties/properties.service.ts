import { createHash } from 'node:crypto';
import { createVersionedCache } from '../../core/cache/versioned-cache.js';
import type { GetPropertyQuery, NearbyProperty, NearbyPropertiesQuery, Property, PropertyCard, PropertyListQuery } from '@abode/shared/schemas/properties';
import type { Storage } from '../../core/media/storage.js';
import { MSG } from '@abode/shared/messages';
import { badRequest } from '../../core/http/errors.js';
import type { LanguagesService } from '../languages/languages.service.js';
import type { PackagesService } from '../packages/packages.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { type MapContext, toProperty, toPropertyCard, withViewerFlags } from './property.mapper.js';
import type { ViewCounter } from './view-counter.js';
import { type PropertySearch, searchFromQuery, type SearchService } from '../search/search.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import { NO_FLAGS, type PropertiesRepo, type PropertyRow, type ViewerFlags } from './properties.repo.js';

const SIMILAR_PROPERTIES = 10;
/**
 * The detail cache. Writes are seen at once (the version); the view count and what changes with
 * the clock (an expiry date passing) lag by up to a minute (three at most); room for the listings
 * a crowd keeps open (~100 KB each with their bytes); a few assemblies at a time in the
 * background, at spread-out ages (the listings a crowd opened together would refresh together).
 */
const DETAIL_CACHE = { ttlMs: 180_000, refreshAfterMs: 60_000, maxEntries: 1_000, maxRefreshing: 2, refreshJitter: 0.5 };
/** get_nearby_properties has no paging: at most this many. */
const NEARBY_PROPERTIES = 50;
/** The package feature that opens premium listings to a user who does not own them. */
const PREMIUM_FEATURE = 'premium_properties';

/** Who is looking: a logged-in user, or an anonymous visitor known by address and browser. */
export interface Viewer {
  userId: number | null;
  /** Admins and staff: their views are not counted. */
  staff: boolean;
  ip: string;
  userAgent: string | undefined;
}

/** get_property's answer: `similar_properties` beside `data` for one listing. */
export interface PropertyAnswer {
  data: Property[];
  total: number;
  similar_properties?: PropertyCard[];
}
const NOTHING: PropertyAnswer = { data: [], total: 0 };

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export function createPropertiesService(deps: {
  repo: PropertiesRepo;
  search: SearchService;
  storage: Storage;
  languages: LanguagesService;
  settings: SettingsService;
  packages: PackagesService;
  blocks: Pick<BlocksService, 'hiddenOwnersFor'>;
  views: Pick<ViewCounter, 'record'>;
}) {
  const { repo, search, storage, languages, settings, packages, blocks, views } = deps;
  const url = (key: string | null | undefined) => storage.url(key);
  const { forViewer } = search;

  /** Rows of these ids in the order of the ids. */
  async function rowsInOrder(ids: readonly number[]): Promise<PropertyRow[]> {
    const byId = new Map((await repo.rowsByIds(ids)).map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function context(rows: readonly PropertyRow[], parameterIds: readonly number[], facilityIds: readonly number[], contentLanguage: string | undefined): Promise<MapContext> {
    const tr = await languages.translations(contentLanguage, {
      property: rows.map((r) => r.id),
      category: rows.map((r) => r.category_id),
      parameter: parameterIds,
      facility: facilityIds,
    });
    return { url, tr, now: Date.now() };
  }

  /** The asking user's flags for a page of listings: one query, none for visitors. */
  function flagsOf(userId: number | null, ids: readonly number[]): Promise<Map<number, ViewerFlags>> {
    return userId === null ? Promise.resolve(new Map()) : repo.viewerFlags(userId, ids);
  }

  async function cards(ids: readonly number[], userId: number | null, contentLanguage: string | undefined): Promise<PropertyCard[]> {
    const rows = await rowsInOrder(ids);
    const now = new Date().toISOString();
    const [parameters, ads, flags] = await Promise.all([repo.parametersOf(ids), repo.runningAdvertisements(ids, now), flagsOf(userId, ids)]);
    const ctx = await context(rows, parameters.map((p) => p.id), [], contentLanguage);
    const parametersBy = groupBy(parameters, (p) => p.property_id);
    const adBy = new Map(ads.map((a) => [a.property_id, a]));
    return rows.map((row) =>
      toPropertyCard(row, { parameters: parametersBy.get(row.id) ?? [], advertisement: adBy.get(row.id), flags: flags.get(row.id) ?? NO_FLAGS }, ctx),
    );
  }

  async function full(ids: readonly number[], userId: number | null, contentLanguage: string | undefined): Promise<Property[]> {
    const rows = await rowsInOrder(ids);
    const nowIso = new Date().toISOString();
    const [parameters, ads, images, documents, facilities, flags, audience, counts, company] = await Promise.all([
      repo.parametersOf(ids),
      repo.runningAdvertisements(ids, nowIso),
      repo.imagesOf(ids),
      repo.documentsOf(ids),
      repo.facilitiesOf(ids),
      flagsOf(userId, ids),
      repo.audienceOf(ids),
      repo.ownerCounts(rows.map((r) => r.user_id), nowIso),
      settings.company(),
    ]);
    const ctx = await context(rows, parameters.map((p) => p.id), facilities.map((f) => f.facility_id), contentLanguage);
    const parametersBy = groupBy(parameters, (p) => p.property_id);
    const imagesBy = groupBy(images, (i) => i.property_id);
    const documentsBy = groupBy(documents, (d) => d.property_id);
    const facilitiesBy = groupBy(facilities, (f) => f.property_id);
    const favouritesBy = groupBy(audience.favourites, (f) => f.property_id);
    const interestsBy = groupBy(audience.interests, (i) => i.property_id);
    const adBy = new Map(ads.map((a) => [a.property_id, a]));
    const propertiesOf = new Map(counts.properties.map((c) => [c.user_id, Number(c.n)]));
    const projectsOf = new Map(counts.projects.map((c) => [c.user_id, Number(c.n)]));

    return rows.map((row) => {
      const owner = row.user_id;
      return toProperty(
        row,
        {
          parameters: parametersBy.get(row.id) ?? [],
          advertisement: adBy.get(row.id),
          flags: flags.get(row.id) ?? NO_FLAGS,
          images: imagesBy.get(row.id) ?? [],
          documents: documentsBy.get(row.id) ?? [],
          facilities: facilitiesBy.get(row.id) ?? [],
          audience: {
            favourites: (favouritesBy.get(row.id) ?? []).map((f) => f.user_id),
            interests: (interestsBy.get(row.id) ?? []).map((i) => i.user_id),
            showUsers: userId !== null && owner === userId,
          },
          ownerCounts: { properties: propertiesOf.get(owner) ?? 0, projects: projectsOf.get(owner) ?? 0 },
          company,
        },
        ctx,
      );
    });
  }

  /**
   * A listing as the asking user may reach it: visible to everyone, or their own; never one whose
   * owner blocked them (answered like a missing one).
   */
  async function findForViewer(key: { id?: number | undefined; slugId?: string | undefined }, userId: number | null) {
    const found = await repo.locate(key, new Date().toISOString());
    if (!found) return undefined;
    const isOwner = found.ownerId !== null && found.ownerId === userId;
    if (!found.visible && !isOwner) return undefined;
    if (found.ownerId !== null && !isOwner && (await blocks.hiddenOwnersFor(userId)).includes(found.ownerId)) return undefined;
    return { ...found, isOwner };
  }

  /** Anonymous visitors count once a day per address and browser; the hash keeps neither. */
  function viewerKey(viewer: Viewer): string {
    if (viewer.userId !== null) return `u:${viewer.userId}`;
    return `a:${createHash('sha256').update(`${viewer.ip}|${viewer.userAgent ?? ''}`).digest('hex').slice(0, 32)}`;
  }

  function countView(propertyId: number, viewer: Viewer) {
    views.record(propertyId, viewerKey(viewer), new Date().toISOString().slice(0, 10));
  }

  /** Ids of the listings like this one (same category, newest first, promoted first), as the asking user may see them. */
  async function similarIds(id: number, categoryId: number, range: { offset: number; limit: number }, userId: number | null) {
    return search.search(await forViewer({ categoryId, excludeId: id, promotedFirst: true, order: 'newest' }, userId), range);
  }

  /** A listing with its similar listings as cards, as `userId` sees them (null: as every visitor does). */
  async function assembleDetail(found: { id: number; categoryId: number }, userId: number | null, contentLanguage: string | undefined): Promise<PropertyAnswer> {
    const [listing, similar] = await Promise.all([
      full([found.id], userId, contentLanguage),
      similarIds(found.id, found.categoryId, { offset: 0, limit: SIMILAR_PROPERTIES }, userId).then(({ ids }) => cards(ids, userId, contentLanguage)),
    ]);
    return { data: listing, total: 1, similar_properties: similar };
  }

  /**
   * Where a listing is (by id or slug) and the detail as every visitor sees it: one cached
   * assembly per listing and language, apart from the search cache (a crowd may open thousands of
   * listings), under the same version (ADR 028), recomputed once however many ask at once. The
   * view count in it lags by the refresh time.
   */
  const answers = createVersionedCache({ ...DETAIL_CACHE, version: search.version });
  async function publicDetail(key: { id?: number | undefined; slugId?: string | undefined }, contentLanguage: string | undefined) {
    const found = await answers.get(JSON.stringify(['where', key.id ?? null, key.slugId ?? null]), () => repo.locate(key, new Date().toISOString()));
    if (!found?.visible) return { found };
    const answer = await answers.get(JSON.stringify(['detail', found.id, contentLanguage ?? '']), () => assembleDetail(found, null, contentLanguage));
    return { found, listing: true, answer };
  }

  /**
   * How this user sees listings assembled for visitors: with their own flags (`flag`), and
   * without those of owners who blocked them (`shows`; a list may then be shorter than its limit).
   */
  async function seenBy(userId: number, ids: readonly number[]) {
    const [flags, hidden] = await Promise.all([repo.viewerFlags(userId, ids), blocks.hiddenOwnersFor(userId)]);
    return {
      shows: (item: { added_by: number }) => item.added_by === 0 || !hidden.includes(item.added_by),
      flag: <T extends Property | PropertyCard>(item: T): T => withViewerFlags(item, flags.get(item.id) ?? NO_FLAGS),
    };
  }

  /** The shared detail with the user's own flags, and without similar listings of owners who blocked them. */
  async function forUser(shared: PropertyAnswer, userId: number): Promise<PropertyAnswer> {
    const similar = shared.similar_properties ?? [];
    const seen = await seenBy(userId, [...shared.data, ...similar].map((p) => p.id));
    return { data: shared.data.map(seen.flag), total: shared.total, similar_properties: similar.filter(seen.shows).map(seen.flag) };
  }

  return {
    /** Full listings of these ids, whatever their state (callers decide who may see them). */
    details: full,

    /** Cards of these ids in their order, whatever their state (callers decide who may see them). */
    cardsOf: cards,

    findForViewer,

    /** Ids of a page of listings for any search, as the asking user may see them. */
    async searchIds(filter: PropertySearch, range: { offset: number; limit: number }, userId: number | null) {
      return search.search(await forViewer(filter, userId), range);
    },

    /** Visible listings and projects of an owner (null = the company). */
    async listingCounts(ownerId: number | null): Promise<{ properties: number; projects: number }> {
      const counts = await repo.ownerCounts([ownerId], new Date().toISOString());
      return { properties: Number(counts.properties[0]?.n ?? 0), projects: Number(counts.projects[0]?.n ?? 0) };
    },

    /** get-property-list: a page of visible listings as cards. */
    async list(query: PropertyListQuery, userId: number | null, contentLanguage: string | undefined): Promise<{ data: PropertyCard[]; total: number }> {
      const answer = async () => {
        const filter = await forViewer(searchFromQuery(query, Date.now(), userId), userId);
        const { ids, total } = await search.search(filter, { offset: query.offset, limit: query.limit });
        return { data: await cards(ids, userId, contentLanguage), total };
      };
      // Visitors without an account all see the same cards (no favourite flags): one cached answer.
      return userId === null ? search.remember(['cards', query, contentLanguage ?? ''], answer) : answer();
    },

    /** Cards for any search (home sections, recommendations). */
    async cards(filter: PropertySearch, limit: number, userId: number | null, contentLanguage: string | undefined): Promise<PropertyCard[]> {
      const { ids } = await search.search(await forViewer(filter, userId), { offset: 0, limit });
      return cards(ids, userId, contentLanguage);
    },

    /** get_nearby_properties: visible listings of a city / state, optionally of one type. */
    async nearby(query: NearbyPropertiesQuery, contentLanguage: string | undefined): Promise<NearbyProperty[]> {
      const { ids } = await search.search({ city: query.city, state: query.state, propertyType: query.type, promotedFirst: true, order: 'newest' }, { offset: 0, limit: NEARBY_PROPERTIES });
      return (await cards(ids, null, contentLanguage)).map((card) => ({
        id: card.id,
        slug_id: card.slug_id,
        title: card.title,
        title_image: card.title_image,
        price: card.price,
        latitude: card.latitude,
        longitude: card.longitude,
        city: card.city,
        state: card.state,
        country: card.country,
        category: card.category,
        property_type: card.property_type,
      }));
    },

    /**
     * get_property: one listing by id or slug (with similar listings as cards; counts the view
     * once per viewer and day unless `with_seo`), or a filtered page of full listings. A listing
     * visitors may not see is answered only to its owner; otherwise, like a missing one, with []. A
     * premium listing is refused (400) to anyone but its owner and users whose package holds
     * premium_properties. `viewed` is the listing whose view this answer counted.
     */
    async get(query: GetPropertyQuery, viewer: Viewer, contentLanguage: string | undefined): Promise<{ answer: PropertyAnswer; viewed?: number }> {
      const { userId } = viewer;
      if (query.id === undefined && query.slug_id === undefined) {
        const filter = await forViewer(searchFromQuery(query, Date.now(), userId), userId);
        const { ids, total } = await search.search(filter, { offset: query.offset, limit: query.limit });
        return { answer: { data: await full(ids, userId, contentLanguage), total } };
      }
      const key = { id: query.id, slugId: query.slug_id };
      const shared = await publicDetail(key, contentLanguage);
      const found = shared.found;
      if (!found) return { answer: NOTHING };
      const isOwner = found.ownerId !== null && found.ownerId === userId;
      if (!shared.listing && !isOwner) return { answer: NOTHING };
      if (found.ownerId !== null && !isOwner && (await blocks.hiddenOwnersFor(userId)).includes(found.ownerId)) return { answer: NOTHING };
      if (found.premium && !isOwner && !query.get_simiilar && (userId === null || !(await packages.hasFeature(userId, PREMIUM_FEATURE)))) {
        // the teaser the page shows visitors (and search engines) instead: photo, title, price, place
        const [card] = await cards([found.id], null, contentLanguage);
        const teaser = card && {
          id: card.id,
          slug_id: card.slug_id,
          title: card.title,
          translated_title: card.translated_title,
          title_image: card.title_image,
          title_image_hash: card.title_image_hash,
          price: card.price,
          currency_code: card.currency_code,
          property_type: card.property_type,
          rentduration: card.rentduration,
          city: card.city,
          state: card.state,
          country: card.country,
          category: card.category,
        };
        throw badRequest(MSG.premiumPropertyLocked, { key: 'premiumPropertyLocked', teaser });
      }
      if (query.get_simiilar) {
        const { ids, total } = await similarIds(found.id, found.categoryId, { offset: query.offset, limit: query.limit }, userId);
        return { answer: { data: await full(ids, userId, contentLanguage), total } };
      }
      const counted = !query.with_seo && !isOwner && !viewer.staff;
      if (counted) countView(found.id, viewer);
      const viewed = counted ? { viewed: found.id } : {};
      // The owner sees their listing as it is now, with who favourited it.
      if (isOwner) return { answer: await assembleDetail(found, userId, contentLanguage) };
      if (userId === null || !shared.answer) return { answer: shared.answer ?? NOTHING, ...viewed };
      return { answer: await forUser(shared.answer, userId), ...viewed };
    },

    /** Counts a view of a listing seen on a page served from the page cache (core/http/web-app.ts). */
    countView,

    seenBy,
  };
}
export type PropertiesService = ReturnType<typeof createPropertiesService>;
