import { getCategoriesQuery } from '@abode/shared/schemas/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import type { CategoriesService } from './categories.service.js';

export const categoriesRoutes: FastifyPluginAsyncZod<{ service: CategoriesService }> = async (app, { service }) => {
  app.get(
    '/get_categories',
    { config: { auth: 'public' }, schema: { tags: ['content'], summary: 'Categories with their parameters', querystring: getCategoriesQuery } },
    async (request) => {
      const { data, total } = await service.list(request.query, request.headers['content-language']);
      return ok(data, { total });
    },
  );
};
