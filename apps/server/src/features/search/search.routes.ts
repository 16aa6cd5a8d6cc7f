import { propertiesOnMapQuery, propertyFacetsQuery } from '@abode/shared/schemas/properties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import type { SearchService } from './search.service.js';

export const searchRoutes: FastifyPluginAsyncZod<{ service: SearchService }> = async (app, { service }) => {
  app.get(
    '/get-properties-on-map',
    {
      config: { auth: 'optional' },
      schema: { tags: ['search'], summary: 'Listings in a map box: grid clusters and single markers', querystring: propertiesOnMapQuery },
    },
    // Already the response's JSON (cached as bytes): sent without serialising.
    async (request, reply) => reply.type('application/json; charset=utf-8').send(await service.map(request.query, request.user?.id ?? null)),
  );

  app.get(
    '/property-facets',
    { config: { auth: 'optional' }, schema: { tags: ['search'], summary: 'Listing counts per category and type for the filter panel', querystring: propertyFacetsQuery } },
    async (request) => ok(await service.facets(request.query, request.user?.id ?? null)),
  );
};
