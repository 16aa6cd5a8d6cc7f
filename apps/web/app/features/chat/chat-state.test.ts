import { describe, expect, it } from 'vitest';
import type { ChatListItem, ChatMessage } from '@abode/shared/chat';
import { chatReducer, initialChatState } from './chat-state';
import { reconnectDelay } from './chat-socket';

const ME = 5;
const OWNER = 9;
const message = (id: number, sender = OWNER, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  sender_id: sender,
  receiver_id: sender === ME ? OWNER : ME,
  property_id: 3,
  message: `m${id}`,
  file: '',
  file_name: '',
  audio: '',
  audio_duration: 0,
  is_read: 0,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  chat_message_type: 'text',
  user_profile: '',
  time_ago: 'just now',
  ...extra,
});
const item = (property_id: number, user_id: number, last: number, unread = 0): ChatListItem => ({
  property_id, title: 'Loft', translated_title: 'Loft', title_image: '', slug_id: 'loft', date: '', unread_count: unread, user_id, name: 'Omar', profile: '', fcm_id: '',
  is_blocked_by_me: 0, is_blocked_by_user: 0, is_owner: 0, last_message: '', last_message_type: 'text', last_message_id: last,
});
const key = { property_id: 3, user_id: OWNER };

describe('chat state', () => {
  it('adds a message once, however often it arrives (live and again on resume), and resumes from the highest id', () => {
    let state = initialChatState(ME, [item(3, OWNER, 1)], { key, messages: [message(1)], typingUntil: 0 });
    const frame = { type: 'message' as const, ...key, message: message(2) };
    state = chatReducer(state, { type: 'frame', frame, now: 0 });
    state = chatReducer(state, { type: 'frame', frame, now: 0 });
    state = chatReducer(state, { type: 'messages', messages: [message(2), message(4)] });
    expect(state.active!.messages.map((m) => m.id)).toEqual([1, 2, 4]);
    expect(state.lastId).toBe(4);
  });

  it('counts unread and moves a conversation up when it is not open, and asks for the list when it does not know it', () => {
    let state = initialChatState(ME, [item(1, 7, 10), item(3, OWNER, 5)], null);
    state = chatReducer(state, { type: 'frame', frame: { type: 'message', ...key, message: message(11) }, now: 0 });
    expect(state.chats.map((c) => [c.property_id, c.unread_count, c.last_message])).toEqual([[3, 1, 'm11'], [1, 0, '']]);
    state = chatReducer(state, { type: 'frame', frame: { type: 'message', property_id: 8, user_id: 2, message: message(12, 2, { property_id: 8 }) }, now: 0 });
    expect(state.listStale).toBe(true);
  });

  it('marks my messages read up to the receipt, shows typing for a while, and drops deleted ones', () => {
    let state = initialChatState(ME, [], { key, messages: [message(1, ME), message(2, ME), message(3, ME)], typingUntil: 0 });
    state = chatReducer(state, { type: 'frame', frame: { type: 'read', ...key, through: 2 }, now: 0 });
    expect(state.active!.messages.map((m) => m.is_read)).toEqual([1, 1, 0]);
    state = chatReducer(state, { type: 'frame', frame: { type: 'typing', ...key }, now: 1000 });
    expect(state.active!.typingUntil).toBe(5000);
    state = chatReducer(state, { type: 'frame', frame: { type: 'deleted', ...key, ids: [3] }, now: 0 });
    expect(state.active!.messages.map((m) => m.id)).toEqual([1, 2]);
    // another conversation's receipts change nothing here
    expect(chatReducer(state, { type: 'frame', frame: { type: 'read', property_id: 4, user_id: OWNER, through: 9 }, now: 0 })).toBe(state);
  });

  it('backs off with jitter: doubling from 1 s to 30 s, each between half and all of that', () => {
    expect([0, 1, 2, 5, 10].map((n) => reconnectDelay(n, () => 0))).toEqual([500, 1000, 2000, 15000, 15000]);
    expect([0, 1, 2, 5, 10].map((n) => reconnectDelay(n, () => 1))).toEqual([1000, 2000, 4000, 30000, 30000]);
  });
});
