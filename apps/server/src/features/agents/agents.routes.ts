import { agentListQuery } from '@abode/shared/schemas/agents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import type { AgentsService } from './agents.service.js';

export const agentsRoutes: FastifyPluginAsyncZod<{ service: AgentsService }> = async (app, { service }) => {
  app.get(
    '/agent-list',
    { config: { auth: 'public' }, schema: { tags: ['agents'], summary: 'Agents, the company first, then verified and busiest', querystring: agentListQuery } },
    async (request) => {
      const { data, total } = await service.list(request.query);
      return ok(data, { total });
    },
  );
};
