import { MSG } from '@abode/shared/messages';
import type { AdminContactMessage, ContactMessagesQuery } from '@abode/shared/schemas/admin-content';
import { type ActingAs, auditedChange } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import { notFound } from '../../core/http/errors.js';
import type { TransactionalMail } from '../mail/transactional-mail.js';
import type { ContactRepo, InboxRow } from './contact.repo.js';

// The console's inbox of contact-form messages (issue #17): read, mark read or unread, and reply
// by email (the `contactReply` mail); the reply is kept with the message. Every change is audited.

const present = (r: InboxRow): AdminContactMessage => ({
  id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  created_at: r.created_at,
  read_at: r.read_at,
  reply: r.reply,
  replied_at: r.replied_at,
  replied_by: r.replied_by !== null ? { id: r.replied_by, name: r.replier_name ?? '' } : null,
});

export function createContactAdminService(deps: { db: Db; repo: ContactRepo; mail: Pick<TransactionalMail, 'deliver'>; companyEmail: () => Promise<string> }) {
  const { db, repo } = deps;

  async function requireMessage(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound(MSG.contactMessageNotFound);
    return row;
  }

  return {
    async list(query: ContactMessagesQuery): Promise<{ items: AdminContactMessage[]; total: number; unread: number }> {
      const { rows, total, unread } = await repo.list(query);
      return { items: rows.map(present), total, unread };
    },

    async get(id: number): Promise<AdminContactMessage> {
      return present(await requireMessage(id));
    },

    /** Read (opened) or back to unread; repeating it changes nothing and records nothing. */
    async markRead(actor: ActingAs, id: number, read: boolean): Promise<AdminContactMessage> {
      const before = await requireMessage(id);
      if ((before.read_at !== null) === read) return present(before);
      const readAt = read ? new Date().toISOString() : null;
      await auditedChange(db, actor, { action: read ? 'mark_read' : 'mark_unread', entity: 'contact_message', before: { read_at: before.read_at } }, async (trx) => {
        await repo.update(trx, id, { read_at: readAt });
        return { id, after: { read_at: readAt } };
      });
      return present(await requireMessage(id));
    },

    /**
     * Mails the reply to the sender (Reply-To the company's address) and only once it is accepted
     * stores it with the message, marked read: a failing mail server leaves the message unanswered.
     */
    async reply(actor: ActingAs, id: number, text: string): Promise<AdminContactMessage> {
      const before = await requireMessage(id);
      const name = `${before.first_name} ${before.last_name}`.trim();
      await deps.mail.deliver('contactReply', { email: before.email, name }, { vars: { subject: before.subject, reply: text, message: before.message }, replyTo: await deps.companyEmail() });
      const now = new Date().toISOString();
      const values = { reply: text, replied_at: now, replied_by: actor.id, read_at: before.read_at ?? now };
      await auditedChange(db, actor, { action: 'reply', entity: 'contact_message', before: { reply: before.reply, replied_at: before.replied_at, read_at: before.read_at } }, async (trx) => {
        await repo.update(trx, id, values);
        return { id, after: values };
      });
      return present(await requireMessage(id));
    },
  };
}
export type ContactAdminService = ReturnType<typeof createContactAdminService>;
