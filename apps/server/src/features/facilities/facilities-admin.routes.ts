import { MSG } from '@abode/shared/messages';
import { facilityInput } from '@abode/shared/schemas/catalogue-admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { FacilitiesAdminService } from './facilities-admin.service.js';

// The console's facilities (issue #17, ADR 027): catalogue.manage; changes refused in demo mode, audited.

const tags = ['admin'];
const config = { admin: 'catalogue.manage' as const };
const params = z.object({ id: z.coerce.number().int().positive() });
const actingAs = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

export const facilitiesAdminRoutes: FastifyPluginAsyncZod<{ service: FacilitiesAdminService }> = async (app, { service }) => {
  app.get('/admin/facilities', { config, schema: { tags, summary: 'Every facility (near by place type), on or off, with the listings naming it counted' } }, async () => ok(await service.list()));

  app.post('/admin/facilities', { config, schema: { tags, summary: 'Add a facility (multipart: name, status, translations[code], image = its icon)', body: facilityInput } }, async (request) =>
    ok(await service.create(actingAs(request), request.body), { message: MSG.facilitySaved }),
  );

  app.post('/admin/facilities/:id', { config, schema: { tags, summary: 'Edit a facility (an icon sent replaces the old one)', params, body: facilityInput } }, async (request) =>
    ok(await service.update(actingAs(request), request.params.id, request.body), { message: MSG.facilitySaved }),
  );

  app.delete('/admin/facilities/:id', { config, schema: { tags, summary: 'Delete a facility no listing names (else refused: switch it off instead)', params } }, async (request) => {
    await service.remove(actingAs(request), request.params.id);
    return ok([], { message: MSG.facilityDeleted });
  });
};
