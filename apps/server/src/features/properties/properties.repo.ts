import { sql } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import { childRowsOf } from '../../core/db/child-rows.js';
import { CATEGORY_AND_OWNER_COLUMNS } from '../../core/db/listing-columns.js';
import { PARAMETER_COLUMNS } from '../../core/db/parameter-columns.js';
import { isVisibleProject, isVisibleProperty } from './visibility.js';

/** The asking user's own relation to a listing and its owner (all false for visitors). */
export interface ViewerFlags {
  favourite: boolean;
  interested: boolean;
  reported: boolean;
  blockedByMe: boolean;
  blockedByOwner: boolean;
}
/** A listing seen by a viewer (`u:<id>` or a hash of address and browser) on a UTC day. */
export interface ListingView {
  propertyId: number;
  viewer: string;
  day: string;
}
/** Rows per insert statement: within SQLite's and PostgreSQL's bound-parameter limits. */
const VIEW_ROWS_PER_STATEMENT = 300;

export const NO_FLAGS: ViewerFlags = { favourite: false, interested: false, reported: false, blockedByMe: false, blockedByOwner: false };

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
      let query = db.selectFrom('properties').select((eb) => ['properties.id', 'properties.user_id', 'properties.title', 'properties.slug_id', 'properties.is_premium', 'properties.property_type', 'properties.category_id', eb.case().when(isVisibleProperty(eb, now)).then(1).else(0).end().as('is_visible')]);
      if (key.id !== undefined) query = query.where('properties.id', '=', key.id);
      if (key.slugId !== undefined) query = query.where('properties.slug_id', '=', key.slugId);
      const row = await query.executeTakeFirst();
      return row
        ? { id: row.id, ownerId: row.user_id, title: row.title, slugId: row.slug_id, visible: Number(row.is_visible) === 1, premium: Number(row.is_premium) === 1, propertyType: row.property_type, categoryId: row.category_id }
        : undefined;
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

    /**
     * What the asking user did about each of these listings, in one query for a whole page: its
     * favourite, interest and report, and the blocks between the user and each owner (the
     * company's listings, user_id NULL, answer to a block of the company's side).
     */
    async viewerFlags(userId: number, ids: readonly number[]): Promise<Map<number, ViewerFlags>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('properties')
        .select((eb) => [
          'properties.id',
          eb.exists(eb.selectFrom('favourites').select('favourites.id').where('favourites.user_id', '=', userId).whereRef('favourites.property_id', '=', 'properties.id')).as('favourite'),
          eb.exists(eb.selectFrom('interests').select('interests.id').where('interests.user_id', '=', userId).whereRef('interests.property_id', '=', 'properties.id')).as('interested'),
          eb.exists(eb.selectFrom('reports').select('reports.id').where('reports.user_id', '=', userId).whereRef('reports.property_id', '=', 'properties.id')).as('reported'),
          eb
            .exists(
              eb
                .selectFrom('blocks')
                .select('blocks.id')
                .where('blocks.blocker_id', '=', userId)
                .where((b) => b.or([b('blocks.blocked_id', '=', b.ref('properties.user_id')), b.and([b('properties.user_id', 'is', null), b('blocks.to_admin', '=', 1)])])),
            )
            .as('blocked_by_me'),
          eb
            .exists(eb.selectFrom('blocks').select('blocks.id').where('blocks.blocked_id', '=', userId).whereRef('blocks.blocker_id', '=', 'properties.user_id'))
            .as('blocked_by_owner'),
        ])
        .where('properties.id', 'in', [...new Set(ids)])
        .execute();
      // SQLite answers EXISTS with 0/1, PostgreSQL with booleans
      const yes = (value: unknown) => value === true || Number(value) === 1;
      return new Map(
        rows.map((r) => [
          r.id,
          { favourite: yes(r.favourite), interested: yes(r.interested), reported: yes(r.reported), blockedByMe: yes(r.blocked_by_me), blockedByOwner: yes(r.blocked_by_owner) },
        ]),
      );
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

    /**
     * Writes a batch of views in one transaction: each (listing, viewer, day) counts once, and
     * total_click grows by the views not counted before.
     */
    async addViews(views: readonly ListingView[]): Promise<void> {
      if (views.length === 0) return;
      await db.transaction().execute(async (trx) => {
        const added = new Map<number, number>();
        for (let i = 0; i < views.length; i += VIEW_ROWS_PER_STATEMENT) {
          const rows = views.slice(i, i + VIEW_ROWS_PER_STATEMENT).map((v) => ({ property_id: v.propertyId, viewer: v.viewer, day: v.day }));
          // Only rows not there yet come back: a viewer already counted that day is not counted again.
          const inserted = await trx.insertInto('property_views').values(rows).onConflict((oc) => oc.doNothing()).returning('property_id').execute();
          for (const row of inserted) added.set(row.property_id, (added.get(row.property_id) ?? 0) + 1);
        }
        for (const [id, count] of added) {
          await trx.updateTable('properties').set({ total_click: sql`total_click + ${count}` }).where('id', '=', id).execute();
        }
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
