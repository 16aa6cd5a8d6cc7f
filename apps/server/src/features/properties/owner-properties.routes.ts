import {
  activeStatusInput,
  addedPropertiesQuery,
  interestedUsersQuery,
  LISTING_MSG,
  propertyIdInput,
  propertyInput,
  propertyTypeStatusInput,
  updatePropertyInput,
} from '@abode/shared/schemas/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { OwnerPropertiesService } from './owner-properties.service.js';

const tags = ['listings'];
const config = { auth: 'required' as const };

export const ownerPropertiesRoutes: FastifyPluginAsyncZod<{ service: OwnerPropertiesService }> = async (app, { service }) => {
  app.post(
    '/post_property',
    { config, schema: { tags, summary: 'Post a property (multipart: title_image, gallery_images[], documents[], parameters[i][…], facilities[i][…])', body: propertyInput } },
    async (request) => {
      const data = await service.create(requireUser(request).id, request.body, request.headers['content-language']);
      return ok(data, { message: LISTING_MSG.posted });
    },
  );

  app.post(
    '/update_post_property',
    {
      config,
      schema: {
        tags,
        summary: 'Edit (action_type 0) or delete (action_type 1) an own property',
        description:
          'An absent field is left as it is. An optional field sent empty (client_address, video_link, meta_title, meta_description, meta_keywords) is cleared; ' +
          'a parameter sent with an empty value loses its value (a required one is refused); parameters= or facilities= (an empty list) removes them all. ' +
          'gallery_order sets the order of the gallery, stored images and new files together.',
        body: updatePropertyInput,
      },
    },
    async (request) => {
      const data = await service.update(requireUser(request).id, request.body, request.headers['content-language']);
      return ok(data, { message: request.body.action_type === 1 ? LISTING_MSG.deleted : LISTING_MSG.updated });
    },
  );

  app.post('/delete_property', { config, schema: { tags, summary: 'Delete an own property', body: propertyIdInput } }, async (request) => {
    await service.remove(requireUser(request).id, request.body.id);
    return ok([], { message: LISTING_MSG.deleted });
  });

  app.post('/remove_post_images', { config, schema: { tags, summary: 'Remove one gallery image of an own property', body: propertyIdInput } }, async (request) => {
    await service.removeGalleryImage(requireUser(request).id, request.body.id);
    return ok([], { message: LISTING_MSG.imageRemoved });
  });

  app.post(
    '/update_property_status',
    { config, schema: { tags, summary: 'Mark as sold (2), rented (3) or available for rent again (1)', body: propertyTypeStatusInput } },
    async (request) => {
      await service.setDealStatus(requireUser(request).id, request.body.property_id, request.body.status);
      return ok([], { message: LISTING_MSG.statusUpdated });
    },
  );

  app.post(
    '/change-property-status',
    { config, schema: { tags, summary: 'Switch an approved own property on (1) or off (0)', body: activeStatusInput } },
    async (request) => {
      await service.setActive(requireUser(request).id, request.body.property_id, request.body.status === 1);
      return ok([], { message: LISTING_MSG.statusUpdated });
    },
  );

  app.get(
    '/get-added-properties',
    { config, schema: { tags, summary: "The user's own properties in every state", querystring: addedPropertiesQuery } },
    async (request) => {
      const userId = requireUser(request).id;
      if (request.query.is_promoted) {
        const { offset, limit } = request.query;
        const { data, total } = await service.listAdvertised(userId, { offset, limit }, request.headers['content-language']);
        return ok(data, { total });
      }
      const { data, total, totalViews, similar } = await service.listOwn(userId, request.query, request.headers['content-language']);
      return ok(data, { total, total_views: totalViews, ...(similar ? { similiar_properties: similar } : {}) });
    },
  );

  app.get(
    '/get_interested_users',
    { config, schema: { tags, summary: 'Users interested in an own property', querystring: interestedUsersQuery } },
    async (request) => {
      const { offset, limit, property_id, slug_id } = request.query;
      const { data, total } = await service.interestedUsers(requireUser(request).id, { id: property_id, slugId: slug_id }, { offset, limit });
      return ok(data, { total });
    },
  );
};
