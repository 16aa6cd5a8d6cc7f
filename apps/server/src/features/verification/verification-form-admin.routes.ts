import { MSG } from '@abode/shared/messages';
import { orderInput, verificationFieldInput } from '@abode/shared/schemas/catalogue-admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { VerificationFormAdminService } from './verification-form-admin.service.js';

// The console's verification form builder (issue #17, ADR 027): catalogue.manage; changes refused
// in demo mode, audited.

const tags = ['admin'];
const config = { admin: 'catalogue.manage' as const };
const params = z.object({ id: z.coerce.number().int().positive() });
const actingAs = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

export const verificationFormAdminRoutes: FastifyPluginAsyncZod<{ service: VerificationFormAdminService }> = async (app, { service }) => {
  app.get('/admin/verification-fields', { config, schema: { tags, summary: 'The agent verification form: every field (on or off) in order, with options and answers counted' } }, async () =>
    ok(await service.list()),
  );

  app.post(
    '/admin/verification-fields',
    { config, schema: { tags, summary: 'Add a field at the end of the form (name, field_type, options, is_required, status, translations[code])', body: verificationFieldInput } },
    async (request) => ok(await service.create(actingAs(request), request.body), { message: MSG.verificationFieldSaved }),
  );

  app.post('/admin/verification-fields/order', { config, schema: { tags, summary: 'Reorder the form’s fields (ids, every field once, first to last)', body: orderInput } }, async (request) => {
    await service.reorder(actingAs(request), request.body.ids);
    return ok([], { message: MSG.orderSaved });
  });

  app.post('/admin/verification-fields/:id', { config, schema: { tags, summary: 'Edit a field, its options and required flag', params, body: verificationFieldInput } }, async (request) =>
    ok(await service.update(actingAs(request), request.params.id, request.body), { message: MSG.verificationFieldSaved }),
  );

  app.delete('/admin/verification-fields/:id', { config, schema: { tags, summary: 'Delete a field nobody answered; one with answers is switched off instead', params } }, async (request) =>
    ok([], { message: await service.remove(actingAs(request), request.params.id) }),
  );
};
