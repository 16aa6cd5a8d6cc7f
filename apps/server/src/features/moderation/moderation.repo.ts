import { recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';

export type ModeratedEntity = 'properties' | 'projects';

// Review decisions on listings and their audit trail, written together in one transaction.

export function createModerationRepo(db: Db) {
  return {
    async actor(userId: number) {
      return db.selectFrom('users').select(['id', 'role', 'permissions', 'is_active']).where('id', '=', userId).executeTakeFirst();
    },

    /** The listing's owner (null for the company's own) with the address they are mailed at, its title, slug and review state. */
    find(entity: ModeratedEntity, id: number) {
      return db
        .selectFrom(entity)
        .leftJoin('users', 'users.id', `${entity}.user_id`)
        .select([`${entity}.id`, `${entity}.user_id`, `${entity}.title`, `${entity}.slug_id`, `${entity}.request_status`, `${entity}.reject_reason`])
        .select(['users.email as owner_email', 'users.name as owner_name'])
        .where(`${entity}.id`, '=', id)
        .executeTakeFirst();
    },

    async decide(
      entity: ModeratedEntity,
      id: number,
      decision: { status: 'approved' | 'rejected'; reason: string | null },
      audit: { actorId: number; ip: string; before: { request_status: string; reject_reason: string | null } },
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable(entity).set({ request_status: decision.status, reject_reason: decision.reason, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
        await recordAudit(trx, {
          actorId: audit.actorId,
          action: decision.status === 'approved' ? 'approve' : 'reject',
          entity: entity === 'properties' ? 'property' : 'project',
          entityId: id,
          before: audit.before,
          after: { request_status: decision.status, reject_reason: decision.reason },
          ip: audit.ip,
        });
      });
    },
  };
}
export type ModerationRepo = ReturnType<typeof createModerationRepo>;
