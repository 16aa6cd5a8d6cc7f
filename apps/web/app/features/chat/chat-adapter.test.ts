import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatServerFrame } from '@abode/shared/chat';
import { companyChatAdapter } from './admin-chat-api';
import { outgoingForm } from './chat-adapter';
import { userChatAdapter } from './user-chat-adapter';

const ADMIN_USER = 7;
const BUYER = 12;
const frame = (sender: number, receiver: number): ChatServerFrame => ({
  type: 'message',
  property_id: 3,
  user_id: sender,
  message: { id: 1, sender_id: sender, receiver_id: receiver, property_id: 3 } as ChatMessage,
});

describe('chat adapters', () => {
  it("keep each page to its own side: an admin's socket hears its own conversations and the company's", () => {
    const own = frame(BUYER, ADMIN_USER);
    const toCompany = frame(BUYER, 0);
    const fromCompany = frame(0, BUYER);
    expect([own, toCompany, fromCompany].map(userChatAdapter(ADMIN_USER).accepts)).toEqual([true, false, false]);
    expect([own, toCompany, fromCompany].map(companyChatAdapter(undefined).accepts)).toEqual([false, true, true]);
    // receipts, typing and deletions carry no sides: both pages take them
    expect(companyChatAdapter(undefined).accepts({ type: 'read', property_id: 3, user_id: BUYER, through: 1 })).toBe(true);
  });

  it('link to their own page, keeping the console search', () => {
    expect(userChatAdapter(ADMIN_USER).conversationHref({ property_id: 3, user_id: 0 })).toBe('/user/chat?property_id=3&user_id=0');
    const admin = companyChatAdapter('bea');
    expect(admin.conversationHref({ property_id: 3, user_id: BUYER })).toBe('/admin/chat?search=bea&property_id=3&user_id=12');
    expect(admin.listHref).toBe('/admin/chat?search=bea');
    expect([admin.me, admin.typing]).toEqual([0, null]);
  });

  it('put text, a file and a voice note with its length in the send form', () => {
    const voice = { blob: new Blob(['x'], { type: 'audio/webm' }), fileName: 'voice.webm', seconds: 4 };
    const body = outgoingForm({ text: 'Hello', file: null, voice } as Parameters<typeof outgoingForm>[0]);
    expect([body.get('message'), body.get('file'), body.get('audio_duration'), (body.get('audio') as File).name]).toEqual(['Hello', null, '4', 'voice.webm']);
  });
});
