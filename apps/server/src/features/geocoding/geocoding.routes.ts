import { geocodeSearchQuery, reverseGeocodeQuery } from '@abode/shared/schemas/geocoding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import type { GeocodingService } from './geocoding.service.js';

export const geocodingRoutes: FastifyPluginAsyncZod<{ service: GeocodingService }> = async (app, { service }) => {
  app.get(
    '/reverse-geocode',
    { schema: { tags: ['geocoding'], summary: 'City, state, country and address of a point', querystring: reverseGeocodeQuery } },
    async (request) => {
      const { latitude, longitude } = request.query;
      return ok(await service.reverse(latitude, longitude, request.headers['accept-language']));
    },
  );

  app.get(
    '/geocode',
    // for signed-in owners filling a listing form: not an open proxy to the configured provider
    { config: { auth: 'required' }, schema: { tags: ['geocoding'], summary: 'Places and addresses matching typed text (the location picker’s search), those in the service area first', querystring: geocodeSearchQuery } },
    async (request) => ok(await service.search(request.query.q, request.headers['accept-language'])),
  );

  app.get('/service-area', { schema: { tags: ['geocoding'], summary: 'The portal’s country, its box and the company’s point: where the location picker opens and warns outside of' } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return ok(await service.serviceArea());
  });
};
