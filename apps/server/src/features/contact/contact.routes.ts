import { MSG } from '@abode/shared/messages';
import { contactSchema } from '@abode/shared/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import type { ContactService } from './contact.service.js';

export const contactRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (app, { service }) => {
  // `contct_us` is the contract's spelling; `contact-us` is the corrected alias newer clients use.
  for (const url of ['/contct_us', '/contact-us']) {
    app.post(
      url,
      { config: { auth: 'public' }, schema: { tags: ['content'], summary: 'Send a message to the company', body: contactSchema } },
      async (request) => {
        await service.send(request.body, { ip: request.ip });
        return ok(null, { message: MSG.contactSent });
      },
    );
  }
};
