import { MSG } from '@abode/shared/messages';
import { checkPackageLimitQuery, getPackageQuery, packageIdInput } from '@abode/shared/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { CatalogueService } from './catalogue.service.js';

const tags = ['packages'];

export const packagesRoutes: FastifyPluginAsyncZod<{ service: CatalogueService }> = async (app, { service }) => {
  // clients use both spellings (API-CONTRACT.md §2.6); both answer the 1.2.3+ shape
  for (const url of ['/get-package', '/get_package']) {
    app.get(
      url,
      { config: { auth: 'optional' }, schema: { tags, summary: 'Packages on sale; with a bearer also the user’s running packages (active_packages) and usage', querystring: getPackageQuery } },
      async (request) => {
        const { data, ...siblings } = await service.catalogue(request.user?.id ?? null, request.headers['content-language']);
        return ok(data, siblings);
      },
    );
  }

  app.get('/get-features', { config: { auth: 'public' }, schema: { tags, summary: 'The seven gateable package features' } }, async () => {
    const { all_features } = await service.catalogue(null, undefined);
    return ok(all_features);
  });

  app.post(
    '/assign_package',
    { config: { auth: 'required' }, schema: { tags, summary: 'Take a free package (paid ones are granted by their payment)', body: packageIdInput } },
    async (request) => {
      await service.assignFree(requireUser(request).id, request.body.package_id);
      return ok([], { message: MSG.packagePurchased });
    },
  );

  app.get(
    '/check-package-limit',
    { config: { auth: 'required' }, schema: { tags, summary: 'Whether the user has a package, the feature and a unit of it left', querystring: checkPackageLimitQuery } },
    async (request) => ok(await service.availability(requireUser(request).id, request.query.type)),
  );
};
