import { getLanguagesQuery } from '@abode/shared/schemas/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import type { LanguagesService } from './languages.service.js';

export const languagesRoutes: FastifyPluginAsyncZod<{ service: LanguagesService }> = async (app, { service }) => {
  app.get(
    '/get_languages',
    { config: { auth: 'public' }, schema: { tags: ['content'], summary: 'Translation file of a language', querystring: getLanguagesQuery } },
    async (request) => ok(await service.getFile(request.query.language_code, request.query.web_language_file === true)),
  );
};
