import { reverseGeocodeQuery } from '@abode/shared/schemas/geocoding';
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
};
