import type { MailRecipient } from './transactional-mail.js';

/** Whom a mail to a user goes to: their address, name and the language they last used. */
export function recipientOf(user: { email: string | null; name: string; language: string | null }): MailRecipient {
  return { email: user.email ?? '', name: user.name, language: user.language };
}
