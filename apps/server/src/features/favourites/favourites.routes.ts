import { favouritesQuery, listingToggleInput } from '@abode/shared/schemas/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { FavouritesService } from './favourites.service.js';

const tags = ['engagement'];
const config = { auth: 'required' as const };

export const favouritesRoutes: FastifyPluginAsyncZod<{ service: FavouritesService }> = async (app, { service }) => {
  app.post(
    '/add_favourite',
    { config, schema: { tags, summary: 'Favourite (type 1) or unfavourite (type 0) a listing; JSON or form body; idempotent', body: listingToggleInput } },
    async (request) => ok([], { message: await service.toggle(requireUser(request).id, request.body) }),
  );

  app.get(
    '/get_favourite_property',
    { config, schema: { tags, summary: "The user's favourite listings (full), the latest first", querystring: favouritesQuery } },
    async (request) => {
      const { data, total } = await service.list(requireUser(request).id, request.query, request.headers['content-language']);
      return ok(data, { total });
    },
  );
};
