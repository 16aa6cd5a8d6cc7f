import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { DashboardService } from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (app, { service }) => {
  app.get(
    '/user/dashboard',
    { config: { auth: 'required' }, schema: { tags: ['accounts'], summary: "The owner's dashboard: listings by state, daily views (30 days), interest, favourites, package" } },
    async (request) => ok(await service.forUser(requireUser(request).id)),
  );
};
