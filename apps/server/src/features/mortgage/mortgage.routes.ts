import { mortgageQuery } from '@abode/shared/schemas/mortgage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../core/http/envelope.js';
import type { MortgageService } from './mortgage.service.js';

export const mortgageRoutes: FastifyPluginAsyncZod<{ service: MortgageService }> = async (app, { service }) => {
  app.get(
    '/mortgage-calculator',
    { config: { auth: 'optional' }, schema: { tags: ['calculators'], summary: 'Monthly payment and totals; yearly/monthly schedule with the package feature', querystring: mortgageQuery } },
    async (request) => ok(await service.calculate(request.query, request.user?.id ?? null)),
  );
};
