import type { GallerySlot } from '@abode/shared/schemas/listings';
import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import { rejectReasonsOf, similarOwnedIn, type StoredDocument, type StoredImage, type TranslatedField, writeTranslations } from '../../core/db/listing-writes.js';
import type { Database, PropertiesTable } from '../../core/db/schema.js';
import type { ListingOwner } from './listing-rules.js';

// Owner-side reads and writes of properties: every write of a listing with its children is one
// transaction, so a failure leaves no half-written listing behind.

export interface PropertyChildren {
  gallery: readonly StoredImage[];
  /** The whole gallery's order after the change (stored image ids and new files by index); undefined appends new files. */
  galleryOrder?: readonly GallerySlot[] | undefined;
  documents: readonly StoredDocument[];
  /** Parameter values to set (replacing any value the parameter had). */
  parameters: readonly { parameterId: number; value: string }[];
  /** Parameters whose value an edit cleared. */
  clearParameterIds: readonly number[];
  /** When the category changed: values of parameters outside these ids are dropped. */
  keepParameterIds?: readonly number[] | undefined;
  /** The full set of facilities when given; undefined leaves them as they are. */
  facilities: readonly { facilityId: number; distance: number }[] | undefined;
  removeImageIds: readonly number[];
  removeDocumentIds: readonly number[];
  translations: readonly TranslatedField[];
}

export interface OwnedPropertyFilter {
  owner: ListingOwner;
  id?: number | undefined;
  slugId?: string | undefined;
  propertyType?: number | undefined;
  statuses?: readonly number[] | undefined;
  requestStatuses?: readonly string[] | undefined;
  /** Only expired listings (true) or only the others (false), as of `now`. */
  expired?: { value: boolean; now: string } | undefined;
}

const now = () => new Date().toISOString();

async function writeChildren(trx: Transaction<Database>, propertyId: number, children: PropertyChildren) {
  const stamp = now();
  let newImageIds: { id: number }[] = [];
  if (children.removeImageIds.length) {
    await trx.deleteFrom('property_images').where('property_id', '=', propertyId).where('id', 'in', [...children.removeImageIds]).execute();
  }
  if (children.removeDocumentIds.length) {
    await trx.deleteFrom('property_documents').where('property_id', '=', propertyId).where('id', 'in', [...children.removeDocumentIds]).execute();
  }
  if (children.gallery.length) {
    const last = await trx
      .selectFrom('property_images')
      .select((eb) => eb.fn.max('sort_order').as('n'))
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    const start = last?.n === null || last?.n === undefined ? 0 : Number(last.n) + 1;
    newImageIds = await trx
      .insertInto('property_images')
      .values(
        children.gallery.map((img, i) => ({
          property_id: propertyId,
          image: img.key,
          placeholder: img.placeholder,
          width: img.width,
          height: img.height,
          sort_order: start + i,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .returning('id')
      .execute();
  }
  if (children.galleryOrder) {
    for (const [position, slot] of children.galleryOrder.entries()) {
      const id = 'id' in slot ? slot.id : newImageIds[slot.newIndex]?.id;
      if (id === undefined) continue;
      await trx.updateTable('property_images').set({ sort_order: position, updated_at: stamp }).where('property_id', '=', propertyId).where('id', '=', id).execute();
    }
  }
  if (children.documents.length) {
    await trx
      .insertInto('property_documents')
      .values(
        children.documents.map((d) => ({ property_id: propertyId, file: d.key, file_name: d.fileName, type: d.type, size: d.size, created_at: stamp, updated_at: stamp })),
      )
      .execute();
  }
  await writeTranslations(trx, 'property', propertyId, children.translations);
  if (children.keepParameterIds) {
    let stale = trx.deleteFrom('property_parameters').where('property_id', '=', propertyId);
    if (children.keepParameterIds.length) stale = stale.where('parameter_id', 'not in', [...children.keepParameterIds]);
    await stale.execute();
  }
  if (children.clearParameterIds.length) {
    await trx.deleteFrom('property_parameters').where('property_id', '=', propertyId).where('parameter_id', 'in', [...children.clearParameterIds]).execute();
  }
  for (const p of children.parameters) {
    await trx.deleteFrom('property_parameters').where('property_id', '=', propertyId).where('parameter_id', '=', p.parameterId).execute();
    await trx
      .insertInto('property_parameters')
      .values({ property_id: propertyId, parameter_id: p.parameterId, value: p.value, created_at: stamp, updated_at: stamp })
      .execute();
  }
  if (children.facilities) {
    await trx.deleteFrom('property_facilities').where('property_id', '=', propertyId).execute();
    if (children.facilities.length) {
      await trx
        .insertInto('property_facilities')
        .values(children.facilities.map((f) => ({ property_id: propertyId, facility_id: f.facilityId, distance: f.distance, created_at: stamp, updated_at: stamp })))
        .execute();
    }
  }
}

export function createOwnerPropertiesRepo(db: Db) {
  return {
    /** The user's own listing (any, for the site); another user's answers like a missing one (undefined). */
    async ownedProperty(id: number, owner: ListingOwner) {
      const query = db.selectFrom('properties').selectAll().where('id', '=', id);
      return (owner === 'site' ? query : query.where('user_id', '=', owner)).executeTakeFirst();
    },

    async propertyBySlug(slugId: string, owner: ListingOwner) {
      const query = db.selectFrom('properties').selectAll().where('slug_id', '=', slugId);
      return (owner === 'site' ? query : query.where('user_id', '=', owner)).executeTakeFirst();
    },

    async propertySlugTaken(slug: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('properties').select('id').where('slug_id', '=', slug);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** An active category with the parameters it asks for; undefined when it does not exist. */
    async categoryWithParameters(categoryId: number) {
      const category = await db.selectFrom('categories').select('id').where('id', '=', categoryId).where('status', '=', 1).executeTakeFirst();
      if (!category) return undefined;
      const parameters = await db
        .selectFrom('category_parameters')
        .innerJoin('parameters', 'parameters.id', 'category_parameters.parameter_id')
        .select(['parameters.id', 'parameters.name', 'parameters.type_of_parameter', 'parameters.type_values', 'parameters.is_required'])
        .where('category_parameters.category_id', '=', categoryId)
        .orderBy('category_parameters.sort_order')
        .execute();
      return { id: category.id, parameters };
    },

    async languageIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('languages').select('id').where('id', 'in', [...ids]).execute();
      return new Set(rows.map((r) => r.id));
    },

    async activeFacilityIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('facilities').select('id').where('id', 'in', [...ids]).where('status', '=', 1).execute();
      return new Set(rows.map((r) => r.id));
    },

    async categoryParameterIds(categoryId: number): Promise<number[]> {
      const rows = await db.selectFrom('category_parameters').select('parameter_id').where('category_id', '=', categoryId).execute();
      return rows.map((r) => r.parameter_id);
    },

    /** Stored values of the parameters of a listing. */
    async parameterValues(propertyId: number) {
      return db.selectFrom('property_parameters').select(['parameter_id', 'value']).where('property_id', '=', propertyId).execute();
    },

    async imagesOf(propertyId: number) {
      return db.selectFrom('property_images').select(['id', 'image']).where('property_id', '=', propertyId).orderBy('sort_order').orderBy('id').execute();
    },

    /** A gallery image of one of the user's listings (of any, for the site). */
    async ownedImage(imageId: number, owner: ListingOwner) {
      const query = db
        .selectFrom('property_images')
        .innerJoin('properties', 'properties.id', 'property_images.property_id')
        .select(['property_images.id', 'property_images.image', 'properties.property_type'])
        .where('property_images.id', '=', imageId);
      return (owner === 'site' ? query : query.where('properties.user_id', '=', owner)).executeTakeFirst();
    },

    async deleteImage(imageId: number): Promise<void> {
      await db.deleteFrom('property_images').where('id', '=', imageId).execute();
    },

    async documentsOf(propertyId: number) {
      return db.selectFrom('property_documents').select(['id', 'file']).where('property_id', '=', propertyId).execute();
    },

    /** `spend` runs first in the same transaction (the package gate): when it throws, nothing is written. */
    async createProperty(values: Insertable<PropertiesTable>, children: PropertyChildren, spend: (trx: Db) => Promise<void> = async () => {}): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await spend(trx);
        const { id } = await trx.insertInto('properties').values(values).returning('id').executeTakeFirstOrThrow();
        await writeChildren(trx, id, children);
        return id;
      });
    },

    async updateProperty(id: number, values: Updateable<PropertiesTable>, children: PropertyChildren): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('properties').set({ ...values, updated_at: now() }).where('id', '=', id).execute();
        await writeChildren(trx, id, children);
      });
    },

    async setPropertyFields(id: number, values: Updateable<PropertiesTable>): Promise<boolean> {
      const result = await db.updateTable('properties').set({ ...values, updated_at: now() }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Files of the conversations about a listing (private storage, ADR 025): they go with it. */
    async chatFilesOf(propertyId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('messages as m')
        .innerJoin('chats as c', 'c.id', 'm.chat_id')
        .select(['m.file', 'm.audio'])
        .where('c.property_id', '=', propertyId)
        .where((eb) => eb.or([eb('m.file', 'is not', null), eb('m.audio', 'is not', null)]))
        .execute();
      return rows.flatMap((r) => [r.file, r.audio]).filter((k): k is string => Boolean(k));
    },

    /** Removes the listing (children go with it); its advertisement rows and links cascade too. */
    async deleteProperty(id: number): Promise<void> {
      await db.deleteFrom('properties').where('id', '=', id).execute();
    },

    /** A page of the user's own listings (the site's), newest first, the total and the views of them all; by id or slug the site reaches any. */
    async ownedPropertyIds(filter: OwnedPropertyFilter, page: { offset: number; limit: number }) {
      const one = filter.id !== undefined || filter.slugId !== undefined;
      const owned = db.selectFrom('properties').where((eb) => (filter.owner === 'site' ? (one ? eb.lit(true) : eb('user_id', 'is', null)) : eb('user_id', '=', filter.owner)));
      let query = owned;
      if (filter.id !== undefined) query = query.where('id', '=', filter.id);
      if (filter.slugId !== undefined) query = query.where('slug_id', '=', filter.slugId);
      if (filter.propertyType !== undefined) query = query.where('property_type', '=', filter.propertyType);
      if (filter.statuses?.length) query = query.where('status', 'in', [...filter.statuses]);
      if (filter.requestStatuses?.length) query = query.where('request_status', 'in', [...filter.requestStatuses] as ('pending' | 'approved' | 'rejected')[]);
      const expired = filter.expired;
      if (expired) {
        // the same test as the visitors' one (properties/visibility.ts): expired once expires_at has passed
        query = expired.value
          ? query.where('expires_at', '<=', expired.now)
          : query.where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', expired.now)]));
      }
      const [rows, count, views] = await Promise.all([
        query.select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        owned.select((eb) => eb.fn.sum<number>('total_click').as('n')).executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.map((r) => r.id), total: Number(count.n), totalViews: Number(views.n ?? 0) };
    },

    /** The user's listings with an advertisement (the newest one each), newest advertisement first. */
    async ownedAdvertised(userId: number, page: { offset: number; limit: number }) {
      const base = db
        .selectFrom('advertisements')
        .innerJoin('properties', 'properties.id', 'advertisements.property_id')
        .where('properties.user_id', '=', userId)
        .where('advertisements.feature_for', '=', 'property')
        .where((eb) =>
          eb('advertisements.id', '=', eb.selectFrom('advertisements as newer').select((n) => n.fn.max('newer.id').as('id')).whereRef('newer.property_id', '=', 'properties.id')),
        );
      const [rows, count] = await Promise.all([
        base
          .select(['properties.id as property_id', 'advertisements.id', 'advertisements.status', 'advertisements.feature_for'])
          .orderBy('advertisements.id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Reject reasons of these listings (the full shape does not carry them). */
    rejectReasons(ids: readonly number[]): Promise<Map<number, string>> {
      return rejectReasonsOf(db, 'properties', ids);
    },

    /** Same category, other listings of the owner first: "similiar_properties" of the owner's detail view. */
    similarOwned(userId: number, categoryId: number, exceptId: number, limit: number): Promise<number[]> {
      return similarOwnedIn(db, 'properties', { userId, categoryId, exceptId, limit });
    },

    async interestedUsers(propertyIds: readonly number[], page?: { offset: number; limit: number }) {
      if (propertyIds.length === 0) return { rows: [], total: 0 };
      const base = db.selectFrom('interests').innerJoin('users', 'users.id', 'interests.user_id').where('interests.property_id', 'in', [...propertyIds]);
      let rows = base
        .select(['interests.property_id', 'users.id', 'users.name', 'users.profile', 'users.email', 'users.mobile', 'users.country_code', 'interests.created_at'])
        .orderBy('interests.id', 'desc');
      if (page) rows = rows.offset(page.offset).limit(page.limit);
      const [list, count] = await Promise.all([rows.execute(), base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()]);
      return { rows: list, total: Number(count.n) };
    },
  };
}
export type OwnerPropertiesRepo = ReturnType<typeof createOwnerPropertiesRepo>;
