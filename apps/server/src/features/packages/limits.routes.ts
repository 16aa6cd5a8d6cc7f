import { getLimitsQuery } from '@abode/shared/schemas/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { PackagesService } from './packages.service.js';

export const limitsRoutes: FastifyPluginAsyncZod<{ service: PackagesService }> = async (app, { service }) => {
  app.get(
    '/get_limits',
    {
      config: { auth: 'required' },
      schema: { tags: ['packages'], summary: 'Whether the user may post (property) or feature (advertisement) a listing now (older clients)', querystring: getLimitsQuery },
    },
    async (request) => {
      const { message, ...limits } = await service.limits(requireUser(request).id, request.query.package_type);
      return ok([], { message, ...limits });
    },
  );
};
