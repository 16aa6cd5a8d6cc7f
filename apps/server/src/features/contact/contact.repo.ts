import type { ContactInput } from '@abode/shared/schemas/contact';
import type { Db } from '../../core/db/connect.js';

export function createContactRepo(db: Db) {
  return {
    insert(message: ContactInput & { ip: string | null }) {
      return db.insertInto('contact_messages').values(message).execute();
    },
  };
}
export type ContactRepo = ReturnType<typeof createContactRepo>;
