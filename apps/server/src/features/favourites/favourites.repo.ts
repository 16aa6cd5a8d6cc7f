import { sql } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import { isVisibleProperty, notByOwners } from '../properties/visibility.js';

export function createFavouritesRepo(db: Db) {
  return {
    /**
     * Adds (true) or removes (false) the user's favourite and keeps properties.total_favourites in
     * step, in one transaction. The unique index on (user_id, property_id) makes repeated and
     * concurrent adds one row: only the insert that made the row counts it, only the delete that
     * removed it uncounts it.
     */
    async set(userId: number, propertyId: number, on: boolean): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const changed = on
          ? Number(
              (
                await trx
                  .insertInto('favourites')
                  .values({ user_id: userId, property_id: propertyId })
                  .onConflict((oc) => oc.doNothing())
                  .executeTakeFirst()
              ).numInsertedOrUpdatedRows ?? 0,
            )
          : Number((await trx.deleteFrom('favourites').where('user_id', '=', userId).where('property_id', '=', propertyId).executeTakeFirst()).numDeletedRows);
        if (changed === 0) return;
        await trx
          .updateTable('properties')
          .set({ total_favourites: on ? sql`total_favourites + 1` : sql`case when total_favourites > 0 then total_favourites - 1 else 0 end` })
          .where('id', '=', propertyId)
          .execute();
      });
    },

    /** A page of the user's visible favourites, the latest first, leaving out hidden owners' listings. */
    async page(userId: number, range: { offset: number; limit: number }, hiddenOwners: readonly number[], now: string) {
      let base = db
        .selectFrom('favourites')
        .innerJoin('properties', 'properties.id', 'favourites.property_id')
        .where('favourites.user_id', '=', userId)
        .where((eb) => isVisibleProperty(eb, now));
      if (hiddenOwners.length) base = base.where((eb) => notByOwners(eb, hiddenOwners));
      const [rows, count] = await Promise.all([
        base.select('favourites.property_id').orderBy('favourites.id', 'desc').offset(range.offset).limit(range.limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.map((r) => r.property_id), total: Number(count.n) };
    },
  };
}
export type FavouritesRepo = ReturnType<typeof createFavouritesRepo>;
