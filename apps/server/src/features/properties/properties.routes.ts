import { getPropertyQuery, nearbyPropertiesQuery } from '@abode/shared/schemas/properties';
import { flattenListRequest, propertyListRequestQuery } from '@abode/shared/schemas/property-list-filters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import { sendAnswer } from '../../core/http/cached-answer.js';
import { isPageRender, PAGE_VIEW_HEADER } from '../../core/http/web-app.js';
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
    async (request, reply) => {
      const user = request.user;
      const viewer = { userId: user?.id ?? null, staff: user !== null && user.role !== 'user', ip: request.ip, userAgent: request.headers['user-agent'] };
      const { answer, viewed } = await service.get(request.query, viewer, request.headers['content-language']);
      // A page that shows this answer may be served again from the page cache: each of those counts this view too.
      if (viewed !== undefined && isPageRender(request)) reply.header(PAGE_VIEW_HEADER, String(viewed));
      // Visitors get the cached answer object itself, whose bytes are kept with it.
      return sendAnswer(request, reply, answer, ({ data, ...siblings }) => ok(data, siblings));
    },
  );

  app.get(
    '/get_nearby_properties',
    { config: { auth: 'public' }, schema: { tags: ['properties'], summary: 'Visible listings of a city or state (old clients)', querystring: nearbyPropertiesQuery } },
    async (request) => ok(await service.nearby(request.query, request.headers['content-language'])),
  );
};
