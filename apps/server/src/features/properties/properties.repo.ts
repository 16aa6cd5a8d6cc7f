import { sql } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import { childRowsOf } from '../../core/db/child-rows.js';
import { CATEGORY_AND_OWNER_COLUMNS } from '../../core/db/listing-columns.js';
import { PARAMETER_COLUMNS } from '../../core/db/parameter-columns.js';
import { isVisibleProject, isVisibleProperty } from './visibility.js';

export function createPropertiesRepo(db: Db) {
  return {
    /** Listings with their category and owner, whatever their state (callers decide visibility). */
    async rowsByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('properties')
        .innerJoin('categories', 'categories.id', 'properties.category_id')
        .leftJoin('users', 'users.id', 'properties.user_id')
        .selectAll('properties')
        .select(CATEGORY_AND_OWNER_COLUMNS)
        .where('properties.id', 'in', [...new Set(ids)])
        .execute();
    },

    /** id of the listing with this id or slug, and whether visitors may see it now. */
    async locate(key: { id?: number | undefined; slugId?: string | undefined }, now: string) {
      let query = db.selectFrom('properties').select((eb) => ['properties.id', 'properties.user_id', 'properties.is_premium', eb.case().when(isVisibleProperty(eb, now)).then(1).else(0).end().as('is_visible')]);
      if (key.id !== undefined) query = query.where('properties.id', '=', key.id);
      if (key.slugId !== undefined) query = query.where('properties.slug_id', '=', key.slugId);
      const row = await query.executeTakeFirst();
      return row ? { id: row.id, ownerId: row.user_id, visible: Number(row.is_visible) === 1, premium: Number(row.is_premium) === 1 } : undefined;
    },

    /** Parameter values of these listings, in their category's parameter order. */
    parametersOf(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('property_parameters')
        .innerJoin('parameters', 'parameters.id', 'property_parameters.parameter_id')
        .innerJoin('properties', 'properties.id', 'property_parameters.property_id')
        .leftJoin('category_parameters', (join) =>
          join
            .onRef('category_parameters.category_id', '=', 'properties.category_id')
            .onRef('category_parameters.parameter_id', '=', 'property_parameters.parameter_id'),
        )
        .select([
          'property_parameters.property_id',
          'property_parameters.value',
          ...PARAMETER_COLUMNS,
        ])
        .where('property_parameters.property_id', 'in', [...new Set(ids)])
        .orderBy('property_parameters.property_id')
        .orderBy((eb) => eb.fn.coalesce('category_parameters.sort_order', sql.lit(1_000_000)))
        .orderBy('parameters.id')
        .execute();
    },

    imagesOf: (ids: readonly number[]) => childRowsOf(db, 'property_images', ['id', 'property_id', 'image', 'placeholder'], ids),

    documentsOf: (ids: readonly number[]) => childRowsOf(db, 'property_documents', ['id', 'property_id', 'file', 'file_name', 'type'], ids),

    facilitiesOf(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('property_facilities')
        .innerJoin('facilities', 'facilities.id', 'property_facilities.facility_id')
        .select([
          'property_facilities.id',
          'property_facilities.property_id',
          'property_facilities.facility_id',
          'property_facilities.distance',
          'property_facilities.created_at',
          'property_facilities.updated_at',
          'facilities.name',
          'facilities.image',
        ])
        .where('property_facilities.property_id', 'in', [...new Set(ids)])
        .orderBy('property_facilities.property_id')
        .orderBy('property_facilities.distance')
        .execute();
    },

    /** The running advertisement of each of these listings that has one. */
    runningAdvertisements(ids: readonly number[], now: string) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('advertisements')
        .select(['id', 'property_id', 'status', 'start_date', 'end_date'])
        .where('property_id', 'in', [...new Set(ids)])
        .where('status', '=', 0)
        .where('is_enable', '=', 1)
        .where('start_date', '<=', now)
        .where('end_date', '>=', now)
        .orderBy('end_date', 'desc')
        .execute();
    },

    /** Which of these listings the user favourited. */
    async favouritedBy(userId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('favourites').select('property_id').where('user_id', '=', userId).where('property_id', 'in', [...new Set(ids)]).execute();
      return new Set(rows.map((r) => r.property_id));
    },

    async interestedBy(userId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('interests').select('property_id').where('user_id', '=', userId).where('property_id', 'in', [...new Set(ids)]).execute();
      return new Set(rows.map((r) => r.property_id));
    },

    async reportedBy(userId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('reports').select('property_id').where('user_id', '=', userId).where('property_id', 'in', [...new Set(ids)]).execute();
      return new Set(rows.map((r) => r.property_id));
    },

    /** Users who favourited / showed interest in each of these listings. */
    async audienceOf(ids: readonly number[]) {
      if (ids.length === 0) return { favourites: [], interests: [] };
      const unique = [...new Set(ids)];
      const [favourites, interests] = await Promise.all([
        db.selectFrom('favourites').select(['property_id', 'user_id']).where('property_id', 'in', unique).orderBy('id').execute(),
        db.selectFrom('interests').select(['property_id', 'user_id']).where('property_id', 'in', unique).orderBy('id').execute(),
      ]);
      return { favourites, interests };
    },

    /** Visible listings and projects per owner (null = the company). */
    async ownerCounts(ownerIds: readonly (number | null)[], now: string) {
      const users = [...new Set(ownerIds.filter((id): id is number => id !== null))];
      const withCompany = ownerIds.includes(null);
      if (users.length === 0 && !withCompany) return { properties: [], projects: [] };
      const [properties, projects] = await Promise.all([
        db
          .selectFrom('properties')
          .select((eb) => ['properties.user_id', eb.fn.countAll<number>().as('n')])
          .where((eb) => isVisibleProperty(eb, now))
          .where((eb) => eb.or([...(users.length ? [eb('properties.user_id', 'in', users)] : []), ...(withCompany ? [eb('properties.user_id', 'is', null)] : [])]))
          .groupBy('properties.user_id')
          .execute(),
        db
          .selectFrom('projects')
          .select((eb) => ['projects.user_id', eb.fn.countAll<number>().as('n')])
          .where((eb) => isVisibleProject(eb))
          .where((eb) => eb.or([...(users.length ? [eb('projects.user_id', 'in', users)] : []), ...(withCompany ? [eb('projects.user_id', 'is', null)] : [])]))
          .groupBy('projects.user_id')
          .execute(),
      ]);
      return { properties, projects };
    },

    /** Chat blocks the viewer placed or received (few per user). */
    blocksInvolving(viewerId: number) {
      return db
        .selectFrom('blocks')
        .select(['blocker_id', 'blocked_id', 'to_admin'])
        .where((eb) => eb.or([eb('blocker_id', '=', viewerId), eb('blocked_id', '=', viewerId)]))
        .execute();
    },

    /** Counts a view once per viewer and day; true when this one was counted. */
    async recordView(propertyId: number, viewer: string, day: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('property_views')
          .values({ property_id: propertyId, viewer, day })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await trx
          .updateTable('properties')
          .set({ total_click: sql`total_click + 1` })
          .where('id', '=', propertyId)
          .execute();
        return true;
      });
    },
  };
}
export type PropertiesRepo = ReturnType<typeof createPropertiesRepo>;
export type PropertyRow = Awaited<ReturnType<PropertiesRepo['rowsByIds']>>[number];
export type ParameterValueRow = Awaited<ReturnType<PropertiesRepo['parametersOf']>>[number];
export type PropertyImageRow = Awaited<ReturnType<PropertiesRepo['imagesOf']>>[number];
export type PropertyDocumentRow = Awaited<ReturnType<PropertiesRepo['documentsOf']>>[number];
export type PropertyFacilityRow = Awaited<ReturnType<PropertiesRepo['facilitiesOf']>>[number];
export type AdvertisementRow = Awaited<ReturnType<PropertiesRepo['runningAdvertisements']>>[number];
