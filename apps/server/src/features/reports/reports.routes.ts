import { getReportReasonsQuery } from '@abode/shared/schemas/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
};
