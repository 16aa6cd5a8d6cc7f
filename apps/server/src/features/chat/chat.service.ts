import type { Readable } from 'node:stream';
import {
  ADMIN_PARTY,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_NOTIFY_EVERY_MS,
  type ChatListItem,
  type ChatMessage,
  type ChatServerFrame,
  type ConversationKey,
  conversationOf,
} from '@abode/shared/chat';
import { MSG } from '@abode/shared/messages';
import {
  type AdminChatsQuery,
  type AdminConversationParams,
  type AdminSendInput,
  CHAT_MSG,
  type DeleteChatMessageInput,
  type GetChatsQuery,
  type GetMessagesQuery,
  type SendMessageInput,
} from '@abode/shared/schemas/chat';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../core/http/errors.js';
import type { ImageEncoder } from '../../core/media/image-encode.js';
import type { Storage } from '../../core/media/storage.js';
import type { AttemptLimiter } from '../../core/security/attempt-limiter.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { postedOn } from '../properties/property.mapper.js';
import type { PropertiesService } from '../properties/properties.service.js';
import { ChatUploads, chatFile, chatFileUrl } from './chat-files.js';
import type { ChatRepo, ChatRow, Party, Side, StoredMessage } from './chat.repo.js';

/** A frame for one party (0 = every admin's sockets), handed to the bus by `publish`. */
export interface Delivery {
  to: number;
  frame: ChatServerFrame;
}

/** The staff account acting for the company's side in the console, and where from (the audit's ip). */
export interface ChatActor {
  id: number;
  ip: string | null;
}

/** The conversation a call names, from the caller's side. */
interface Conversation {
  row: ChatRow | undefined;
  propertyId: number;
  userId: number;
  ownerId: Party;
  mySide: Side;
  /** the other party on the wire (0 = the company's side) */
  other: number;
}

const wire = (party: Party) => party ?? ADMIN_PARTY;
const stored = (party: number): Party => (party === ADMIN_PARTY ? null : party);

function messageType(row: Pick<StoredMessage, 'message' | 'file' | 'audio'>): ChatMessage['chat_message_type'] {
  if (row.audio) return 'audio';
  if (row.file) return row.message ? 'file_and_text' : 'file';
  return 'text';
}

export function createChatService(deps: {
  repo: ChatRepo;
  blocks: BlocksService;
  properties: PropertiesService;
  notifications: NotificationsService;
  storage: Storage;
  privateStorage: Storage;
  imageEncoder: ImageEncoder;
  limiter: AttemptLimiter;
  publicUrl: string;
  /** Hands frames to every instance's sockets (the bus); called after the change is stored. */
  publish: (deliveries: Delivery[]) => Promise<void>;
  /** Whether a user has a socket open on any instance. */
  isOnline: (userId: number) => Promise<boolean>;
  onError: (error: unknown) => void;
}) {
  const { repo, blocks, properties, notifications, storage, privateStorage, publicUrl } = deps;

  function present(row: StoredMessage, now = Date.now()): ChatMessage {
    return {
      id: row.id,
      sender_id: wire(row.sender_id),
      receiver_id: wire(row.receiver_id),
      property_id: row.property_id,
      message: row.message ?? '',
      file: chatFileUrl(publicUrl, row.file),
      file_name: row.file_name ?? '',
      audio: chatFileUrl(publicUrl, row.audio),
      audio_duration: row.audio_seconds ?? 0,
      is_read: Number(row.is_read),
      created_at: row.created_at,
      updated_at: row.updated_at,
      chat_message_type: messageType(row),
      user_profile: storage.url(row.sender_profile),
      time_ago: postedOn(row.created_at, now),
    };
  }

  /**
   * The conversation (property, me, other). It exists only between the listing's owner and
   * someone else, or between a user and the company's side: a third user naming two others
   * gets "no such conversation", exactly as for a listing that does not exist.
   */
  async function conversation(me: Party, other: Party, propertyId: number): Promise<Conversation> {
    if (me === other) throw badRequest(CHAT_MSG.selfChat);
    const listing = await repo.listing(propertyId);
    if (!listing) throw notFound(MSG.propertyNotFound);
    let key: { userId: number; ownerId: Party; mySide: Side };
    if (me === null) key = { userId: other!, ownerId: null, mySide: 'owner' };
    else if (other === null) key = { userId: me, ownerId: null, mySide: 'user' };
    else if (listing.user_id === me) key = { userId: other, ownerId: me, mySide: 'owner' };
    else if (listing.user_id === other) key = { userId: me, ownerId: other, mySide: 'user' };
    else throw notFound(CHAT_MSG.noConversation);
    return { ...key, propertyId, other: wire(other), row: await repo.find(propertyId, key.userId, key.ownerId) };
  }

  const clearedBy = (row: ChatRow, side: Side) => (side === 'user' ? row.user_cleared_through : row.owner_cleared_through);

  /** Refuses a message between blocked parties with the contract's messages. */
  async function assertNotBlocked(me: Party, other: Party) {
    if (me === null) {
      if ((await blocks.between(other!, null)).byMe) throw badRequest(MSG.blockedByUser);
      return;
    }
    const state = await blocks.between(me, other);
    if (state.byMe) throw badRequest(MSG.youBlockedUser);
    if (state.byOther) throw badRequest(MSG.blockedByUser);
  }

  /** Marks what `me` received as read and tells the other side (its read receipts). */
  async function markRead(me: Party, chat: Conversation): Promise<void> {
    if (!chat.row) return;
    const through = await repo.markRead(chat.row.id, me);
    if (through === 0) return;
    await deps.publish([{ to: chat.other, frame: { type: 'read', property_id: chat.propertyId, user_id: wire(me), through } }]).catch(deps.onError);
  }

  /** Tells an offline recipient, at most once per conversation every few minutes (on every instance together). */
  async function noticeIfAway(chat: ChatRow, recipientSide: Side, recipient: number, sender: Party, preview: string) {
    if (await deps.isOnline(recipient)) return;
    const now = new Date();
    if (!(await repo.claimNotice(chat.id, recipientSide, now.toISOString(), new Date(now.getTime() - CHAT_NOTIFY_EVERY_MS).toISOString()))) return;
    const name = sender === null ? 'Admin' : (await repo.users([sender]))[0]?.name || 'Someone';
    await notifications.notify([recipient], {
      type: 'chat',
      title: 'New message',
      message: `${name}: ${preview}`,
      propertyId: chat.property_id,
      link: `/user/chat?property_id=${chat.property_id}&user_id=${wire(sender)}`,
      data: { name },
    });
  }

  /** `by`: the staff account writing as the company (rate-limited as itself, named on the row). */
  async function send(me: Party, input: Omit<SendMessageInput, 'sender_id'>, by?: ChatActor): Promise<number> {
    const writer = me ?? by?.id;
    if (writer !== undefined) {
      const rate = await deps.limiter.hit(`chat-send:${writer}`, CHAT_MESSAGES_PER_MINUTE, 60_000);
      if (!rate.allowed) throw tooManyRequests(rate.retryAfter);
    }
    const other = stored(input.receiver_id);
    const chat = await conversation(me, other, input.property_id);
    // the console replies to users who wrote to the company; it opens no conversation with any user id
    if (!chat.row && me === null) throw notFound(CHAT_MSG.noConversation);
    await assertNotBlocked(me, other);
    if (!chat.row && me !== null) {
      // owners answer the people who write to them; they cannot open conversations with any user id
      if (chat.mySide === 'owner') throw notFound(CHAT_MSG.noConversation);
      // the first message needs a listing the writer may see (hidden or blocking owners' answer as missing)
      if (!(await properties.findForViewer({ id: input.property_id }, me))) throw notFound(MSG.propertyNotFound);
    }
    if (!input.message && input.file === undefined && input.audio === undefined) throw badRequest(CHAT_MSG.emptyMessage);

    const uploads = new ChatUploads(privateStorage, deps.imageEncoder);
    let id: number;
    let row: ChatRow;
    try {
      const file = input.file === undefined ? null : await uploads.file(input.file);
      const audio = input.audio === undefined ? null : await uploads.audio(input.audio);
      row = chat.row ?? (await repo.open(chat.propertyId, chat.userId, chat.ownerId));
      id = await repo.insertMessage(
        {
          chatId: row.id,
          senderId: me,
          receiverId: other,
          message: input.message ?? null,
          file: file?.key ?? null,
          fileName: file?.name ?? null,
          audio: audio?.key ?? null,
          audioSeconds: audio ? (input.audio_duration ?? null) : null,
          ...(me === null && by ? { sentBy: by.id } : {}),
        },
        new Date().toISOString(),
      );
    } catch (error) {
      await uploads.discard();
      throw error;
    }

    // stored: now the sockets of both sides (the sender's other tabs too) hear of it
    const message = present((await repo.message(id))!);
    await deps
      .publish([wire(me), chat.other].map((to) => ({ to, frame: { type: 'message', ...conversationOf(message, to), message } })))
      .catch(deps.onError);
    if (other !== null) {
      const preview = input.message ? input.message.slice(0, 80) : input.audio !== undefined ? 'Voice message' : 'File';
      noticeIfAway(row, chat.mySide === 'user' ? 'owner' : 'user', other, me, preview).catch(deps.onError);
    }
    return id;
  }

  async function messages(me: Party, query: Omit<GetMessagesQuery, 'user_id'> & { user_id: number }) {
    const other = stored(query.user_id);
    const chat = await conversation(me, other, query.property_id);
    const state = me === null ? { byMe: false, byOther: (await blocks.between(other!, null)).byMe } : await blocks.between(me, other);
    const offset = (query.page - 1) * query.per_page;
    const { rows, total } = chat.row ? await repo.page(chat.row.id, clearedBy(chat.row, chat.mySide), { offset, limit: query.per_page }) : { rows: [], total: 0 };
    await markRead(me, chat);
    const now = Date.now();
    const lastPage = Math.max(1, Math.ceil(total / query.per_page));
    const path = `${publicUrl}/api/get_messages`;
    const pageUrl = (n: number) => `${path}?page=${n}`;
    return {
      data: {
        current_page: query.page,
        // the receiver has just read them: answer them as read
        data: rows.map((r) => ({ ...present(r, now), is_read: r.receiver_id === other ? Number(r.is_read) : 1 })),
        first_page_url: pageUrl(1),
        from: rows.length ? offset + 1 : null,
        last_page: lastPage,
        last_page_url: pageUrl(lastPage),
        next_page_url: query.page < lastPage ? pageUrl(query.page + 1) : null,
        path,
        per_page: query.per_page,
        prev_page_url: query.page > 1 ? pageUrl(query.page - 1) : null,
        to: rows.length ? offset + rows.length : null,
        total,
      },
      is_blocked_by_me: state.byMe ? 1 : 0,
      is_blocked_by_user: state.byOther ? 1 : 0,
    };
  }

  async function conversations(me: Party, query: GetChatsQuery & { search?: string | undefined }): Promise<{ data: ChatListItem[]; total_page: number }> {
    const { rows, total } = await repo.conversations(me, { offset: (query.page - 1) * query.per_page, limit: query.per_page, search: query.search });
    const others = rows.map((r) => (r.user_id === me ? r.owner_id : r.user_id));
    const [users, lastMessages, blockStates] = await Promise.all([
      repo.users(others.filter((o): o is number => o !== null)),
      repo.messagesByIds(rows.map((r) => r.last_id)),
      Promise.all(others.map((o) => (me === null ? blocks.between(o!, null).then((s) => ({ byMe: false, byOther: s.byMe })) : blocks.between(me, o)))),
    ]);
    const userById = new Map(users.map((u) => [u.id, u]));
    const lastById = new Map(lastMessages.map((m) => [m.id, m]));
    const data = rows.map((r, i): ChatListItem => {
      const other = others[i] ?? null;
      const user = other === null ? undefined : userById.get(other);
      const last = lastById.get(r.last_id);
      return {
        property_id: r.property_id,
        title: r.title,
        translated_title: r.title,
        title_image: storage.url(r.title_image),
        slug_id: r.slug_id,
        date: r.last_message_at ?? '',
        unread_count: r.unread,
        user_id: wire(other),
        name: other === null ? 'Admin' : (user?.name ?? ''),
        profile: storage.url(user?.profile),
        fcm_id: user?.fcm_id ?? '',
        is_blocked_by_me: blockStates[i]!.byMe ? 1 : 0,
        is_blocked_by_user: blockStates[i]!.byOther ? 1 : 0,
        is_owner: r.user_id === me ? 0 : 1,
        last_message: last?.message ?? '',
        last_message_type: last ? messageType(last) : '',
        last_message_id: r.last_id,
      };
    });
    return { data, total_page: Math.max(1, Math.ceil(total / query.per_page)) };
  }

  async function remove(me: Party, input: DeleteChatMessageInput, by?: ChatActor): Promise<string> {
    if (me !== null && input.sender_id !== undefined && input.sender_id !== me) throw forbidden(CHAT_MSG.notSender);
    const other = stored(input.receiver_id);
    if (input.message_id !== undefined) {
      const found = await repo.message(input.message_id);
      // someone else's message, or one of another conversation, answers like a missing one
      if (!found || found.sender_id !== me || found.receiver_id !== other) throw notFound(CHAT_MSG.messageNotFound);
      const chat = await conversation(me, other, found.property_id);
      const audit = by && { actorId: by.id, ip: by.ip, action: 'chat.message.delete', entity: 'messages' };
      const deleted = chat.row ? await repo.deleteOwn(found.id, chat.row.id, me, audit) : null;
      if (!deleted) throw notFound(CHAT_MSG.messageNotFound);
      const files = [deleted.file, deleted.audio].filter((k): k is string => k !== null);
      if (files.length) await privateStorage.delete(files).catch(deps.onError);
      await deps
        .publish([wire(me), chat.other].map((to) => ({ to, frame: { type: 'deleted', ...conversationOf({ sender_id: wire(me), receiver_id: chat.other, property_id: chat.propertyId }, to), ids: [deleted.id] } })))
        .catch(deps.onError);
      return CHAT_MSG.messageDeleted;
    }
    const chat = await conversation(me, other, input.property_id!);
    if (!chat.row) throw notFound(CHAT_MSG.noConversation);
    await repo.clear(chat.row.id, chat.mySide);
    return CHAT_MSG.chatCleared;
  }

  return {
    /** get_chats */
    conversations: (userId: number, query: GetChatsQuery) => conversations(userId, query),
    /** get_messages: a page, latest first; what the caller received becomes read (and the sender hears so). */
    messages: (userId: number, query: GetMessagesQuery) => messages(userId, query),
    /** send_message: `sender_id` must be the caller; answers the stored message's id. */
    async send(userId: number, input: SendMessageInput): Promise<number> {
      if (input.sender_id !== userId) throw forbidden(CHAT_MSG.notSender);
      return send(userId, input);
    },
    /** delete_chat_message: the caller's own message (for both sides), or the whole conversation for the caller. */
    remove: (userId: number, input: DeleteChatMessageInput) => remove(userId, input),

    /** A socket's "I have read this conversation". */
    async read(userId: number, key: ConversationKey): Promise<void> {
      await markRead(userId, await conversation(userId, stored(key.user_id), key.property_id));
    },

    /** A socket's "I am typing": only into a conversation that exists between unblocked parties. */
    async typing(userId: number, key: ConversationKey): Promise<void> {
      const other = stored(key.user_id);
      const chat = await conversation(userId, other, key.property_id);
      if (!chat.row) return;
      const state = await blocks.between(userId, other);
      if (state.byMe || state.byOther) return;
      await deps.publish([{ to: chat.other, frame: { type: 'typing', property_id: key.property_id, user_id: userId } }]);
    },

    /** Messages of every conversation of a user (or of the admin side) after `after`, oldest first, as socket frames. */
    async since(party: number, after: number, limit: number): Promise<ChatServerFrame[]> {
      const rows = await repo.since(stored(party), after, limit);
      const now = Date.now();
      return rows.map((r) => {
        const message = present(r, now);
        return { type: 'message', ...conversationOf(message, party), message };
      });
    },

    /** A chat file for the two sides of its conversation only; everyone else gets the same 404. */
    async file(userId: number | undefined, mayAnswerForAdmin: boolean, name: string): Promise<{ body: Readable; contentType: string; inline: boolean; fileName: string }> {
      const file = chatFile(name);
      const holder = file && userId !== undefined ? await repo.fileHolder(file.key) : undefined;
      const mayRead = holder && (holder.user_id === userId || holder.owner_id === userId || (holder.owner_id === null && mayAnswerForAdmin));
      const body = mayRead ? await privateStorage.read(file!.key) : null;
      if (!body) throw notFound(MSG.notFound);
      return { body, contentType: file!.contentType, inline: file!.inline, fileName: holder!.file === file!.key ? (holder!.file_name ?? name) : name };
    },

    /**
     * The company's side, for the admin console (its routes check the actor's permission):
     * conversations with owner_id NULL, their messages, replies and deletions as user id 0.
     */
    admin: {
      /** Conversations users opened with the company (about any listing, the site's own among them), by user name. */
      conversations: (query: AdminChatsQuery) => conversations(null, query),
      /**
       * A page, latest first; what users sent the company becomes read (and they hear so). With
       * who the user is and what the listing is, for the console's header of the conversation.
       */
      async messages(key: AdminConversationParams, page: Pick<GetMessagesQuery, 'page' | 'per_page'>) {
        const answer = await messages(null, { ...key, ...page });
        const [[user], listing] = await Promise.all([repo.users([key.user_id]), repo.listing(key.property_id)]);
        return {
          ...answer,
          user: user ? { id: user.id, name: user.name, profile: storage.url(user.profile) } : null,
          property: listing ? { id: listing.id, title: listing.title, slug_id: listing.slug_id } : null,
        };
      },
      /** A reply in an existing conversation; the row names the staff account that wrote it. */
      send: (by: ChatActor, key: AdminConversationParams, input: AdminSendInput) => send(null, { ...input, receiver_id: key.user_id, property_id: key.property_id }, by),
      /** Deletes a message the company's side sent in this conversation (as a user may delete theirs); audited. */
      async remove(by: ChatActor, key: AdminConversationParams, messageId: number): Promise<string> {
        const found = await repo.message(messageId);
        if (!found || found.property_id !== key.property_id) throw notFound(CHAT_MSG.messageNotFound);
        return remove(null, { message_id: messageId, receiver_id: key.user_id }, by);
      },
      /** Marks what the user sent the company in this conversation as read (a message that came while it was open). */
      async markRead(key: AdminConversationParams): Promise<void> {
        const chat = await conversation(null, key.user_id, key.property_id);
        if (!chat.row) throw notFound(CHAT_MSG.noConversation);
        await markRead(null, chat);
      },
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
