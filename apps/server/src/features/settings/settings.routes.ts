import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import type { SettingsService } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (app, { service }) => {
  app.get(
    '/web-settings',
    { config: { auth: 'optional' }, schema: { tags: ['content'], summary: 'Public settings of the site (and the caller’s account state)' } },
    async (request) => ok(await service.webSettings(request.user?.id ?? null, request.headers['content-language'])),
  );
};
