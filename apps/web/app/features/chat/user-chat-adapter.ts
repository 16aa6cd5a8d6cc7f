import { paths } from '~/config/paths';
import { deleteMessage, fetchChats, fetchConversation, sendMessage } from './api';
import { type ChatAdapter, frameConcerns, outgoingForm } from './chat-adapter';

/** /user/chat: the signed-in user's conversations through the contract's calls. */
export function userChatAdapter(me: number): ChatAdapter {
  return {
    me,
    side: 'user',
    listHref: paths.userChat,
    conversationHref: (key) => paths.chatWith(key.property_id, key.user_id),
    fetchChats: (api) => fetchChats(api),
    fetchConversation,
    async send(api, key, outgoing) {
      const body = new FormData();
      body.set('sender_id', String(me));
      body.set('receiver_id', String(key.user_id));
      body.set('property_id', String(key.property_id));
      await sendMessage(api, outgoingForm(outgoing, body));
    },
    deleteMessage: (api, key, messageId) => deleteMessage(api, messageId, key.user_id),
    accepts: (frame) => frameConcerns(frame, me),
    markRead: (key, send) => send({ type: 'read', ...key }),
    typing: (key, send) => send({ type: 'typing', ...key }),
  };
}
