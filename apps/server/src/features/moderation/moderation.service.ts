import { MSG } from '@abode/shared/messages';
import { forbidden, notFound } from '../../core/http/errors.js';
import type { ModeratedEntity, ModerationRepo } from './moderation.repo.js';

/** Staff may moderate listings when granted this permission; admins always may. */
export const MODERATE_PERMISSION = 'properties.moderate';

const NOT_FOUND: Record<ModeratedEntity, string> = { properties: 'Property Not Found', projects: 'Project Not Found' };

function permissionsOf(json: string | null): string[] {
  try {
    const list: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export function createModerationService(deps: { repo: ModerationRepo }) {
  const { repo } = deps;

  async function assertModerator(actorId: number) {
    const actor = await repo.actor(actorId);
    const allowed = actor?.is_active === 1 && (actor.role === 'admin' || (actor.role === 'staff' && permissionsOf(actor.permissions).includes(MODERATE_PERMISSION)));
    if (!allowed) throw forbidden(MSG.permissionDenied);
  }

  return {
    /** Approve (visible once its owner has it switched on) or reject with a reason the owner sees. */
    async decide(actor: { id: number; ip: string }, entity: ModeratedEntity, id: number, decision: { approve: true } | { approve: false; reason: string }) {
      await assertModerator(actor.id);
      if (!(await repo.exists(entity, id))) throw notFound(NOT_FOUND[entity]);
      await repo.decide(
        entity,
        id,
        decision.approve ? { status: 'approved', reason: null } : { status: 'rejected', reason: decision.reason },
        { actorId: actor.id, ip: actor.ip },
      );
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
