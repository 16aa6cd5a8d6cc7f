import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAnswer } from '../../core/http/cached-answer.js';
import { ok } from '../../core/http/envelope.js';
import type { HomepageService } from './homepage.service.js';

export const homepageRoutes: FastifyPluginAsyncZod<{ service: HomepageService }> = async (app, { service }) => {
  app.get(
    '/homepage-data',
    { config: { auth: 'optional' }, schema: { tags: ['content'], summary: 'Every section of the home page (fixed keys)' } },
    // Visitors get the cached answer object itself, whose bytes are kept with it.
    async (request, reply) => sendAnswer(request, reply, await service.data(request.user?.id ?? null, request.headers['content-language']), ok),
  );
};
