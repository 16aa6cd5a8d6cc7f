import type { Db } from '../../core/db/connect.js';

export function createSessionRepo(db: Db) {
  return {
    insert(row: { user_id: number; kind: 'session' | 'reset'; token_hash: string; expires_at: string; user_agent: string | null; ip: string | null }) {
      return db.insertInto('tokens').values(row).returning('id').executeTakeFirstOrThrow();
    },

    /** The live token with this hash and its user's role and active flag. */
    findLive(tokenHash: string, kind: 'session' | 'reset', now: string) {
      return db
        .selectFrom('tokens')
        .innerJoin('users', 'users.id', 'tokens.user_id')
        .select(['tokens.id as token_id', 'tokens.last_used_at', 'users.id as user_id', 'users.role', 'users.is_active'])
        .where('tokens.token_hash', '=', tokenHash)
        .where('tokens.kind', '=', kind)
        .where('tokens.revoked_at', 'is', null)
        .where('tokens.expires_at', '>', now)
        .executeTakeFirst();
    },

    touch(tokenId: number, now: string) {
      return db.updateTable('tokens').set({ last_used_at: now }).where('id', '=', tokenId).execute();
    },

    revoke(tokenId: number, now: string) {
      return db.updateTable('tokens').set({ revoked_at: now }).where('id', '=', tokenId).execute();
    },

    /** Logout forgets the device's push subscription (fcm token), or all of them when none is named. */
    dropPushSubscriptions(userId: number, endpoint: string | undefined) {
      let q = db.deleteFrom('push_subscriptions').where('user_id', '=', userId);
      if (endpoint) q = q.where('endpoint', '=', endpoint);
      return q.execute();
    },

    /** Whether the user ever logged in from this address (login-throttle.ts spares it the account lock). */
    async hasLoggedInFrom(userId: number, ip: string) {
      const row = await db
        .selectFrom('tokens')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', 'session')
        .where('ip', '=', ip)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Every live token of the user, but the one kept (the session that made the change). */
    revokeAllForUser(userId: number, now: string, keepTokenId: number | null = null) {
      let q = db.updateTable('tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (keepTokenId !== null) q = q.where('id', '!=', keepTokenId);
      return q.execute();
    },
  };
}
export type SessionRepo = ReturnType<typeof createSessionRepo>;
