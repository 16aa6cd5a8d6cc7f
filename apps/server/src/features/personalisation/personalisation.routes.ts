import { MSG } from '@abode/shared/messages';
import { personalisedFieldsInput, recommendationQuery } from '@abode/shared/schemas/personalisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { PersonalisationService } from './personalisation.service.js';

const tags = ['engagement'];
const config = { auth: 'required' as const };

export const personalisationRoutes: FastifyPluginAsyncZod<{ service: PersonalisationService }> = async (app, { service }) => {
  app.get('/personalised-fields', { config, schema: { tags, summary: "The user's feed preferences (always an object)" } }, async (request) =>
    ok(await service.get(requireUser(request).id)),
  );

  app.post(
    '/personalised-fields',
    { config, schema: { tags, summary: 'Replace the feed preferences (csv lists or arrays; price_range "min,max")', body: personalisedFieldsInput } },
    async (request) => ok(await service.save(requireUser(request).id, request.body), { message: MSG.preferencesSaved }),
  );

  app.delete('/personalised-fields', { config, schema: { tags, summary: 'Clear the feed preferences' } }, async (request) =>
    ok(await service.clear(requireUser(request).id), { message: MSG.preferencesCleared }),
  );

  app.get(
    '/get_user_recommendation',
    { config, schema: { tags, summary: 'Listings ranked for the user, each with why; popular nearby listings without preferences', querystring: recommendationQuery } },
    async (request) => {
      const { data, total } = await service.recommend(requireUser(request).id, request.query, request.headers['content-language']);
      return ok(data, { total });
    },
  );
};
