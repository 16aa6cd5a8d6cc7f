import { MSG } from '@abode/shared/messages';
import { categoryInput, orderInput, parameterInput } from '@abode/shared/schemas/catalogue-admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { CategoriesAdminService } from './categories-admin.service.js';

// The console's categories (issue #17, ADR 027): all declared catalogue.manage; the guard refuses
// changes in demo mode, the repository audits each one.

const tags = ['admin'];
const config = { admin: 'catalogue.manage' as const };
const params = z.object({ id: z.coerce.number().int().positive() });
const parameterParams = z.object({ id: z.coerce.number().int().positive(), parameterId: z.coerce.number().int().positive() });
const actingAs = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

export const categoriesAdminRoutes: FastifyPluginAsyncZod<{ service: CategoriesAdminService }> = async (app, { service }) => {
  app.get('/admin/categories', { config, schema: { tags, summary: 'Every category (on or off) in its order, with listings and parameters counted' } }, async () => ok(await service.list()));

  app.post(
    '/admin/categories',
    { config, schema: { tags, summary: 'Add a category (multipart: name, slug, SEO fields, translations[code], status, image); last in the order', body: categoryInput } },
    async (request) => ok(await service.create(actingAs(request), request.body), { message: MSG.categorySaved }),
  );

  app.post('/admin/categories/order', { config, schema: { tags, summary: 'Reorder the categories (ids, every category once, first to last)', body: orderInput } }, async (request) => {
    await service.reorder(actingAs(request), request.body.ids);
    return ok([], { message: MSG.orderSaved });
  });

  app.get('/admin/categories/:id', { config, schema: { tags, summary: 'One category with its parameters in form order', params } }, async (request) => ok(await service.get(request.params.id)));

  app.post(
    '/admin/categories/:id',
    { config, schema: { tags, summary: 'Edit a category (an image sent replaces the old one; a blank slug keeps it)', params, body: categoryInput } },
    async (request) => ok(await service.update(actingAs(request), request.params.id, request.body), { message: MSG.categorySaved }),
  );

  app.delete('/admin/categories/:id', { config, schema: { tags, summary: 'Delete a category no listing or project uses (else refused: switch it off instead)', params } }, async (request) => {
    await service.remove(actingAs(request), request.params.id);
    return ok([], { message: MSG.categoryDeleted });
  });

  app.post(
    '/admin/categories/:id/parameters',
    { config, schema: { tags, summary: 'Add a parameter to the end of the category’s form (name, type, options, is_required, translations[code])', params, body: parameterInput } },
    async (request) => ok(await service.addParameter(actingAs(request), request.params.id, request.body), { message: MSG.parameterSaved }),
  );

  app.post(
    '/admin/categories/:id/parameters/order',
    { config, schema: { tags, summary: 'Reorder the category’s parameters (ids, each once, first to last)', params, body: orderInput } },
    async (request) => {
      await service.reorderParameters(actingAs(request), request.params.id, request.body.ids);
      return ok([], { message: MSG.orderSaved });
    },
  );

  app.post(
    '/admin/categories/:id/parameters/:parameterId',
    { config, schema: { tags, summary: 'Edit a parameter of the category (categories sharing it see the change too)', params: parameterParams, body: parameterInput } },
    async (request) => ok(await service.updateParameter(actingAs(request), request.params.id, request.params.parameterId, request.body), { message: MSG.parameterSaved }),
  );

  app.delete(
    '/admin/categories/:id/parameters/:parameterId',
    { config, schema: { tags, summary: 'Take a parameter off the category’s form (deleted with its answers when no other category has it)', params: parameterParams } },
    async (request) => {
      await service.removeParameter(actingAs(request), request.params.id, request.params.parameterId);
      return ok([], { message: MSG.parameterRemoved });
    },
  );
};
