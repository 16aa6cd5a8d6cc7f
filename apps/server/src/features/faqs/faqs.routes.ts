import { faqsQuery } from '@abode/shared/schemas/faqs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import type { FaqsService } from './faqs.service.js';

export const faqsRoutes: FastifyPluginAsyncZod<{ service: FaqsService }> = async (app, { service }) => {
  app.get(
    '/faqs',
    { config: { auth: 'public' }, schema: { tags: ['content'], summary: 'Frequently asked questions', querystring: faqsQuery } },
    async (request) => {
      const { data, total } = await service.list(request.query, request.headers['content-language']);
      return ok(data, { total });
    },
  );
};
