import type { AdminPermission } from '@abode/shared/schemas/admin';
import { MSG } from '@abode/shared/messages';
import { ApiError, forbidden, notFound } from '../../core/http/errors.js';
import { mayAct } from '../../core/security/permissions.js';
import { recipientOf } from '../mail/recipient.js';
import type { MailKind, TransactionalMail } from '../mail/transactional-mail.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ModeratedEntity, ModerationRepo } from './moderation.repo.js';

/** Staff may moderate a kind of listing when granted its permission; admins always may. */
export const MODERATE_PERMISSION: Record<ModeratedEntity, AdminPermission> = { properties: 'properties.moderate', projects: 'projects.moderate' };

const NOT_FOUND: Record<ModeratedEntity, string> = { properties: 'Property Not Found', projects: 'Project Not Found' };

/** What the owner is told, the page it leads to, and the mails that say it. */
const OUTCOME = {
  properties: {
    noun: 'property',
    link: (slug: string) => `/my-property/${encodeURIComponent(slug)}`,
    mail: { approved: 'propertyApproved', rejected: 'propertyRejected' },
  },
  projects: { noun: 'project', link: () => '/user/projects', mail: { approved: 'projectApproved', rejected: 'projectRejected' } },
} as const satisfies Record<ModeratedEntity, { noun: string; link: (slug: string) => string; mail: Record<'approved' | 'rejected', MailKind> }>;

type Decision = { approve: true } | { approve: false; reason: string };

export function createModerationService(deps: {
  repo: ModerationRepo;
  notifications: Pick<NotificationsService, 'notify'>;
  users: Pick<UsersService, 'findById'>;
  mail: Pick<TransactionalMail, 'send'>;
}) {
  const { repo, notifications } = deps;

  async function assertModerator(actorId: number, entity: ModeratedEntity) {
    if (!mayAct(await repo.actor(actorId), MODERATE_PERMISSION[entity])) throw forbidden(MSG.permissionDenied);
  }

  /** The owner hears of it in the app and by email, in their language (a mail that fails is logged; the decision stands). */
  async function tellOwner(entity: ModeratedEntity, listing: NonNullable<Awaited<ReturnType<ModerationRepo['find']>>>, decision: Decision) {
    if (listing.user_id === null) return;
    const { noun, link, mail } = OUTCOME[entity];
    const reason = decision.approve ? null : decision.reason;
    await notifications.notify([listing.user_id], {
      type: `${noun}_${decision.approve ? 'approved' : 'rejected'}`,
      title: decision.approve ? `Your ${noun} was approved` : `Your ${noun} was rejected`,
      message: decision.approve ? `"${listing.title}" was approved.` : `"${listing.title}" was rejected: ${reason}`,
      propertyId: entity === 'properties' ? listing.id : null,
      link: link(listing.slug_id),
      data: decision.approve ? { title: listing.title } : { title: listing.title, reason: decision.reason },
    });
    const owner = await deps.users.findById(listing.user_id);
    if (owner?.email) {
      const vars: Record<string, string> = { title: listing.title, reason: reason ?? '' };
      deps.mail.send(mail[decision.approve ? 'approved' : 'rejected'], recipientOf(owner), { vars, link: link(listing.slug_id) });
    }
  }

  async function decideOne(actor: { id: number; ip: string }, entity: ModeratedEntity, id: number, decision: Decision) {
    const listing = await repo.find(entity, id);
    if (!listing) throw notFound(NOT_FOUND[entity]);
    await repo.decide(entity, id, decision.approve ? { status: 'approved', reason: null } : { status: 'rejected', reason: decision.reason }, {
      actorId: actor.id,
      ip: actor.ip,
      before: { request_status: listing.request_status, reject_reason: listing.reject_reason },
    });
    await tellOwner(entity, listing, decision);
  }

  return {
    /** Approve (visible once its owner has it switched on) or reject with a reason the owner sees. */
    async decide(actor: { id: number; ip: string }, entity: ModeratedEntity, id: number, decision: Decision) {
      await assertModerator(actor.id, entity);
      await decideOne(actor, entity, id, decision);
    },

    /** The same decision for many listings, one at a time: each gets its own answer, and one that fails leaves the others done. */
    async decideMany(actor: { id: number; ip: string }, entity: ModeratedEntity, ids: readonly number[], decision: Decision) {
      await assertModerator(actor.id, entity);
      const results: { id: number; ok: boolean; message: string | null }[] = [];
      for (const id of new Set(ids)) {
        try {
          await decideOne(actor, entity, id, decision);
          results.push({ id, ok: true, message: null });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          results.push({ id, ok: false, message: error.message });
        }
      }
      return results;
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
