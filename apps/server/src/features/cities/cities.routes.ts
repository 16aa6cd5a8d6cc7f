import { citiesQuery } from '@abode/shared/schemas/cities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import type { CitiesService } from './cities.service.js';

export const citiesRoutes: FastifyPluginAsyncZod<{ service: CitiesService }> = async (app, { service }) => {
  app.get(
    '/get-cities-data',
    { config: { auth: 'public' }, schema: { tags: ['content'], summary: 'Cities with listings, by number of listings', querystring: citiesQuery } },
    async (request) => {
      const { data, total } = await service.withListings(request.query);
      return ok(data, { total });
    },
  );
};
