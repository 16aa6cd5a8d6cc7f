import { MSG } from '@abode/shared/messages';
import { faqInput } from '@abode/shared/schemas/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingAs } from '../../core/http/admin-request.js';
import { ok } from '../../core/http/envelope.js';
import type { FaqsAdminService } from './faqs-admin.service.js';

const tags = ['admin'];
const config = { admin: 'content.manage' as const };
const params = z.object({ id: z.coerce.number().int().positive() });

export const faqsAdminRoutes: FastifyPluginAsyncZod<{ service: FaqsAdminService }> = async (app, { service }) => {
  app.get('/admin/faqs', { config, schema: { tags, summary: 'Every FAQ, active or not, in their order' } }, async () => ok(await service.list()));

  app.post('/admin/faqs', { config, schema: { tags, summary: 'Add an FAQ (last unless sort_order is given); audited', body: faqInput } }, async (request) =>
    ok(await service.save(actingAs(request), null, request.body), { message: MSG.faqSaved }),
  );

  app.post('/admin/faqs/:id', { config, schema: { tags, summary: 'Edit an FAQ: question, answer, order, active; audited', params, body: faqInput } }, async (request) =>
    ok(await service.save(actingAs(request), request.params.id, request.body), { message: MSG.faqSaved }),
  );

  app.delete('/admin/faqs/:id', { config, schema: { tags, summary: 'Delete an FAQ; audited', params } }, async (request) => {
    await service.remove(actingAs(request), request.params.id);
    return ok([], { message: MSG.faqDeleted });
  });
};
