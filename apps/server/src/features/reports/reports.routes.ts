import { MSG } from '@abode/shared/messages';
import { addReportInput, getReportReasonsQuery } from '@abode/shared/schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { ReportsService } from './reports.service.js';

export const reportsRoutes: FastifyPluginAsyncZod<{ service: ReportsService }> = async (app, { service }) => {
  app.get(
    '/get_report_reasons',
    { config: { auth: 'public' }, schema: { tags: ['content'], summary: 'Reasons a listing can be reported for', querystring: getReportReasonsQuery } },
    async (request) => {
      const { data, total } = await service.reasons(request.query, request.headers['content-language']);
      return ok(data, { total });
    },
  );

  app.post(
    '/add_reports',
    { config: { auth: 'required' }, schema: { tags: ['engagement'], summary: 'Report a listing once (reason_id 0 = Other, with other_message)', body: addReportInput } },
    async (request) => {
      await service.add(requireUser(request).id, request.body);
      return ok([], { message: MSG.reportSubmitted });
    },
  );
};
