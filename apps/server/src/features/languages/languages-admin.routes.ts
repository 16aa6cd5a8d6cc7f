import { MSG } from '@abode/shared/messages';
import { addLanguageInput, languageStringsQuery, setLanguageStringInput, updateLanguageInput } from '@abode/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import { badRequest } from '../../core/http/errors.js';
import { isUploadedFile } from '../../core/http/uploaded-file.js';
import type { LanguagesAdminService } from './languages-admin.service.js';

// The console's languages (issue #17, ADR 027): all declared languages.manage.

const tags = ['admin'];
const config = { admin: 'languages.manage' as const };
const params = z.object({ id: z.coerce.number().int().positive() });
const actingAs = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

export const languagesAdminRoutes: FastifyPluginAsyncZod<{ service: LanguagesAdminService }> = async (app, { service }) => {
  app.get('/admin/languages', { config, schema: { tags, summary: 'Every language, on or off, with its number of strings and which is the default' } }, async () => ok(await service.list()));

  app.post('/admin/languages', { config, schema: { tags, summary: 'Add a language (code, name, rtl); its strings start empty (English shows)', body: addLanguageInput } }, async (request) =>
    ok({ id: await service.add(actingAs(request), request.body) }, { message: MSG.languageSaved }),
  );

  app.post(
    '/admin/languages/:id',
    { config, schema: { tags, summary: 'Rename, set the direction, switch on or off, or make the default', params, body: updateLanguageInput } },
    async (request) => {
      await service.update(actingAs(request), request.params.id, request.body);
      return ok([], { message: MSG.languageSaved });
    },
  );

  app.get(
    '/admin/languages/:id/strings',
    { config, schema: { tags, summary: "The language's strings beside the English, searchable; `missing=1` keeps the untranslated", params, querystring: languageStringsQuery } },
    async (request) => {
      const { items, total } = await service.strings(request.params.id, request.query);
      return ok(items, { total });
    },
  );

  app.post(
    '/admin/languages/:id/strings',
    { config, schema: { tags, summary: 'Set one string (an empty value removes it: the English shows)', params, body: setLanguageStringInput } },
    async (request) => {
      await service.setString(actingAs(request), request.params.id, request.body.key, request.body.value);
      return ok([], { message: MSG.languageSaved });
    },
  );

  app.post(
    '/admin/languages/:id/file',
    { config, schema: { tags, summary: 'Replace the web file with an uploaded JSON (multipart `file`; flat or nested strings, at most 1 MB)', params, body: z.object({ file: z.unknown() }) } },
    async (request) => {
      if (!isUploadedFile(request.body.file)) throw badRequest(MSG.languageFileInvalid);
      await service.upload(actingAs(request), request.params.id, request.body.file);
      return ok([], { message: MSG.languageSaved });
    },
  );

  app.get('/admin/languages/:id/file', { config, schema: { tags, summary: 'Download the web file as JSON (flat, as get_languages answers it)', params } }, async (request, reply) => {
    const file = await service.download(request.params.id);
    return reply
      .header('content-disposition', `attachment; filename="${file.code}.json"`)
      .header('cache-control', 'private, no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(file.strings, null, 2));
  });
};
