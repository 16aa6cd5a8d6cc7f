import { MSG } from '@abode/shared/messages';
import { contactMessagesQuery, contactReadInput, contactReplyInput } from '@abode/shared/schemas/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingAs } from '../../core/http/admin-request.js';
import { ok } from '../../core/http/envelope.js';
import type { ContactAdminService } from './contact-admin.service.js';

const tags = ['admin'];
const config = { admin: 'content.manage' as const };
const params = z.object({ id: z.coerce.number().int().positive() });

export const contactAdminRoutes: FastifyPluginAsyncZod<{ service: ContactAdminService }> = async (app, { service }) => {
  app.get(
    '/admin/contact-messages',
    { config, schema: { tags, summary: 'The contact-form inbox, newest first (all, unread or replied; searchable); `unread` counts the unread', querystring: contactMessagesQuery } },
    async (request) => {
      const { items, total, unread } = await service.list(request.query);
      return ok(items, { total, unread });
    },
  );

  app.get('/admin/contact-messages/:id', { config, schema: { tags, summary: 'One message with the reply sent to it', params } }, async (request) => ok(await service.get(request.params.id)));

  app.post('/admin/contact-messages/:id/read', { config, schema: { tags, summary: 'Mark a message read (1) or unread (0); audited', params, body: contactReadInput } }, async (request) =>
    ok(await service.markRead(actingAs(request), request.params.id, request.body.read), { message: MSG.contactMessageMarked }),
  );

  app.post(
    '/admin/contact-messages/:id/reply',
    { config, schema: { tags, summary: 'Reply by email; the reply is kept with the message, which becomes read; audited', params, body: contactReplyInput } },
    async (request) => ok(await service.reply(actingAs(request), request.params.id, request.body.message), { message: MSG.contactReplySent }),
  );
};
