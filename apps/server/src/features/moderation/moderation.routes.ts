import { ADMIN_MSG, bulkDecisionInput } from '@abode/shared/schemas/admin';
import { LISTING_MSG, rejectInput } from '@abode/shared/schemas/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { ModeratedEntity } from './moderation.repo.js';
import { MODERATE_PERMISSION, type ModerationService } from './moderation.service.js';

const tags = ['admin'];
const params = z.object({ id: z.coerce.number().int().positive() });
const NOUN: Record<ModeratedEntity, string> = { properties: 'property', projects: 'project' };

export const moderationRoutes: FastifyPluginAsyncZod<{ service: ModerationService }> = async (app, { service }) => {
  // one route per kind of listing, so that each declares its own permission (ADR 027)
  for (const entity of ['properties', 'projects'] as const) {
    const config = { admin: MODERATE_PERMISSION[entity] };
    app.post(
      `/admin/${entity}/:id/approve`,
      { config, schema: { tags, summary: `Approve a ${NOUN[entity]} (${MODERATE_PERMISSION[entity]}); the owner is notified in the app and by email`, params } },
      async (request) => {
        await service.decide({ id: requireUser(request).id, ip: request.ip }, entity, request.params.id, { approve: true });
        return ok([], { message: LISTING_MSG.approved });
      },
    );

    app.post(
      `/admin/${entity}/:id/reject`,
      { config, schema: { tags, summary: `Reject a ${NOUN[entity]} with a reason its owner sees (${MODERATE_PERMISSION[entity]})`, params, body: rejectInput } },
      async (request) => {
        await service.decide({ id: requireUser(request).id, ip: request.ip }, entity, request.params.id, { approve: false, reason: request.body.reason });
        return ok([], { message: LISTING_MSG.rejected });
      },
    );

    app.post(
      `/admin/${entity}/bulk`,
      { config, schema: { tags, summary: `Approve or reject many ${entity} at once (ids, decision, reason); one answer per id`, body: bulkDecisionInput } },
      async (request) => {
        const { ids, decision, reason } = request.body;
        const results = await service.decideMany({ id: requireUser(request).id, ip: request.ip }, entity, ids, decision === 'approve' ? { approve: true } : { approve: false, reason: reason ?? '' });
        return ok(results, { message: ADMIN_MSG.bulkDone });
      },
    );
  }
};
