import { MSG } from '@abode/shared/messages';
import { reportReasonInput } from '@abode/shared/schemas/catalogue-admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { ReportReasonsAdminService } from './report-reasons-admin.service.js';

// The console's report reasons (issue #17, ADR 027): catalogue.manage; changes refused in demo mode, audited.

const tags = ['admin'];
const config = { admin: 'catalogue.manage' as const };
const params = z.object({ id: z.coerce.number().int().positive() });
const actingAs = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

export const reportReasonsAdminRoutes: FastifyPluginAsyncZod<{ service: ReportReasonsAdminService }> = async (app, { service }) => {
  app.get('/admin/report-reasons', { config, schema: { tags, summary: 'Every report reason with the reports that chose it counted' } }, async () => ok(await service.list()));

  app.post('/admin/report-reasons', { config, schema: { tags, summary: 'Add a report reason (reason, translations[code])', body: reportReasonInput } }, async (request) =>
    ok(await service.create(actingAs(request), request.body), { message: MSG.reportReasonSaved }),
  );

  app.post('/admin/report-reasons/:id', { config, schema: { tags, summary: 'Edit a report reason', params, body: reportReasonInput } }, async (request) =>
    ok(await service.update(actingAs(request), request.params.id, request.body), { message: MSG.reportReasonSaved }),
  );

  app.delete('/admin/report-reasons/:id', { config, schema: { tags, summary: 'Delete a report reason (reports made with it keep its text)', params } }, async (request) => {
    await service.remove(actingAs(request), request.params.id);
    return ok([], { message: MSG.reportReasonDeleted });
  });
};
