import {
  ADMIN_MSG,
  auditQuery,
  listingQueueQuery,
  reportQueueQuery,
  resolveReportInput,
  staffInput,
  staffPermissionsInput,
  userListQuery,
  verificationQueueQuery,
} from '@abode/shared/schemas/admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import { MODERATE_PERMISSION } from '../moderation/moderation.service.js';
import { USERS_PERMISSION } from '../users/users.service.js';
import { REVIEW_PERMISSION } from '../verification/verification.service.js';
import type { AdminService } from './admin.service.js';

// The console's own calls (issue #17). Each route declares who may call it in `config.admin`
// (ADR 027); the access guard checks it before the handler runs.

const tags = ['admin'];
const params = z.object({ id: z.coerce.number().int().positive() });
const actingAs = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {

  app.get('/admin/me', { config: { admin: 'staff' }, schema: { tags, summary: 'The signed-in admin or staff account, its permissions and whether demo mode is on' } }, async (request) =>
    ok(await service.me(requireUser(request).id)),
  );

  app.get('/admin/dashboard', { config: { admin: 'staff' }, schema: { tags, summary: 'Counts, weekly series, queues waiting and top cities' } }, async () => ok(await service.dashboard()));

  app.get('/admin/audit-log', { config: { admin: 'audit.view' }, schema: { tags, summary: 'Who changed what and when, newest first (filter by actor, entity, action, dates)', querystring: auditQuery } }, async (request) => {
    const { items, total } = await service.audit(request.query);
    return ok(items, { total });
  });

  for (const entity of ['properties', 'projects'] as const) {
    app.get(
      `/admin/${entity}`,
      { config: { admin: MODERATE_PERMISSION[entity] }, schema: { tags, summary: `The ${entity} moderation queue by review state (pending first come, first served)`, querystring: listingQueueQuery } },
      async (request) => {
        const { items, total } = await service.listings(entity, request.query);
        return ok(items, { total });
      },
    );
  }

  app.get(
    '/admin/verification',
    { config: { admin: REVIEW_PERMISSION }, schema: { tags, summary: 'Agent verification requests with their answers; file answers link to the authorising route', querystring: verificationQueueQuery } },
    async (request) => {
      const { status, ...page } = request.query;
      const { items, total } = await service.verifications(status, page);
      return ok(items, { total });
    },
  );

  app.get('/admin/reports', { config: { admin: 'reports.manage' }, schema: { tags, summary: "Users' reports on listings by state", querystring: reportQueueQuery } }, async (request) => {
    const { status, ...page } = request.query;
    const { items, total } = await service.reports(status, page);
    return ok(items, { total });
  });

  app.post(
    '/admin/reports/:id/close',
    { config: { admin: 'reports.manage' }, schema: { tags, summary: 'Close an open report: resolved (acted on) or dismissed, with a note', params, body: resolveReportInput } },
    async (request) => {
      await service.closeReport(actingAs(request), request.params.id, request.body);
      return ok([], { message: ADMIN_MSG.reportClosed });
    },
  );

  app.get('/admin/users', { config: { admin: USERS_PERMISSION }, schema: { tags, summary: 'Search and filter accounts', querystring: userListQuery } }, async (request) => {
    const { items, total } = await service.users(request.query);
    return ok(items, { total });
  });

  app.get('/admin/users/:id', { config: { admin: USERS_PERMISSION }, schema: { tags, summary: "One account: its listings and reports counted, its live sessions", params } }, async (request) =>
    ok(await service.user(request.params.id)),
  );

  app.post('/admin/staff', { config: { admin: 'admin' }, schema: { tags, summary: 'Create a staff account with the areas it may work in (admins only)', body: staffInput } }, async (request) =>
    ok(await service.createStaff(actingAs(request), request.body), { message: ADMIN_MSG.staffSaved }),
  );

  app.post(
    '/admin/staff/:id/permissions',
    { config: { admin: 'admin' }, schema: { tags, summary: "Replace a staff account's permissions (admins only)", params, body: staffPermissionsInput } },
    async (request) => ok(await service.setPermissions(actingAs(request), request.params.id, request.body.permissions), { message: ADMIN_MSG.staffSaved }),
  );
};
