import { ADMIN_CHAT_MSG, adminChatsQuery, adminConversationParams, adminMessageParams, adminMessagesQuery, adminSendInput, CHAT_MSG } from '@abode/shared/schemas/chat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { ChatService } from './chat.service.js';

// The console's chat (issue #15): staff answer as the company's side (user id 0 on the wire).
// Every route declares `chat.reply`; the access guard (ADR 027) answers visitors 401, everyone
// else without it 403 and refuses the changing calls in demo mode, before any id is looked up.
//
// Audit (ADR 030): deleting a message is audited (content goes away: the entry keeps what it
// said). Replies are not: each message row names the staff account that wrote it (sent_by), so
// the conversation is its own record, and a busy inbox would bury the audit log's real changes.
// Marking read changes no content and is not audited either.

const tags = ['admin'];
const config = { admin: 'chat.reply' as const };
const actingAs = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

export const adminChatRoutes: FastifyPluginAsyncZod<{ service: ChatService }> = async (app, { service }) => {
  app.get(
    '/admin/chats',
    { config, schema: { tags, summary: "The company's conversations, the latest first, with unread counts and the last message; search by user name (page, per_page); total_page", querystring: adminChatsQuery } },
    async (request) => {
      const { data, total_page } = await service.admin.conversations(request.query);
      return ok(data, { total_page });
    },
  );

  app.get(
    '/admin/chats/:property_id/:user_id/messages',
    { config, schema: { tags, summary: "A page of one of the company's conversations, latest first (as get_messages); marks what the user sent read", params: adminConversationParams, querystring: adminMessagesQuery } },
    async (request) => {
      const { data, ...flags } = await service.admin.messages(request.params, request.query);
      return ok(data, flags);
    },
  );

  app.post(
    '/admin/chats/:property_id/:user_id/messages',
    {
      config,
      schema: { tags, summary: 'Reply as the company (text, file ≤ 2 MB: png/jpg/webp/pdf/doc/docx, audio ≤ 5 MB: mp3/m4a/mp4/webm/ogg); answers the new id; not audited, the message names its writer', params: adminConversationParams, body: adminSendInput },
    },
    async (request) => {
      const id = await service.admin.send(actingAs(request), request.params, request.body);
      return ok([], { message: CHAT_MSG.messageSent, id });
    },
  );

  app.delete(
    '/admin/chats/:property_id/:user_id/messages/:message_id',
    { config, schema: { tags, summary: "Delete a message the company's side sent (for both sides); audited", params: adminMessageParams } },
    async (request) => {
      const { message_id, ...key } = request.params;
      return ok([], { message: await service.admin.remove(actingAs(request), key, message_id) });
    },
  );

  app.post(
    '/admin/chats/:property_id/:user_id/read',
    { config, schema: { tags, summary: 'Mark what the user sent the company in this conversation read (the user hears so)', params: adminConversationParams } },
    async (request) => {
      await service.admin.markRead(request.params);
      return ok([], { message: ADMIN_CHAT_MSG.markedRead });
    },
  );
};
