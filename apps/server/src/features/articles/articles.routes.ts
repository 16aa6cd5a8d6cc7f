import { getArticlesQuery } from '@abode/shared/schemas/articles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import type { ArticlesService } from './articles.service.js';

export const articlesRoutes: FastifyPluginAsyncZod<{ service: ArticlesService }> = async (app, { service }) => {
  app.get(
    '/get_articles',
    { config: { auth: 'public' }, schema: { tags: ['content'], summary: 'Articles, or one article with similar ones', querystring: getArticlesQuery } },
    async (request) => {
      const { data, total, similar } = await service.get(request.query, request.headers['content-language']);
      return ok(data, { total, ...(similar ? { similar_articles: similar } : {}) });
    },
  );
};
