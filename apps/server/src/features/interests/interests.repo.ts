import type { Db } from '../../core/db/connect.js';

export function createInterestsRepo(db: Db) {
  return {
    /** Adds or removes the user's interest; true when this call changed a row (the unique index keeps one). */
    async set(userId: number, propertyId: number, on: boolean): Promise<boolean> {
      const result = on
        ? Number(
            (
              await db
                .insertInto('interests')
                .values({ user_id: userId, property_id: propertyId })
                .onConflict((oc) => oc.doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows ?? 0,
          )
        : Number((await db.deleteFrom('interests').where('user_id', '=', userId).where('property_id', '=', propertyId).executeTakeFirst()).numDeletedRows);
      return result > 0;
    },
  };
}
export type InterestsRepo = ReturnType<typeof createInterestsRepo>;
