import { propertiesOnMapQuery, propertyFacetsQuery } from '@abode/shared/schemas/properties';
import { searchPlacesQuery, searchSuggestionsQuery } from '@abode/shared/schemas/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import { sendAnswer } from '../../core/http/cached-answer.js';
import type { SearchService } from './search.service.js';

export const searchRoutes: FastifyPluginAsyncZod<{ service: SearchService }> = async (app, { service }) => {
  app.get(
    '/get-properties-on-map',
    {
      config: { auth: 'optional' },
      schema: { tags: ['search'], summary: 'Listings in a map box: grid clusters and single markers', querystring: propertiesOnMapQuery },
    },
    async (request, reply) => sendAnswer(request, reply, await service.map(request.query, request.user?.id ?? null), ({ data, total }) => ok(data, { total })),
  );

  app.get(
    '/property-facets',
    { config: { auth: 'optional' }, schema: { tags: ['search'], summary: 'Listing counts per category and type for the filter panel', querystring: propertyFacetsQuery } },
    async (request) => ok(await service.facets(request.query, request.user?.id ?? null)),
  );

  app.get(
    '/search-places',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['search'],
        summary: 'States and cities that have open listings, with counts (the cities of one state when given)',
        querystring: searchPlacesQuery,
      },
    },
    async (request) => ok(await service.places(request.query)),
  );

  // Answered for every keystroke: from memory (the vocabulary is cached), and cacheable by the browser for a minute.
  app.get(
    '/search-suggestions',
    { config: { auth: 'optional' }, schema: { tags: ['search'], summary: 'Places and categories the end of a search names or starts, aliases and typos included', querystring: searchSuggestionsQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      reply.header('vary', 'content-language');
      const q = request.query.q;
      return ok(q === undefined ? [] : await service.suggestions(q, request.headers['content-language']));
    },
  );
};
