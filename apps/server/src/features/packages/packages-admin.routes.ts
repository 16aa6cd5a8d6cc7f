import { MSG } from '@abode/shared/messages';
import { grantPackageInput, packageInput, revokePackageInput, userPackagesQuery } from '@abode/shared/schemas/admin-money';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import { PAYMENTS_PERMISSION } from '../payments/bank-transfer.service.js';
import type { PackagesAdminService } from './packages-admin.service.js';

// /api/admin/packages and /api/admin/user-packages (packages.manage, ADR 027).

const tags = ['admin'];
const config = { admin: PAYMENTS_PERMISSION } as const;
const params = z.object({ id: z.coerce.number().int().positive() });
const actingAs = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

export const packagesAdminRoutes: FastifyPluginAsyncZod<{ service: PackagesAdminService }> = async (app, { service }) => {
  app.get('/admin/packages', { config, schema: { tags, summary: 'Every package (on sale or not) with its feature limits and how many hold it now' } }, async () => ok(await service.list()));

  app.post('/admin/packages', { config, schema: { tags, summary: 'Create a package with its feature limits (limit_<feature>: a number or "unlimited"); audited', body: packageInput } }, async (request) =>
    ok(await service.create(actingAs(request), request.body), { message: MSG.packageSaved }),
  );

  app.get('/admin/packages/:id', { config, schema: { tags, summary: 'One package', params } }, async (request) => ok(await service.get(request.params.id)));

  app.post(
    '/admin/packages/:id',
    { config, schema: { tags, summary: 'Replace a package and its limits (holders keep the limits they got); audited before and after', params, body: packageInput } },
    async (request) => ok(await service.update(actingAs(request), request.params.id, request.body), { message: MSG.packageSaved }),
  );

  app.delete('/admin/packages/:id', { config, schema: { tags, summary: 'Delete a package nobody bought or held (else switch it off); audited', params } }, async (request) => {
    await service.remove(actingAs(request), request.params.id);
    return ok([], { message: MSG.packageDeleted });
  });

  app.get('/admin/user-packages', { config, schema: { tags, summary: "Users' packages, newest first (filter by user, package, running or ended)", querystring: userPackagesQuery } }, async (request) => {
    const { items, total } = await service.holdings(request.query);
    return ok(items, { total });
  });

  app.post('/admin/user-packages', { config, schema: { tags, summary: 'Grant a user a package by hand, with the reason; audited', body: grantPackageInput } }, async (request) => {
    await service.grant(actingAs(request), request.body);
    return ok([], { message: MSG.packageGranted });
  });

  app.post(
    '/admin/user-packages/:id/revoke',
    { config, schema: { tags, summary: "End a user's running package now, with the reason; audited", params, body: revokePackageInput } },
    async (request) => {
      await service.revoke(actingAs(request), request.params.id, request.body.reason);
      return ok([], { message: MSG.packageRevoked });
    },
  );
};
