import { getFacilitiesQuery } from '@abode/shared/schemas/facilities';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import type { FacilitiesService } from './facilities.service.js';

export const facilitiesRoutes: FastifyPluginAsyncZod<{ service: FacilitiesService }> = async (app, { service }) => {
  app.get(
    '/get_facilities',
    { config: { auth: 'public' }, schema: { tags: ['content'], summary: 'Outdoor facilities (near by places)', querystring: getFacilitiesQuery } },
    async (request) => {
      const { data, total } = await service.list(request.query, request.headers['content-language']);
      return ok(data, { total });
    },
  );

  app.get(
    '/get-facilities-for-filter',
    { config: { auth: 'public' }, schema: { tags: ['content'], summary: 'Facilities that listings name, for the search filters' } },
    async (request) => {
      const data = await service.forFilter(request.headers['content-language']);
      return ok(data, { total: data.length });
    },
  );
};
