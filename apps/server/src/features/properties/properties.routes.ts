import { getPropertyQuery, nearbyPropertiesQuery } from '@abode/shared/schemas/properties';
import { flattenListRequest, propertyListRequestQuery } from '@abode/shared/schemas/property-list-filters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import { sendAnswer } from '../../core/http/cached-answer.js';
import type { PropertiesService } from './properties.service.js';

export const propertiesRoutes: FastifyPluginAsyncZod<{ service: PropertiesService }> = async (app, { service }) => {
  app.get(
    '/get-property-list',
    {
      config: { auth: 'optional' },
      schema: { tags: ['properties'], summary: 'Visible listings as cards, promoted first (flat filters, or base64 JSON `filters`)', querystring: propertyListRequestQuery },
    },
    async (request, reply) => {
      const answer = await service.list(flattenListRequest(request.query), request.user?.id ?? null, request.headers['content-language']);
      return sendAnswer(request, reply, answer, ({ data, total }) => ok(data, { total }));
    },
  );

  app.get(
    '/get_property',
    {
      config: { auth: 'optional' },
      schema: { tags: ['properties'], summary: 'One listing by id or slug_id (with similar ones), or a filtered list', querystring: getPropertyQuery },
    },
    async (request) => {
      const viewer = { userId: request.user?.id ?? null, ip: request.ip, userAgent: request.headers['user-agent'] };
      const { data, total, similar } = await service.get(request.query, viewer, request.headers['content-language']);
      return ok(data, { total, ...(similar ? { similar_properties: similar } : {}) });
    },
  );

  app.get(
    '/get_nearby_properties',
    { config: { auth: 'public' }, schema: { tags: ['properties'], summary: 'Visible listings of a city or state (old clients)', querystring: nearbyPropertiesQuery } },
    async (request) => ok(await service.nearby(request.query, request.headers['content-language'])),
  );
};
