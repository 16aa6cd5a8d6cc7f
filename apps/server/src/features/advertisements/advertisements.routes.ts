import { MSG } from '@abode/shared/messages';
import { featureQueueQuery, rejectFeatureInput } from '@abode/shared/schemas/admin';
import { deleteAdvertisementInput, featuredDataQuery, storeAdvertisementInput } from '@abode/shared/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { AdvertisementsService } from './advertisements.service.js';
import { ADVERTISEMENTS_PERMISSION } from './advertisements.service.js';

const tags = ['advertising'];
const config = { auth: 'required' as const };

export const advertisementsRoutes: FastifyPluginAsyncZod<{ service: AdvertisementsService }> = async (app, { service }) => {
  app.post(
    '/store_advertisement',
    { config, schema: { tags, summary: 'Feature an own approved property or project (spends property_feature / project_feature)', body: storeAdvertisementInput } },
    async (request) => {
      const { feature_for, property_id, project_id } = request.body;
      const id = await service.store(requireUser(request).id, feature_for, (feature_for === 'property' ? property_id : project_id)!);
      return ok({ id }, { message: MSG.advertisementAdded });
    },
  );

  app.post('/delete_advertisement', { config, schema: { tags, summary: 'End an own feature', body: deleteAdvertisementInput } }, async (request) => {
    await service.remove(requireUser(request).id, request.body.id);
    return ok([], { message: MSG.advertisementDeleted });
  });

  app.get(
    '/get-featured-data',
    { config, schema: { tags, summary: 'The user’s featured listings with status (0 approved, 1 pending, 2 rejected, 3 expired) and end date', querystring: featuredDataQuery } },
    async (request) => {
      const { data, total } = await service.featured(requireUser(request).id, request.query.type, request.query, request.headers['content-language']);
      return ok(data, { total });
    },
  );

  const params = z.object({ id: z.coerce.number().int().positive() });
  // the admin console's guard checks this before the input (ADR 027); the service checks again
  const admin = { ...config, admin: ADVERTISEMENTS_PERMISSION } as const;
  app.get('/admin/advertisements', { config: admin, schema: { tags: ['admin'], summary: 'Featured-listing requests by state (pending first in line), with each listing and its owner', querystring: featureQueueQuery } }, async (request) => {
    const { status, offset, limit } = request.query;
    const { data, total } = await service.queue(status, { offset, limit });
    return ok(data, { total });
  });
  app.post('/admin/advertisements/:id/approve', { config: admin, schema: { tags: ['admin'], summary: 'Approve a pending feature request (audited; the owner is told in the app and by email)', params } }, async (request) => {
    await service.decide({ id: requireUser(request).id, ip: request.ip }, request.params.id, { approve: true });
    return ok([], { message: MSG.advertisementApproved });
  });
  app.post(
    '/admin/advertisements/:id/reject',
    { config: admin, schema: { tags: ['admin'], summary: 'Reject a pending feature request with the reason its owner reads (audited; told in the app and by email)', params, body: rejectFeatureInput } },
    async (request) => {
      await service.decide({ id: requireUser(request).id, ip: request.ip }, request.params.id, { approve: false, reason: request.body.reason });
      return ok([], { message: MSG.advertisementRejected });
    },
  );
};
