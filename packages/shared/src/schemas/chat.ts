import { z } from 'zod';
import { ADMIN_PARTY, CHAT_MESSAGE_MAX, CHAT_PAGE_SIZE } from '../chat';
import { integer, MAX_LIMIT, optionalText, searchField } from './common';

/** API messages of the chat calls (clients compare them; the web app words them from i18n keys). */
export const CHAT_MSG = {
  messageSent: 'Message Sent Successfully',
  messageDeleted: 'Message Deleted Successfully',
  chatCleared: 'Chat Cleared Successfully',
  emptyMessage: 'message, file or audio is required',
  notSender: 'sender_id must be the signed-in user',
  selfChat: 'You cannot chat with yourself',
  noConversation: 'No such conversation',
  messageNotFound: 'message not found',
  fileType: 'file must be a png, jpg, webp, pdf, doc or docx file',
  fileSize: 'file must be at most 2 MB',
  audioType: 'audio must be an mp3, m4a, mp4, webm or ogg file',
  audioSize: 'audio must be at most 5 MB',
} as const;

const page = integer('page', { min: 1 }).default(1);
const perPage = integer('per_page', { min: 1 }).transform((n) => Math.min(n, MAX_LIMIT)).default(CHAT_PAGE_SIZE);
/** The other party: a user's id, or 0 for the company's side (the admin). */
const party = (label: string) => integer(label, { min: ADMIN_PARTY });

export const getChatsQuery = z.object({ page, per_page: perPage });
export type GetChatsQuery = z.infer<typeof getChatsQuery>;

export const getMessagesQuery = z.object({ property_id: integer('property_id', { min: 1 }), user_id: party('user_id'), page, per_page: perPage });
export type GetMessagesQuery = z.infer<typeof getMessagesQuery>;

/** send_message: `file` and `audio` arrive as uploaded files (checked by content on the server). */
export const sendMessageInput = z.object({
  sender_id: integer('sender_id', { min: 1 }),
  receiver_id: party('receiver_id'),
  property_id: integer('property_id', { min: 1 }),
  message: optionalText('message', CHAT_MESSAGE_MAX),
  file: z.unknown().optional(),
  audio: z.unknown().optional(),
  /** the voice note's length in seconds, as the recorder measured it (browsers' WebM carries none) */
  audio_duration: integer('audio_duration', { min: 0, max: 3600 }).optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;

/** delete_chat_message: one message (`message_id`), or the whole conversation (`property_id`) for the caller. */
export const deleteChatMessageInput = z
  .object({
    message_id: integer('message_id', { min: 1 }).optional(),
    sender_id: integer('sender_id', { min: 1 }).optional(),
    receiver_id: party('receiver_id'),
    property_id: integer('property_id', { min: 1 }).optional(),
  })
  .refine((v) => v.message_id !== undefined || v.property_id !== undefined, { message: 'message_id or property_id is required' });
export type DeleteChatMessageInput = z.infer<typeof deleteChatMessageInput>;

const conversationKey = { property_id: integer('property_id', { min: 1 }), user_id: party('user_id') };
/** A frame a client sends over /ws (ChatClientFrame); anything else is refused. */
export const chatClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('resume'), after: integer('after', { min: 0 }) }),
  z.object({ type: z.literal('typing'), ...conversationKey }),
  z.object({ type: z.literal('read'), ...conversationKey }),
  z.object({ type: z.literal('ping') }),
]);

// The admin console's chat calls (/api/admin/chats, issue #15): the company's side (party 0)
// answers users who wrote to it or about the site's own listings.

/** Messages of the admin chat calls that the user side's CHAT_MSG does not already have. */
export const ADMIN_CHAT_MSG = {
  markedRead: 'Conversation marked as read',
} as const;

export const adminChatsQuery = z.object({ page, per_page: perPage, search: searchField });
export type AdminChatsQuery = z.infer<typeof adminChatsQuery>;

/** A conversation of the company's side: the listing and the user (never 0: the company is the other side). */
export const adminConversationParams = z.object({ property_id: integer('property_id', { min: 1 }), user_id: integer('user_id', { min: 1 }) });
export type AdminConversationParams = z.infer<typeof adminConversationParams>;

export const adminMessagesQuery = z.object({ page, per_page: perPage });

export const adminMessageParams = adminConversationParams.extend({ message_id: integer('message_id', { min: 1 }) });

/** A reply as the company: the same fields and limits as send_message, the sides named by the URL. */
export const adminSendInput = sendMessageInput.omit({ sender_id: true, receiver_id: true, property_id: true });
export type AdminSendInput = z.infer<typeof adminSendInput>;
