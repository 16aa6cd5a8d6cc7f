import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import type { HomepageService } from './homepage.service.js';

export const homepageRoutes: FastifyPluginAsyncZod<{ service: HomepageService }> = async (app, { service }) => {
  app.get(
    '/homepage-data',
    { config: { auth: 'optional' }, schema: { tags: ['content'], summary: 'Every section of the home page (fixed keys)' } },
    async (request) => ok(await service.data(request.user?.id ?? null, request.headers['content-language'])),
  );
};
