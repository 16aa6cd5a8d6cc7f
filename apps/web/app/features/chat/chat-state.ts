import type { ChatListItem, ChatMessage, ChatServerFrame, ConversationKey } from '@abode/shared/chat';

/** How long "… is typing" stays after the last typing frame. */
export const TYPING_SHOWN_MS = 4000;

export interface ChatState {
  me: number;
  chats: ChatListItem[];
  /** the open conversation, oldest message first */
  active: { key: ConversationKey; messages: ChatMessage[]; typingUntil: number } | null;
  /** the highest message id this page has: where a reconnect resumes */
  lastId: number;
  /** a message came for a conversation the list does not hold: the list must be fetched again */
  listStale: boolean;
}

export type ChatAction =
  | { type: 'reset'; state: ChatState }
  | { type: 'frame'; frame: ChatServerFrame; now: number }
  | { type: 'messages'; messages: ChatMessage[] }
  | { type: 'list'; chats: ChatListItem[] }
  | { type: 'removed'; ids: number[] };

export const sameConversation = (a: ConversationKey, b: ConversationKey) => a.property_id === b.property_id && a.user_id === b.user_id;

const highest = (messages: readonly ChatMessage[], from: number) => messages.reduce((top, m) => Math.max(top, m.id), from);

/** Adds messages not yet held (a resume and a live frame may carry the same one), in id order. */
function merge(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const ids = new Set(held.map((m) => m.id));
  const fresh = incoming.filter((m) => !ids.has(m.id));
  return fresh.length ? [...held, ...fresh].sort((a, b) => a.id - b.id) : held;
}

export function initialChatState(me: number, chats: ChatListItem[], active: ChatState['active']): ChatState {
  return { me, chats, active, lastId: highest(active?.messages ?? [], Math.max(0, ...chats.map((c) => c.last_message_id))), listStale: false };
}

function lastMessageType(message: ChatMessage): ChatListItem['last_message_type'] {
  return message.chat_message_type;
}

function onMessage(state: ChatState, key: ConversationKey, message: ChatMessage): ChatState {
  if (message.id <= state.lastId && !state.active) return state;
  const isActive = state.active !== null && sameConversation(state.active.key, key);
  const active = isActive ? { ...state.active!, messages: merge(state.active!.messages, [message]), typingUntil: message.sender_id === state.me ? state.active!.typingUntil : 0 } : state.active;
  const index = state.chats.findIndex((c) => sameConversation(c, key));
  let chats = state.chats;
  let listStale = state.listStale;
  if (index === -1) listStale = true;
  else if (state.chats[index]!.last_message_id < message.id) {
    const item = state.chats[index]!;
    const unread = message.sender_id !== state.me && !isActive ? item.unread_count + 1 : isActive ? 0 : item.unread_count;
    const updated: ChatListItem = { ...item, last_message: message.message, last_message_type: lastMessageType(message), last_message_id: message.id, date: message.created_at, unread_count: unread };
    chats = [updated, ...state.chats.filter((_, i) => i !== index)];
  }
  return { ...state, active, chats, listStale, lastId: Math.max(state.lastId, message.id) };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'reset':
      return action.state;
    case 'list':
      return { ...state, chats: action.chats, listStale: false, lastId: Math.max(state.lastId, ...action.chats.map((c) => c.last_message_id)) };
    case 'messages':
      if (!state.active) return state;
      return { ...state, active: { ...state.active, messages: merge(state.active.messages, action.messages) }, lastId: highest(action.messages, state.lastId) };
    case 'removed':
      if (!state.active) return state;
      return { ...state, active: { ...state.active, messages: state.active.messages.filter((m) => !action.ids.includes(m.id)) } };
    case 'frame': {
      const { frame } = action;
      const key = 'property_id' in frame ? { property_id: frame.property_id, user_id: frame.user_id } : null;
      const isActive = key !== null && state.active !== null && sameConversation(state.active.key, key);
      switch (frame.type) {
        case 'message':
          return onMessage(state, key!, frame.message);
        case 'read':
          // the other side read what I sent, up to `through`
          if (!isActive) return state;
          return {
            ...state,
            active: { ...state.active!, messages: state.active!.messages.map((m) => (m.sender_id === state.me && m.id <= frame.through && m.is_read === 0 ? { ...m, is_read: 1 } : m)) },
          };
        case 'typing':
          return isActive ? { ...state, active: { ...state.active!, typingUntil: action.now + TYPING_SHOWN_MS } } : state;
        case 'deleted':
          return isActive ? { ...state, active: { ...state.active!, messages: state.active!.messages.filter((m) => !frame.ids.includes(m.id)) } } : state;
        default:
          return state;
      }
    }
  }
}
