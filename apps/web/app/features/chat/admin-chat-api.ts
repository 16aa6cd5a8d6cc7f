import { ADMIN_PARTY, type ChatListItem, type ConversationKey } from '@abode/shared/chat';
import type { ApiClient } from '~/lib/api-client';
import { browserApi } from '~/lib/browser-api';
import { paths } from '~/config/paths';
import { CHAT_LIST_PAGE, CHAT_MESSAGES_PAGE, type Conversation, type MessagePage } from './api';
import { type ChatAdapter, frameConcerns, outgoingForm } from './chat-adapter';

// The company's side of chat in the admin console (/api/admin/chats, chat.reply).

/** Who the user of a company conversation is and what the listing is (the thread's header). */
export interface CompanyConversation extends Conversation {
  user: { id: number; name: string; profile: string } | null;
  property: { id: number; title: string; slug_id: string } | null;
}

const conversationPath = (key: ConversationKey) => `admin/chats/${key.property_id}/${key.user_id}`;

export async function fetchCompanyChats(api: ApiClient, search?: string): Promise<ChatListItem[]> {
  return (await api.get<ChatListItem[]>('admin/chats', { page: 1, per_page: CHAT_LIST_PAGE, search })).data;
}

export async function fetchCompanyConversation(api: ApiClient, key: ConversationKey, page = 1): Promise<CompanyConversation> {
  const response = await api.get<MessagePage>(`${conversationPath(key)}/messages`, { page, per_page: CHAT_MESSAGES_PAGE });
  const extra = response as unknown as { is_blocked_by_user?: number; user?: CompanyConversation['user']; property?: CompanyConversation['property'] };
  return {
    messages: [...response.data.data].reverse(),
    lastPage: response.data.last_page,
    blockedByMe: false,
    blockedByUser: extra.is_blocked_by_user === 1,
    user: extra.user ?? null,
    property: extra.property ?? null,
  };
}

/** /admin/chat: answers as the company (party 0); `search` is kept when the list is fetched again. */
export function companyChatAdapter(search: string | undefined): ChatAdapter {
  return {
    me: ADMIN_PARTY,
    side: 'company',
    listHref: paths.admin.chat({ search }),
    conversationHref: (key) => paths.admin.chat({ search, property_id: String(key.property_id), user_id: String(key.user_id) }),
    fetchChats: (api) => fetchCompanyChats(api, search),
    fetchConversation: fetchCompanyConversation,
    async send(api, key, outgoing) {
      await api.post(`${conversationPath(key)}/messages`, outgoingForm(outgoing));
    },
    async deleteMessage(api, key, messageId) {
      await api.delete(`${conversationPath(key)}/messages/${messageId}`);
    },
    accepts: (frame) => frameConcerns(frame, ADMIN_PARTY),
    // the socket reads for the signed-in account; the company's side is marked read by its own call
    markRead: (key) => void browserApi().post(`${conversationPath(key)}/read`).catch(() => {}),
    typing: null,
  };
}
