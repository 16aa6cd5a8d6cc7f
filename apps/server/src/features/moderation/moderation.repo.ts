import type { Db } from '../../core/db/connect.js';

export type ModeratedEntity = 'properties' | 'projects';

// Review decisions on listings and their audit trail, written together in one transaction.

export function createModerationRepo(db: Db) {
  return {
    async actor(userId: number) {
      return db.selectFrom('users').select(['id', 'role', 'permissions', 'is_active']).where('id', '=', userId).executeTakeFirst();
    },

    /** The listing's owner (null for the company's own), title and slug. */
    find(entity: ModeratedEntity, id: number) {
      return db.selectFrom(entity).select(['id', 'user_id', 'title', 'slug_id']).where('id', '=', id).executeTakeFirst();
    },

    async decide(
      entity: ModeratedEntity,
      id: number,
      decision: { status: 'approved' | 'rejected'; reason: string | null },
      audit: { actorId: number; ip: string },
    ): Promise<void> {
      const stamp = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable(entity).set({ request_status: decision.status, reject_reason: decision.reason, updated_at: stamp }).where('id', '=', id).execute();
        await trx
          .insertInto('audit_log')
          .values({
            actor_id: audit.actorId,
            action: decision.status === 'approved' ? 'approve' : 'reject',
            entity: entity === 'properties' ? 'property' : 'project',
            entity_id: id,
            data: JSON.stringify({ request_status: decision.status, reason: decision.reason }),
            ip: audit.ip,
            created_at: stamp,
            updated_at: stamp,
          })
          .execute();
      });
    },
  };
}
export type ModerationRepo = ReturnType<typeof createModerationRepo>;
