import { MSG } from '@abode/shared/messages';
import { placeAliasInput } from '@abode/shared/schemas/search';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { PlaceAliasesService } from './place-aliases.service.js';

// Place aliases of the keyword search (issue #18), in the console's catalogue area.
const tags = ['admin'];
const config = { admin: 'catalogue.manage' as const };
const params = z.object({ id: z.coerce.number().int().positive() });
const actingAs = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

export const placeAliasesRoutes: FastifyPluginAsyncZod<{ service: PlaceAliasesService }> = async (app, { service }) => {
  app.get('/admin/place-aliases', { config, schema: { tags, summary: 'Every place alias the keyword search understands ("JVC" → Jumeirah Village Circle)' } }, async () =>
    ok(await service.list()),
  );

  app.post('/admin/place-aliases', { config, schema: { tags, summary: 'Add an alias of a place (matched whatever its case)', body: placeAliasInput } }, async (request) =>
    ok(await service.add(actingAs(request), request.body), { message: MSG.placeAliasSaved }),
  );

  app.put('/admin/place-aliases/:id', { config, schema: { tags, summary: 'Change an alias or the place it stands for', params, body: placeAliasInput } }, async (request) =>
    ok(await service.update(actingAs(request), request.params.id, request.body), { message: MSG.placeAliasSaved }),
  );

  app.delete('/admin/place-aliases/:id', { config, schema: { tags, summary: 'Remove an alias', params } }, async (request) => {
    await service.remove(actingAs(request), request.params.id);
    return ok([], { message: MSG.placeAliasDeleted });
  });
};
