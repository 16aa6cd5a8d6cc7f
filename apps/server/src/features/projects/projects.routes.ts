import { getProjectDetailQuery, getProjectsQuery } from '@abode/shared/schemas/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { ProjectsService } from './projects.service.js';

export const projectsRoutes: FastifyPluginAsyncZod<{ service: ProjectsService }> = async (app, { service }) => {
  app.get(
    '/get-projects',
    { config: { auth: 'optional' }, schema: { tags: ['projects'], summary: 'Visible projects, featured first', querystring: getProjectsQuery } },
    async (request) => {
      const { data, total } = await service.list(request.query, request.headers['content-language']);
      return ok(data, { total });
    },
  );

  app.get(
    '/get-project-detail',
    {
      config: { auth: 'required' },
      schema: { tags: ['projects'], summary: 'One project by id or slug_id (needs the project_access package feature)', querystring: getProjectDetailQuery },
    },
    async (request) => {
      const { data, similar } = await service.detail(request.query, requireUser(request).id, request.headers['content-language']);
      return ok(data, { total: 1, ...(similar ? { similar_projects: similar } : {}) });
    },
  );
};
