import { MSG } from '@abode/shared/messages';
import { propertyIdInput } from '@abode/shared/schemas/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { ListingExpiry } from './listing-expiry.js';

export const listingExpiryRoutes: FastifyPluginAsyncZod<{ expiry: ListingExpiry }> = async (app, { expiry }) => {
  app.post(
    '/renew-property',
    { config: { auth: 'required' }, schema: { tags: ['listings'], summary: 'Start a new term for an expired own property', body: propertyIdInput } },
    async (request) => {
      await expiry.renew(requireUser(request).id, request.body.id);
      return ok([], { message: MSG.listingRenewed });
    },
  );
};
