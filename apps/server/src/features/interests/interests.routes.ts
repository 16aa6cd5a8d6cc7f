import { listingToggleInput } from '@abode/shared/schemas/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { InterestsService } from './interests.service.js';

const tags = ['engagement'];
const config = { auth: 'required' as const };

export const interestsRoutes: FastifyPluginAsyncZod<{ service: InterestsService }> = async (app, { service }) => {
  app.post(
    '/interested_users',
    { config, schema: { tags, summary: 'Show (type 1) or withdraw (type 0) interest in a listing; idempotent', body: listingToggleInput } },
    async (request) => ok([], { message: await service.toggle(requireUser(request).id, request.body) }),
  );
};
