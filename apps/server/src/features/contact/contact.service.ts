import type { ContactInput } from '@abode/shared/schemas/contact';
import type { ContactRepo } from './contact.repo.js';

export function createContactService({ repo }: { repo: ContactRepo }) {
  return {
    /** Stores a visitor's message for the admin's inbox. */
    async send(input: ContactInput, meta: { ip: string | null }): Promise<void> {
      await repo.insert({ ...input, ip: meta.ip });
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
