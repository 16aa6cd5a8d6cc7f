import { addedProjectsQuery, LISTING_MSG, projectActiveStatusInput, projectIdInput, projectInput } from '@abode/shared/schemas/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { OwnerProjectsService } from './owner-projects.service.js';

const tags = ['listings'];
const config = { auth: 'required' as const };

export const ownerProjectsRoutes: FastifyPluginAsyncZod<{ service: OwnerProjectsService }> = async (app, { service }) => {
  app.post(
    '/post_project',
    { config, schema: { tags, summary: 'Post a project, or edit an own one with id (gallery_images[], documents[], plans[i][title|document|id])', body: projectInput } },
    async (request) => {
      const data = await service.save(requireUser(request).id, request.body, request.headers['content-language']);
      return ok(data, { message: request.body.id === undefined ? LISTING_MSG.projectPosted : LISTING_MSG.projectUpdated });
    },
  );

  app.post('/delete_project', { config, schema: { tags, summary: 'Delete an own project', body: projectIdInput } }, async (request) => {
    await service.remove(requireUser(request).id, request.body.id);
    return ok([], { message: LISTING_MSG.projectDeleted });
  });

  app.post(
    '/change-project-status',
    { config, schema: { tags, summary: 'Switch an approved own project on (1) or off (0)', body: projectActiveStatusInput } },
    async (request) => {
      await service.setActive(requireUser(request).id, request.body.project_id, request.body.status === 1);
      return ok([], { message: LISTING_MSG.statusUpdated });
    },
  );

  app.get(
    '/get-added-projects',
    { config, schema: { tags, summary: "The user's own projects in every state", querystring: addedProjectsQuery } },
    async (request) => {
      const { data, total, similar } = await service.listOwn(requireUser(request).id, request.query, request.headers['content-language']);
      return ok(data, { total, ...(similar ? { similar_projects: similar } : {}) });
    },
  );
};
