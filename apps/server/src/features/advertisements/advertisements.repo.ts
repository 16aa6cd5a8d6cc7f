import { ADVERTISEMENT_STATUS } from '@abode/shared/enums';
import { recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';

// Featured listings (advertisements): status 0 approved, 1 pending, 2 rejected, 3 expired. One
// live (pending or approved, not ended) advertisement per listing.

export type FeatureFor = 'property' | 'project';
const LIVE = [ADVERTISEMENT_STATUS.approved, ADVERTISEMENT_STATUS.pending];

export function createAdvertisementsRepo(db: Db) {
  return {
    /** The user's own listing when it may be featured: approved, switched on, not ended, not sold or rented. */
    async featurable(featureFor: FeatureFor, listingId: number, userId: number, now: string): Promise<boolean> {
      if (featureFor === 'property') {
        const row = await db
          .selectFrom('properties')
          .select('id')
          .where('id', '=', listingId)
          .where('user_id', '=', userId)
          .where('request_status', '=', 'approved')
          .where('status', '=', 1)
          .where('property_type', 'in', [0, 1])
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
          .executeTakeFirst();
        return row !== undefined;
      }
      const row = await db.selectFrom('projects').select('id').where('id', '=', listingId).where('user_id', '=', userId).where('request_status', '=', 'approved').where('status', '=', 1).executeTakeFirst();
      return row !== undefined;
    },

    /** Whether the listing has a pending or approved advertisement that has not ended (read in the writing transaction). */
    async liveExists(trx: Db, featureFor: FeatureFor, listingId: number, now: string): Promise<boolean> {
      const row = await trx
        .selectFrom('advertisements')
        .select('id')
        .where(featureFor === 'property' ? 'property_id' : 'project_id', '=', listingId)
        .where('status', 'in', LIVE)
        .where('end_date', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(trx: Db, values: { userId: number; featureFor: FeatureFor; listingId: number; status: number; start: string; end: string }): Promise<number> {
      const row = await trx
        .insertInto('advertisements')
        .values({
          user_id: values.userId,
          feature_for: values.featureFor,
          property_id: values.featureFor === 'property' ? values.listingId : null,
          project_id: values.featureFor === 'project' ? values.listingId : null,
          status: values.status,
          is_enable: 1,
          start_date: values.start,
          end_date: values.end,
          created_at: values.start,
          updated_at: values.start,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    actor(userId: number) {
      return db.selectFrom('users').select(['role', 'permissions', 'is_active']).where('id', '=', userId).executeTakeFirst();
    },

    byId(id: number) {
      return db.selectFrom('advertisements').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('advertisements').where('id', '=', id).execute();
    },

    /** An advertisement with its listing's title and slug and its owner: what the queue and the owner's notice show. */
    withListing(id: number) {
      return withListings(db).where('advertisements.id', '=', id).executeTakeFirst();
    },

    /** The admin's queue: one state's advertisements, oldest request first (the order they are decided in). */
    async queuePage(status: number, page: { offset: number; limit: number }) {
      const [rows, count] = await Promise.all([
        withListings(db).where('advertisements.status', '=', status).orderBy('advertisements.created_at').orderBy('advertisements.id').limit(page.limit).offset(page.offset).execute(),
        db.selectFrom('advertisements').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', status).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /**
     * A pending advertisement approved or rejected, with its audit entry, in one transaction;
     * false when it was no longer pending (decided meanwhile by someone else).
     */
    async decide(id: number, decision: { status: number; reason: string | null }, audit: { actorId: number; ip: string }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const stamp = new Date().toISOString();
        const result = await trx
          .updateTable('advertisements')
          .set({ status: decision.status, reject_reason: decision.reason, updated_at: stamp })
          .where('id', '=', id)
          .where('status', '=', ADVERTISEMENT_STATUS.pending)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await recordAudit(trx, {
          actorId: audit.actorId,
          action: decision.status === ADVERTISEMENT_STATUS.approved ? 'approve' : 'reject',
          entity: 'advertisement',
          entityId: id,
          before: { status: ADVERTISEMENT_STATUS.pending },
          after: { status: decision.status, reject_reason: decision.reason },
          ip: audit.ip,
        });
        return true;
      });
    },

    /** get-featured-data: the user's advertisements of one kind, newest first. */
    async ownPage(userId: number, featureFor: FeatureFor, page: { offset: number; limit: number }) {
      const base = db.selectFrom('advertisements').where('user_id', '=', userId).where('feature_for', '=', featureFor);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Pending and approved advertisements whose end has passed become expired; answers how many. */
    async expireDue(now: string): Promise<number> {
      const result = await db.updateTable('advertisements').set({ status: ADVERTISEMENT_STATUS.expired, updated_at: now }).where('status', 'in', LIVE).where('end_date', '<=', now).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Approved advertisements ending in [from, until), with their listing's title: whose owners to warn. */
    endingBetween(from: string, until: string) {
      return db
        .selectFrom('advertisements')
        .leftJoin('properties', 'properties.id', 'advertisements.property_id')
        .leftJoin('projects', 'projects.id', 'advertisements.project_id')
        .select(['advertisements.id', 'advertisements.user_id', 'advertisements.end_date', 'advertisements.feature_for', 'properties.title as property_title', 'projects.title as project_title'])
        .where('advertisements.status', '=', ADVERTISEMENT_STATUS.approved)
        .where('advertisements.end_date', '>', from)
        .where('advertisements.end_date', '<', until)
        .where('advertisements.user_id', 'is not', null)
        .orderBy('advertisements.id')
        .execute();
    },
  };
}
export type AdvertisementsRepo = ReturnType<typeof createAdvertisementsRepo>;

/** Advertisements joined to the listing they feature (a property or a project) and its owner. */
function withListings(db: Db) {
  return db
    .selectFrom('advertisements')
    .leftJoin('properties', 'properties.id', 'advertisements.property_id')
    .leftJoin('projects', 'projects.id', 'advertisements.project_id')
    .leftJoin('users', 'users.id', 'advertisements.user_id')
    .select([
      'advertisements.id',
      'advertisements.status',
      'advertisements.feature_for',
      'advertisements.user_id',
      'advertisements.reject_reason',
      'advertisements.start_date',
      'advertisements.end_date',
      'advertisements.created_at',
      'users.name as owner_name',
    ])
    .select((eb) => [
      eb.fn.coalesce('properties.id', 'projects.id').as('listing_id'),
      eb.fn.coalesce('properties.slug_id', 'projects.slug_id').as('listing_slug'),
      eb.fn.coalesce('properties.title', 'projects.title').as('listing_title'),
      eb.fn.coalesce('properties.title_image', 'projects.image').as('listing_image'),
    ]);
}
