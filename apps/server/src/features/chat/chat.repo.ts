import { type ExpressionBuilder, sql } from 'kysely';
import { type AuditEntry, recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import { contains } from '../../core/db/like.js';
import type { Database } from '../../core/db/schema.js';

// Parties are user ids in the database and NULL for the company's side (0 on the wire, ADR 004).
// A conversation row names its two sides: `user_id`, who writes about the listing, and
// `owner_id`, who answers for it (NULL: the admin).

/** A user's id, or null for the company's side. */
export type Party = number | null;
export type Side = 'user' | 'owner';

export interface ChatRow {
  id: number;
  property_id: number;
  user_id: number;
  owner_id: number | null;
  user_cleared_through: number;
  owner_cleared_through: number;
}

const MESSAGE_COLUMNS = [
  'messages.id',
  'messages.chat_id',
  'messages.sender_id',
  'messages.receiver_id',
  'messages.message',
  'messages.file',
  'messages.file_name',
  'messages.audio',
  'messages.audio_seconds',
  'messages.is_read',
  'messages.created_at',
  'messages.updated_at',
  'chats.property_id',
  'sender.profile as sender_profile',
] as const;
const CHAT_COLUMNS = ['chats.id', 'chats.property_id', 'chats.user_id', 'chats.owner_id', 'chats.user_cleared_through', 'chats.owner_cleared_through'] as const;

const partyIs = (column: string, party: Party) => (party === null ? sql<boolean>`${sql.ref(column)} is null` : sql<boolean>`${sql.ref(column)} = ${party}`);

/** The id up to which `party` has cleared each conversation (its own side's column). */
const clearedFor = (party: Party) =>
  party === null ? sql<number>`chats.owner_cleared_through` : sql<number>`case when chats.user_id = ${party} then chats.user_cleared_through else chats.owner_cleared_through end`;

/** Conversations `party` takes part in (for the company's side: every one with owner_id NULL). */
const takesPart = (eb: ExpressionBuilder<Database, 'chats'>, party: Party) =>
  party === null ? eb('chats.owner_id', 'is', null) : eb.or([eb('chats.user_id', '=', party), eb('chats.owner_id', '=', party)]);

export function createChatRepo(db: Db) {
  const messages = () => db.selectFrom('messages').innerJoin('chats', 'chats.id', 'messages.chat_id').leftJoin('users as sender', 'sender.id', 'messages.sender_id');

  return {
    /** Who owns a listing (null = the company), its title and slug; undefined when there is no such listing. */
    async listing(propertyId: number) {
      return db.selectFrom('properties').select(['id', 'user_id', 'title', 'slug_id']).where('id', '=', propertyId).executeTakeFirst();
    },

    async find(propertyId: number, userId: number, ownerId: Party): Promise<ChatRow | undefined> {
      return db
        .selectFrom('chats')
        .select(CHAT_COLUMNS)
        .where('property_id', '=', propertyId)
        .where('user_id', '=', userId)
        .where(partyIs('owner_id', ownerId))
        .executeTakeFirst();
    },

    /** The conversation, made on its first message; the unique indexes make concurrent first messages one row. */
    async open(propertyId: number, userId: number, ownerId: Party): Promise<ChatRow> {
      await db
        .insertInto('chats')
        .values({ property_id: propertyId, user_id: userId, owner_id: ownerId })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const row = await this.find(propertyId, userId, ownerId);
      if (!row) throw new Error('conversation row missing after insert');
      return row;
    },

    /** Stores a message and moves its conversation up the list, in one transaction; answers its id. */
    async insertMessage(values: { chatId: number; senderId: Party; receiverId: Party; message: string | null; file: string | null; fileName: string | null; audio: string | null; audioSeconds: number | null; sentBy?: number }, now: string) {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('messages')
          .values({
            chat_id: values.chatId,
            sender_id: values.senderId,
            receiver_id: values.receiverId,
            message: values.message,
            file: values.file,
            file_name: values.fileName,
            audio: values.audio,
            audio_seconds: values.audioSeconds,
            sent_by: values.sentBy ?? null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('chats').set({ last_message_at: now, updated_at: now }).where('id', '=', values.chatId).execute();
        return id;
      });
    },

    async message(id: number) {
      return messages().select(MESSAGE_COLUMNS).where('messages.id', '=', id).executeTakeFirst();
    },

    /** A page of a conversation's messages after `clearedThrough`, the latest first, and how many there are. */
    async page(chatId: number, clearedThrough: number, range: { offset: number; limit: number }) {
      const base = messages().where('messages.chat_id', '=', chatId).where('messages.id', '>', clearedThrough);
      const [rows, count] = await Promise.all([
        base.select(MESSAGE_COLUMNS).orderBy('messages.id', 'desc').offset(range.offset).limit(range.limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** Marks what `receiver` got in a conversation as read; answers the highest id it marked, or 0. */
    async markRead(chatId: number, receiver: Party): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const unread = trx.selectFrom('messages').where('chat_id', '=', chatId).where(partyIs('receiver_id', receiver)).where('is_read', '=', 0);
        const top = await unread.select((eb) => eb.fn.max('id').as('top')).executeTakeFirst();
        const through = Number(top?.top ?? 0);
        if (through === 0) return 0;
        await trx
          .updateTable('messages')
          .set({ is_read: 1 })
          .where('chat_id', '=', chatId)
          .where(partyIs('receiver_id', receiver))
          .where('is_read', '=', 0)
          .where('id', '<=', through)
          .execute();
        return through;
      });
    },

    /**
     * A page of the conversations `party` takes part in and has not cleared, the latest first;
     * `search` keeps those whose user's name holds it (the console's search by name).
     */
    async conversations(party: Party, range: { offset: number; limit: number; search?: string | undefined }) {
      const { search } = range;
      const base = db
        .selectFrom('chats')
        .innerJoin('properties', 'properties.id', 'chats.property_id')
        .where((eb) => takesPart(eb, party))
        .$if(search !== undefined, (qb) =>
          qb.where((eb) => eb.exists(eb.selectFrom('users as searched').select('searched.id').whereRef('searched.id', '=', 'chats.user_id').where((inner) => contains(inner, 'searched.name', search!)))),
        )
        .where(sql<boolean>`exists (select 1 from messages m where m.chat_id = chats.id and m.id > ${clearedFor(party)})`);
      const [rows, count] = await Promise.all([
        base
          .select([...CHAT_COLUMNS, 'chats.last_message_at', 'properties.title', 'properties.title_image', 'properties.slug_id'])
          .select([
            sql<number>`(select max(m.id) from messages m where m.chat_id = chats.id and m.id > ${clearedFor(party)})`.as('last_id'),
            sql<number>`(select count(*) from messages m where m.chat_id = chats.id and m.is_read = 0 and m.id > ${clearedFor(party)} and ${partyIs('m.receiver_id', party)})`.as('unread'),
          ])
          .orderBy('chats.last_message_at', 'desc')
          .orderBy('chats.id', 'desc')
          .offset(range.offset)
          .limit(range.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((r) => ({ ...r, last_id: Number(r.last_id), unread: Number(r.unread) })), total: Number(count.n) };
    },

    async messagesByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return messages().select(MESSAGE_COLUMNS).where('messages.id', 'in', ids).execute();
    },

    /** Role, staff permissions and state of an account, for "may it answer for the company's side?". */
    async actor(userId: number) {
      return db.selectFrom('users').select(['role', 'permissions', 'is_active']).where('id', '=', userId).executeTakeFirst();
    },

    /** Names, pictures and push ids of users. */
    async users(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db.selectFrom('users').select(['id', 'name', 'profile', 'fcm_id']).where('id', 'in', ids).execute();
    },

    /** Messages of `party`'s conversations with an id above `after` that it has not cleared, the oldest first. */
    async since(party: Party, after: number, limit: number) {
      return messages()
        .select(MESSAGE_COLUMNS)
        .select(['chats.user_id as chat_user_id', 'chats.owner_id as chat_owner_id'])
        .where((eb) => takesPart(eb, party))
        .where('messages.id', '>', after)
        .where(sql<boolean>`messages.id > ${clearedFor(party)}`)
        .orderBy('messages.id', 'asc')
        .limit(limit)
        .execute();
    },

    /**
     * Deletes a message its sender wrote; answers the deleted row's files (null when there was none).
     * `audit` (the console's deletions) is recorded in the same transaction, with what was deleted.
     */
    async deleteOwn(messageId: number, chatId: number, sender: Party, audit?: Omit<AuditEntry, 'entityId' | 'before'>) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('messages')
          .select(['id', 'file', 'audio', 'message', 'file_name', 'sent_by', 'created_at'])
          .where('id', '=', messageId)
          .where('chat_id', '=', chatId)
          .where(partyIs('sender_id', sender))
          .executeTakeFirst();
        if (!row) return null;
        await trx.deleteFrom('messages').where('id', '=', row.id).execute();
        if (audit) await recordAudit(trx, { ...audit, entityId: row.id, before: { chat_id: chatId, message: row.message, file_name: row.file_name, audio: row.audio !== null, sent_by: row.sent_by, created_at: row.created_at } });
        return row;
      });
    },

    /** Hides every message of a conversation up to now for one side; answers the id it cleared through. */
    async clear(chatId: number, side: Side): Promise<number> {
      const top = await db.selectFrom('messages').select((eb) => eb.fn.max('id').as('top')).where('chat_id', '=', chatId).executeTakeFirst();
      const through = Number(top?.top ?? 0);
      const column = side === 'user' ? 'user_cleared_through' : 'owner_cleared_through';
      await db.updateTable('chats').set({ [column]: through }).where('id', '=', chatId).where(column, '<', through).execute();
      return through;
    },

    /**
     * Claims the right to notify one side of a conversation: true for the one caller (on any
     * instance) that finds the last notice older than `cutoff`, false for everyone else.
     */
    async claimNotice(chatId: number, side: Side, now: string, cutoff: string): Promise<boolean> {
      const column = side === 'user' ? 'user_notified_at' : 'owner_notified_at';
      const result = await db
        .updateTable('chats')
        .set({ [column]: now })
        .where('id', '=', chatId)
        .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<', cutoff)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The conversation holding a stored file (photo, document or voice note), for the route that hands it out. */
    async fileHolder(key: string) {
      return db
        .selectFrom('messages')
        .innerJoin('chats', 'chats.id', 'messages.chat_id')
        .select(['messages.id', 'messages.file', 'messages.file_name', 'messages.audio', 'chats.user_id', 'chats.owner_id', 'chats.user_cleared_through', 'chats.owner_cleared_through'])
        .where((eb) => eb.or([eb('messages.file', '=', key), eb('messages.audio', '=', key)]))
        .executeTakeFirst();
    },
  };
}
export type ChatRepo = ReturnType<typeof createChatRepo>;
export type StoredMessage = NonNullable<Awaited<ReturnType<ChatRepo['message']>>>;
