// Chat limits, shapes and the /ws frames both sides speak. Free of zod so that the listing page's
// "Chat with owner" and the socket client stay out of the schema code (the app-shell budget).

/** Characters in one message. */
export const CHAT_MESSAGE_MAX = 2000;
/** A photo or document (png/jpg/webp/pdf/doc/docx). */
export const CHAT_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** A voice note (mp3/m4a/mp4/webm/ogg). */
export const CHAT_AUDIO_MAX_BYTES = 5 * 1024 * 1024;
/** Messages one user may send per minute, over every conversation. */
export const CHAT_MESSAGES_PER_MINUTE = 30;
/** get_chats / get_messages page size when none is asked for (API-CONTRACT 2.3). */
export const CHAT_PAGE_SIZE = 15;
/** Largest frame a client may send over /ws (its frames are small control messages). */
export const CHAT_FRAME_MAX_BYTES = 4096;
/** Sockets one user may hold on one server; a new one beyond this closes the oldest. */
export const CHAT_SOCKETS_PER_USER = 8;
/** Offline recipients are notified at most once per conversation in this time. */
export const CHAT_NOTIFY_EVERY_MS = 5 * 60 * 1000;
/** The other party's id for the company's side (the admin). */
export const ADMIN_PARTY = 0;

export type ChatMessageType = 'text' | 'file' | 'file_and_text' | 'audio';

/** get_messages item and the message a socket event carries (API-CONTRACT 2.5). */
export interface ChatMessage {
  id: number;
  sender_id: number;
  receiver_id: number;
  property_id: number;
  message: string;
  file: string;
  /** the download name of a document ("" without a file) */
  file_name: string;
  audio: string;
  /** a voice note's length in seconds as recorded (0 when unknown) */
  audio_duration: number;
  is_read: number;
  created_at: string;
  updated_at: string;
  chat_message_type: ChatMessageType;
  user_profile: string;
  time_ago: string;
}

/** get_chats item (API-CONTRACT 2.5) plus what the web app shows. */
export interface ChatListItem {
  property_id: number;
  title: string;
  translated_title: string;
  title_image: string;
  /** slug of the listing, for a link to it */
  slug_id: string;
  date: string;
  unread_count: number;
  /** the other party; 0 = the admin */
  user_id: number;
  name: string;
  profile: string;
  fcm_id: string;
  is_blocked_by_me: number;
  is_blocked_by_user: number;
  /** whether the asking user owns the listing (or answers for the company) */
  is_owner: number;
  last_message: string;
  last_message_type: ChatMessageType | '';
  last_message_id: number;
}

/** One conversation: a listing and the two parties. `other` is 0 for the company's side. */
export interface ConversationKey {
  property_id: number;
  user_id: number;
}

/** Frames a client sends over /ws: JSON text, at most CHAT_FRAME_MAX_BYTES. */
export type ChatClientFrame =
  /** Every message of the user's conversations with an id above `after`, then live events. */
  | { type: 'resume'; after: number }
  | ({ type: 'typing' } & ConversationKey)
  /** The user has seen this conversation: its received messages become read. */
  | ({ type: 'read' } & ConversationKey)
  | { type: 'ping' };

/** Frames the server sends. `property_id` + `user_id` name the conversation from the receiver's side. */
export type ChatServerFrame =
  | { type: 'ready'; user_id: number }
  | ({ type: 'message'; message: ChatMessage } & ConversationKey)
  /** The other party has read every message up to `through` that it received. */
  | ({ type: 'read'; through: number } & ConversationKey)
  | ({ type: 'typing' } & ConversationKey)
  | ({ type: 'deleted'; ids: number[] } & ConversationKey)
  /** resume answered: messages follow as `message` frames; `more` when the client must resume again from the last one */
  | { type: 'resumed'; count: number; more: boolean }
  /** events may have been missed (the server's bus reconnected): resume from the last id held */
  | { type: 'resync' }
  | { type: 'pong' }
  | { type: 'error'; message: string };

/** The conversation a message belongs to, seen by `viewerId` (0 for the admin side). */
export function conversationOf(message: Pick<ChatMessage, 'sender_id' | 'receiver_id' | 'property_id'>, viewerId: number): ConversationKey {
  return { property_id: message.property_id, user_id: message.sender_id === viewerId ? message.receiver_id : message.sender_id };
}

/** WebSocket close codes the server uses (a socket without a session is refused before it opens: HTTP 401/403). */
export const CHAT_CLOSE = {
  /** binary or not JSON */
  unsupported: 1003,
  /** frame over CHAT_FRAME_MAX_BYTES */
  tooBig: 1009,
  /** too many frames, or the client stopped reading */
  policy: 1008,
  /** a newer socket of the same user replaced this one */
  replaced: 4000,
} as const;
