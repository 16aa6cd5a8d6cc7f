import { MSG } from '@abode/shared/messages';
import { cityInput } from '@abode/shared/schemas/catalogue-admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { CitiesAdminService } from './cities-admin.service.js';

// The console's cities (issue #17, ADR 027): catalogue.manage; changes refused in demo mode, audited.

const tags = ['admin'];
const config = { admin: 'catalogue.manage' as const };
const params = z.object({ id: z.coerce.number().int().positive() });
const actingAs = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

export const citiesAdminRoutes: FastifyPluginAsyncZod<{ service: CitiesAdminService }> = async (app, { service }) => {
  app.get('/admin/cities', { config, schema: { tags, summary: 'Every city with its picture, on or off, by name' } }, async () => ok(await service.list()));

  app.post('/admin/cities', { config, schema: { tags, summary: 'Add a city (multipart: name, state, country, latitude, longitude, status, image)', body: cityInput } }, async (request) =>
    ok(await service.create(actingAs(request), request.body), { message: MSG.citySaved }),
  );

  app.post('/admin/cities/:id', { config, schema: { tags, summary: 'Edit a city (a picture sent replaces the old one)', params, body: cityInput } }, async (request) =>
    ok(await service.update(actingAs(request), request.params.id, request.body), { message: MSG.citySaved }),
  );

  app.delete('/admin/cities/:id', { config, schema: { tags, summary: 'Delete a city and its picture (listings keep their city name)', params } }, async (request) => {
    await service.remove(actingAs(request), request.params.id);
    return ok([], { message: MSG.cityDeleted });
  });
};
