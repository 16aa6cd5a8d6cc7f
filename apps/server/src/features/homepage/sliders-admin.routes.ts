import { MSG } from '@abode/shared/messages';
import { sliderInput } from '@abode/shared/schemas/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingAs, uploadOf } from '../../core/http/admin-request.js';
import { ok } from '../../core/http/envelope.js';
import type { SlidersAdminService } from './sliders-admin.service.js';

const tags = ['admin'];
const config = { admin: 'content.manage' as const };
const params = z.object({ id: z.coerce.number().int().positive() });

export const slidersAdminRoutes: FastifyPluginAsyncZod<{ service: SlidersAdminService }> = async (app, { service }) => {
  app.get('/admin/sliders', { config, schema: { tags, summary: 'Every slider, active or not, in their order, with what each points at' } }, async () => ok(await service.list()));

  const files = (body: { web_image?: unknown; image?: unknown }) => ({ webImage: uploadOf(body.web_image, 'Web image'), image: uploadOf(body.image, 'App image') });

  app.post(
    '/admin/sliders',
    { config, schema: { tags, summary: 'Add a slider (multipart; type 1 default, 2 category_id, 3 property_id, 4 link; `web_image` required); audited', body: sliderInput } },
    async (request) => ok(await service.save(actingAs(request), null, request.body, files(request.body)), { message: MSG.sliderSaved }),
  );

  app.post(
    '/admin/sliders/:id',
    { config, schema: { tags, summary: 'Edit a slider (new images replace the old ones); audited', params, body: sliderInput } },
    async (request) => ok(await service.save(actingAs(request), request.params.id, request.body, files(request.body)), { message: MSG.sliderSaved }),
  );

  app.delete('/admin/sliders/:id', { config, schema: { tags, summary: 'Delete a slider and its images; audited', params } }, async (request) => {
    await service.remove(actingAs(request), request.params.id);
    return ok([], { message: MSG.sliderDeleted });
  });
};
