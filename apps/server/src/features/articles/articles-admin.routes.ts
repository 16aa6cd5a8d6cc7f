import { MSG } from '@abode/shared/messages';
import { adminArticlesQuery, articleCategoryInput, articleInput, articleStatusInput } from '@abode/shared/schemas/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingAs, uploadOf } from '../../core/http/admin-request.js';
import { ok } from '../../core/http/envelope.js';
import type { ArticlesAdminService } from './articles-admin.service.js';

// The console's articles (issue #17): all declared content.manage; changes are audited and
// refused in demo mode (admin-access.ts).

const tags = ['admin'];
const config = { admin: 'content.manage' as const };
const params = z.object({ id: z.coerce.number().int().positive() });

export const articlesAdminRoutes: FastifyPluginAsyncZod<{ service: ArticlesAdminService }> = async (app, { service }) => {
  app.get('/admin/articles', { config, schema: { tags, summary: 'Articles, drafts too: search by title or slug, filter by status and category', querystring: adminArticlesQuery } }, async (request) => {
    const { items, total } = await service.list(request.query);
    return ok(items, { total });
  });

  app.get('/admin/articles/:id', { config, schema: { tags, summary: 'One article with its (sanitised) HTML body', params } }, async (request) => ok(await service.get(request.params.id)));

  app.post(
    '/admin/articles',
    { config, schema: { tags, summary: 'Write an article (multipart; `image` a JPEG, PNG or WebP file); the HTML is sanitised on save; audited', body: articleInput } },
    async (request) => ok(await service.create(actingAs(request), request.body, uploadOf(request.body.image, 'Image')), { message: MSG.articleSaved }),
  );

  app.post(
    '/admin/articles/:id',
    { config, schema: { tags, summary: 'Edit an article (a new `image` replaces the old; the slug stays unless one is sent); audited', params, body: articleInput } },
    async (request) => ok(await service.update(actingAs(request), request.params.id, request.body, uploadOf(request.body.image, 'Image')), { message: MSG.articleSaved }),
  );

  app.post('/admin/articles/:id/status', { config, schema: { tags, summary: 'Publish (1) or unpublish (0) an article; audited', params, body: articleStatusInput } }, async (request) => {
    await service.setStatus(actingAs(request), request.params.id, request.body.status);
    return ok([], { message: MSG.articleSaved });
  });

  app.delete('/admin/articles/:id', { config, schema: { tags, summary: 'Delete an article and its picture; audited', params } }, async (request) => {
    await service.remove(actingAs(request), request.params.id);
    return ok([], { message: MSG.articleDeleted });
  });

  app.get('/admin/article-categories', { config, schema: { tags, summary: 'Article categories with their number of articles' } }, async () => ok(await service.categories()));

  app.post('/admin/article-categories', { config, schema: { tags, summary: 'Add an article category; audited', body: articleCategoryInput } }, async (request) =>
    ok({ id: await service.saveCategory(actingAs(request), null, request.body) }, { message: MSG.articleCategorySaved }),
  );

  app.post('/admin/article-categories/:id', { config, schema: { tags, summary: 'Rename an article category; audited', params, body: articleCategoryInput } }, async (request) =>
    ok({ id: await service.saveCategory(actingAs(request), request.params.id, request.body) }, { message: MSG.articleCategorySaved }),
  );

  app.delete('/admin/article-categories/:id', { config, schema: { tags, summary: 'Delete an article category (its articles become general); audited', params } }, async (request) => {
    await service.removeCategory(actingAs(request), request.params.id);
    return ok([], { message: MSG.articleCategoryDeleted });
  });
};
