import { agentListQuery, agentPropertiesQuery } from '@abode/shared/schemas/agents';
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

  app.get(
    '/agent-properties',
    {
      config: { auth: 'optional' },
      schema: { tags: ['agents'], summary: "One agent's profile and a page of their listings (or projects with is_projects=1)", querystring: agentPropertiesQuery },
    },
    async (request) => {
      const { data, total } = await service.properties(request.query, request.user?.id ?? null, request.headers['content-language']);
      return ok(data, { total });
    },
  );
};
