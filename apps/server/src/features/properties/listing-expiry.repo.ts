import type { Db } from '../../core/db/connect.js';

// Reads and writes of listing expiry (ADR 009). properties.expires_at is when a listing expired
// or will expire; visitors never see a listing whose moment has passed (properties/visibility.ts).

export interface ListingTerms {
  expires_at: string | null;
  user_package_id: number | null;
}

export function createListingExpiryRepo(db: Db) {
  return {
    /**
     * Expires, in one UPDATE, every listing that is due and not expired yet: its package has
     * ended, or (with a listing period) it has no expiry of its own and was posted before
     * `postedBefore`. Running it twice, or on two instances at once, changes nothing more: an
     * expired listing no longer matches. Each branch of the OR reads through an index.
     */
    async expireDue(now: string, postedBefore: string | null): Promise<number> {
      const result = await db
        .updateTable('properties')
        .set({ expires_at: now, updated_at: now })
        .where((eb) => {
          const packageEnded = eb.and([
            eb('user_package_id', 'in', eb.selectFrom('user_packages').select('id').where('end_date', '<=', now)),
            eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]),
          ]);
          if (postedBefore === null) return packageEnded;
          return eb.or([packageEnded, eb.and([eb('expires_at', 'is', null), eb('created_at', '<=', postedBefore)])]);
        })
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    ownedTerms(id: number, userId: number) {
      return db.selectFrom('properties').select(['id', 'expires_at', 'user_package_id']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },

    async setTerms(id: number, terms: ListingTerms): Promise<void> {
      await db
        .updateTable('properties')
        .set({ ...terms, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** expires_at of each listing (null: no end set). */
    async expiriesOf(ids: readonly number[]): Promise<Map<number, string | null>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('properties').select(['id', 'expires_at']).where('id', 'in', [...ids]).execute();
      return new Map(rows.map((r) => [r.id, r.expires_at]));
    },
  };
}
export type ListingExpiryRepo = ReturnType<typeof createListingExpiryRepo>;
