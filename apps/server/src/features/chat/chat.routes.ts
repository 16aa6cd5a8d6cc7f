import { deleteChatMessageInput, getChatsQuery, getMessagesQuery, sendMessageInput, CHAT_MSG } from '@abode/shared/schemas/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import { CHAT_FILE_ROUTE } from './chat-files.js';
import type { ChatService } from './chat.service.js';

const tags = ['chat'];
const config = { auth: 'required' as const };

export const chatRoutes: FastifyPluginAsyncZod<{ service: ChatService; mayAnswerForAdmin: (userId: number) => Promise<boolean> }> = async (app, { service, mayAnswerForAdmin }) => {
  app.get('/get_chats', { config, schema: { tags, summary: 'The conversations of the user, the latest first (page, per_page); total_page', querystring: getChatsQuery } }, async (request) => {
    const { data, total_page } = await service.conversations(requireUser(request).id, request.query);
    return ok(data, { total_page });
  });

  app.get(
    '/get_messages',
    { config, schema: { tags, summary: 'A page of one conversation (property_id, user_id of the other side, 0 = admin), latest first; marks received messages read', querystring: getMessagesQuery } },
    async (request) => {
      const { data, ...flags } = await service.messages(requireUser(request).id, request.query);
      return ok(data, flags);
    },
  );

  app.post(
    '/send_message',
    { config, schema: { tags, summary: 'Send a message (text, file ≤ 2 MB: png/jpg/webp/pdf/doc/docx, audio ≤ 5 MB: mp3/m4a/mp4/webm/ogg); answers the new id at the top level', body: sendMessageInput } },
    async (request) => {
      const id = await service.send(requireUser(request).id, request.body);
      return ok([], { message: CHAT_MSG.messageSent, id });
    },
  );

  app.post(
    '/delete_chat_message',
    { config, schema: { tags, summary: 'Delete one of your messages (message_id + receiver_id), or clear a conversation for yourself (property_id + receiver_id)', body: deleteChatMessageInput } },
    async (request) => ok([], { message: await service.remove(requireUser(request).id, request.body) }),
  );

  app.get(
    `${CHAT_FILE_ROUTE}/:name`,
    {
      // optional: a visitor gets the same 404 as anyone else who may not see the file, never a 401
      config: { auth: 'optional' as const },
      schema: { tags, summary: 'A photo, document or voice note of a conversation, for its two sides only', params: z.object({ name: z.string().max(64) }) },
    },
    async (request, reply) => {
      const userId = request.user?.id;
      const file = await service.file(userId, userId !== undefined && (await mayAnswerForAdmin(userId)), request.params.name);
      const disposition = file.inline ? 'inline' : `attachment; filename="${file.fileName}"`;
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', disposition)
        .type(file.contentType)
        .send(file.body);
    },
  );
};
