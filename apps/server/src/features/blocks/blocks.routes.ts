import { MSG } from '@abode/shared/messages';
import { blockInput } from '@abode/shared/schemas/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { BlocksService } from './blocks.service.js';

const tags = ['engagement'];
const config = { auth: 'required' as const };

export const blocksRoutes: FastifyPluginAsyncZod<{ service: BlocksService }> = async (app, { service }) => {
  app.post('/block-user', { config, schema: { tags, summary: 'Block a user (`to_user_id`) or the company (`to_admin=1`); idempotent', body: blockInput } }, async (request) => {
    await service.block(requireUser(request).id, request.body);
    return ok([], { message: MSG.userBlocked });
  });

  app.post('/unblock-user', { config, schema: { tags, summary: 'Lift a block; idempotent', body: blockInput } }, async (request) => {
    await service.unblock(requireUser(request).id, request.body);
    return ok([], { message: MSG.userUnblocked });
  });
};
