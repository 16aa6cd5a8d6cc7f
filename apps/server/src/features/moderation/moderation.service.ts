import { MSG } from '@abode/shared/messages';
import { forbidden, notFound } from '../../core/http/errors.js';
import { mayAct } from '../../core/security/permissions.js';
import { recipientOf } from '../mail/recipient.js';
import type { MailKind, TransactionalMail } from '../mail/transactional-mail.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ModeratedEntity, ModerationRepo } from './moderation.repo.js';

/** Staff may moderate listings when granted this permission; admins always may. */
export const MODERATE_PERMISSION = 'properties.moderate';

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

export function createModerationService(deps: {
  repo: ModerationRepo;
  notifications: Pick<NotificationsService, 'notify'>;
  users: Pick<UsersService, 'findById'>;
  mail: Pick<TransactionalMail, 'send'>;
}) {
  const { repo, notifications } = deps;

  async function assertModerator(actorId: number) {
    if (!mayAct(await repo.actor(actorId), MODERATE_PERMISSION)) throw forbidden(MSG.permissionDenied);
  }

  return {
    /** Approve (visible once its owner has it switched on) or reject with a reason the owner sees. */
    async decide(actor: { id: number; ip: string }, entity: ModeratedEntity, id: number, decision: { approve: true } | { approve: false; reason: string }) {
      await assertModerator(actor.id);
      const listing = await repo.find(entity, id);
      if (!listing) throw notFound(NOT_FOUND[entity]);
      await repo.decide(
        entity,
        id,
        decision.approve ? { status: 'approved', reason: null } : { status: 'rejected', reason: decision.reason },
        { actorId: actor.id, ip: actor.ip },
      );
      if (listing.user_id === null) return;
      const { noun, link, mail } = OUTCOME[entity];
      const owner = await deps.users.findById(listing.user_id);
      if (owner?.email) {
        const vars: Record<string, string> = decision.approve ? { title: listing.title } : { title: listing.title, reason: decision.reason };
        deps.mail.send(mail[decision.approve ? 'approved' : 'rejected'], recipientOf(owner), { vars, link: link(listing.slug_id) });
      }
      await notifications.notify([listing.user_id], {
        type: `${noun}_${decision.approve ? 'approved' : 'rejected'}`,
        title: decision.approve ? `Your ${noun} was approved` : `Your ${noun} was rejected`,
        message: decision.approve ? `"${listing.title}" was approved.` : `"${listing.title}" was rejected: ${decision.reason}`,
        propertyId: entity === 'properties' ? listing.id : null,
        link: link(listing.slug_id),
        data: decision.approve ? { title: listing.title } : { title: listing.title, reason: decision.reason },
      });
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
