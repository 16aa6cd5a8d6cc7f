import type { ChatClientFrame, ChatListItem, ChatServerFrame, ConversationKey } from '@abode/shared/chat';
import type { ApiClient } from '~/lib/api-client';
import type { Conversation } from './api';
import type { Outgoing } from './components/composer';

/** Sends a frame over the page's socket (a no-op while it is away). */
export type SocketSend = (frame: ChatClientFrame) => void;

/**
 * One side of chat for the shared chat page (ChatWorkspace): a user's own conversations
 * (/user/chat, the contract's calls) or the company's side (/admin/chat, /api/admin/chats).
 * The page's state, socket, list and thread are the same; who "I" am, which calls it makes and
 * where its links go are the adapter's.
 */
export interface ChatAdapter {
  /** who "I" am on the wire: the user's id, or 0 for the company's side */
  me: number;
  /** 'company': the console answers for the site (no "your listing" labels, no typing over the socket) */
  side: 'user' | 'company';
  /** the list's page, where a phone goes back to */
  listHref: string;
  conversationHref: (key: ConversationKey) => string;
  fetchChats: (api: ApiClient) => Promise<ChatListItem[]>;
  fetchConversation: (api: ApiClient, key: ConversationKey, page?: number) => Promise<Conversation>;
  send: (api: ApiClient, key: ConversationKey, outgoing: Outgoing) => Promise<void>;
  deleteMessage: (api: ApiClient, key: ConversationKey, messageId: number) => Promise<void>;
  /**
   * Whether a socket frame is this side's: an admin's socket hears both its own conversations
   * and the company's, and each page keeps to one of them.
   */
  accepts: (frame: ChatServerFrame) => boolean;
  /** Tells the other side that what came in this conversation is read. */
  markRead: (key: ConversationKey, send: SocketSend) => void;
  /** Tells the other side "typing" (the socket speaks for the signed-in user only). */
  typing: ((key: ConversationKey, send: SocketSend) => void) | null;
}

/** The message's own fields of a send form: text, a file, or a voice note with its length. */
export function outgoingForm(outgoing: Outgoing, body = new FormData()): FormData {
  if (outgoing.text) body.set('message', outgoing.text);
  if (outgoing.file) body.set('file', outgoing.file);
  if (outgoing.voice) {
    body.set('audio', outgoing.voice.blob, outgoing.voice.fileName);
    body.set('audio_duration', String(outgoing.voice.seconds));
  }
  return body;
}

/** Whether a message frame is between `party` and someone else (0 = the company's side). */
export const frameConcerns = (frame: ChatServerFrame, party: number) => frame.type !== 'message' || frame.message.sender_id === party || frame.message.receiver_id === party;
