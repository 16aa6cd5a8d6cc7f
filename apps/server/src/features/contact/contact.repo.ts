import type { ContactInput } from '@abode/shared/schemas/contact';
import type { ContactMessagesQuery } from '@abode/shared/schemas/admin-content';
import type { Kysely } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import { contains } from '../../core/db/like.js';
import type { Database } from '../../core/db/schema.js';

export function createContactRepo(db: Db) {
  const inbox = () => db.selectFrom('contact_messages').leftJoin('users as replier', 'replier.id', 'contact_messages.replied_by');
  const COLUMNS = [
    'contact_messages.id',
    'contact_messages.first_name',
    'contact_messages.last_name',
    'contact_messages.email',
    'contact_messages.subject',
    'contact_messages.message',
    'contact_messages.created_at',
    'contact_messages.read_at',
    'contact_messages.reply',
    'contact_messages.replied_at',
    'contact_messages.replied_by',
    'replier.name as replier_name',
  ] as const;

  return {
    insert(message: ContactInput & { ip: string | null }) {
      return db.insertInto('contact_messages').values(message).execute();
    },

    // The console's inbox (contact-admin.service.ts)

    async list(query: ContactMessagesQuery) {
      let base = inbox();
      if (query.filter === 'unread') base = base.where('contact_messages.read_at', 'is', null);
      if (query.filter === 'replied') base = base.where('contact_messages.replied_at', 'is not', null);
      if (query.search) {
        const search = query.search;
        base = base.where((eb) =>
          eb.or(['contact_messages.subject', 'contact_messages.email', 'contact_messages.first_name', 'contact_messages.last_name', 'contact_messages.message'].map((c) => contains(eb, c, search))),
        );
      }
      const [rows, count, unread] = await Promise.all([
        base.select(COLUMNS).orderBy('contact_messages.created_at', 'desc').orderBy('contact_messages.id', 'desc').offset(query.offset).limit(query.limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        db.selectFrom('contact_messages').where('read_at', 'is', null).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n), unread: Number(unread.n) };
    },

    find(id: number) {
      return inbox().select(COLUMNS).where('contact_messages.id', '=', id).executeTakeFirst();
    },

    async update(trx: Kysely<Database>, id: number, values: { read_at?: string | null; reply?: string; replied_at?: string; replied_by?: number }) {
      await trx.updateTable('contact_messages').set({ ...values, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    },
  };
}
export type ContactRepo = ReturnType<typeof createContactRepo>;
export type InboxRow = NonNullable<Awaited<ReturnType<ContactRepo['find']>>>;
