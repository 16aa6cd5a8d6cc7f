import type { ChatListItem, ChatMessage, ConversationKey } from '@abode/shared/chat';
import type { ApiClient } from '~/lib/api-client';

export const CHAT_LIST_PAGE = 50;
export const CHAT_MESSAGES_PAGE = 30;

/** get_messages' paginator (API-CONTRACT 2.3), the latest message first. */
export interface MessagePage {
  current_page: number;
  data: ChatMessage[];
  last_page: number;
  total: number;
}

export interface Conversation {
  messages: ChatMessage[];
  lastPage: number;
  blockedByMe: boolean;
  blockedByUser: boolean;
}

export async function fetchChats(api: ApiClient, page = 1): Promise<ChatListItem[]> {
  return (await api.get<ChatListItem[]>('get_chats', { page, per_page: CHAT_LIST_PAGE })).data;
}

/** A page of one conversation, oldest first (the API answers the latest first); opening it marks it read. */
export async function fetchConversation(api: ApiClient, key: ConversationKey, page = 1): Promise<Conversation> {
  const response = await api.get<MessagePage>('get_messages', { property_id: key.property_id, user_id: key.user_id, page, per_page: CHAT_MESSAGES_PAGE });
  const flags = response as unknown as { is_blocked_by_me?: number; is_blocked_by_user?: number };
  return {
    messages: [...response.data.data].reverse(),
    lastPage: response.data.last_page,
    blockedByMe: flags.is_blocked_by_me === 1,
    blockedByUser: flags.is_blocked_by_user === 1,
  };
}

/** send_message: answers the stored message's id. */
export async function sendMessage(api: ApiClient, body: FormData): Promise<number> {
  return ((await api.post('send_message', body)) as unknown as { id: number }).id;
}

export async function deleteMessage(api: ApiClient, messageId: number, receiverId: number): Promise<void> {
  await api.post('delete_chat_message', new URLSearchParams({ message_id: String(messageId), receiver_id: String(receiverId) }));
}

export async function clearConversation(api: ApiClient, key: ConversationKey): Promise<void> {
  await api.post('delete_chat_message', new URLSearchParams({ property_id: String(key.property_id), receiver_id: String(key.user_id) }));
}
