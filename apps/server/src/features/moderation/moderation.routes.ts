import { LISTING_MSG, rejectInput } from '@abode/shared/schemas/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { ModerationService } from './moderation.service.js';

const tags = ['admin'];
const config = { auth: 'required' as const };
const params = z.object({ entity: z.enum(['properties', 'projects']), id: z.coerce.number().int().positive() });

export const moderationRoutes: FastifyPluginAsyncZod<{ service: ModerationService }> = async (app, { service }) => {
  app.post(
    '/admin/:entity/:id/approve',
    { config, schema: { tags, summary: 'Approve a property or project (admin, or staff with properties.moderate)', params } },
    async (request) => {
      await service.decide({ id: requireUser(request).id, ip: request.ip }, request.params.entity, request.params.id, { approve: true });
      return ok([], { message: LISTING_MSG.approved });
    },
  );

  app.post(
    '/admin/:entity/:id/reject',
    { config, schema: { tags, summary: 'Reject a property or project with a reason the owner sees', params, body: rejectInput } },
    async (request) => {
      await service.decide({ id: requireUser(request).id, ip: request.ip }, request.params.entity, request.params.id, { approve: false, reason: request.body.reason });
      return ok([], { message: LISTING_MSG.rejected });
    },
  );
};
