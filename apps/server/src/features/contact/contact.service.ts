import type { ContactInput } from '@abode/shared/schemas/contact';
import type { TransactionalMail } from '../mail/transactional-mail.js';
import type { ContactRepo } from './contact.repo.js';

export function createContactService(deps: { repo: ContactRepo; mail: Pick<TransactionalMail, 'send'>; companyEmail: () => Promise<string> }) {
  return {
    /**
     * Stores a visitor's message for the admin's inbox, then mails it to the company's address
     * (settings) with the visitor as Reply-To; a failing mail server loses nothing, the inbox has it.
     */
    async send(input: ContactInput, meta: { ip: string | null }): Promise<void> {
      await deps.repo.insert({ ...input, ip: meta.ip });
      const name = `${input.first_name} ${input.last_name}`.trim();
      deps.mail.send(
        'contactMessage',
        { email: await deps.companyEmail() },
        { vars: { name, email: input.email, subject: input.subject, message: input.message }, replyTo: input.email },
      );
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
