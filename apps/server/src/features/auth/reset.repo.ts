import type { Db } from '../../core/db/connect.js';

/** Password reset links are single-use rows of the tokens table (kind 'reset'). */
export function createResetRepo(db: Db) {
  return {
    insert(userId: number, tokenHash: string, expiresAt: string) {
      return db.insertInto('tokens').values({ user_id: userId, kind: 'reset', token_hash: tokenHash, expires_at: expiresAt }).execute();
    },

    findLive(tokenHash: string, now: string) {
      return db
        .selectFrom('tokens')
        .select(['id', 'user_id'])
        .where('token_hash', '=', tokenHash)
        .where('kind', '=', 'reset')
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /** Sets the new hash, uses up the link and ends every session, all or nothing. */
    async applyReset(tokenId: number, userId: number, passwordHash: string) {
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('tokens')
          .set({ revoked_at: now })
          .where('id', '=', tokenId)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('tokens')
          .set({ revoked_at: now })
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .execute();
        await trx
          .updateTable('users')
          .set((eb) => ({
            password_hash: passwordHash,
            // following the emailed link proves the address
            email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
            updated_at: now,
          }))
          .where('id', '=', userId)
          .execute();
        return true;
      });
    },

  };
}
export type ResetRepo = ReturnType<typeof createResetRepo>;
