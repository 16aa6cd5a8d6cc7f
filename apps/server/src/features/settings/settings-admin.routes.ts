import { MSG } from '@abode/shared/messages';
import { demoModeInput, settingsInput } from '@abode/shared/schemas/admin';
import { contentPageInput, contentPageParams, homeSectionsInput } from '@abode/shared/schemas/admin-content';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import type { SettingsAdminService } from './settings-admin.service.js';

const tags = ['admin'];
const actingAs = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

export const settingsAdminRoutes: FastifyPluginAsyncZod<{ service: SettingsAdminService }> = async (app, { service }) => {
  app.get('/admin/settings', { config: { admin: 'settings.manage' }, schema: { tags, summary: 'The settings the console edits, and whether demo mode is on' } }, async () => ok(await service.get()));

  app.post(
    '/admin/settings',
    { config: { admin: 'settings.manage' }, schema: { tags, summary: 'Change some settings (only the keys sent; unknown keys are refused); audited', body: settingsInput } },
    async (request) => {
      await service.update(actingAs(request), request.body);
      return ok([], { message: MSG.settingsSaved });
    },
  );

  // The one changing call demo mode lets through (ADR 027): else the switch could never be turned back.
  app.post(
    '/admin/settings/demo-mode',
    { config: { admin: 'admin', demoExempt: true }, schema: { tags, summary: 'Switch demo mode on or off (admins only; allowed in demo mode)', body: demoModeInput } },
    async (request) => {
      await service.setDemoMode(actingAs(request), request.body.demo_mode);
      return ok([], { message: MSG.settingsSaved });
    },
  );

  // The Content area's pages and home sections (content.manage; issue #17)
  const content = { admin: 'content.manage' as const };

  app.get('/admin/pages', { config: content, schema: { tags, summary: 'The about, privacy policy and terms pages (HTML)' } }, async () => ok(await service.pages()));

  app.post(
    '/admin/pages/:page',
    { config: content, schema: { tags, summary: 'Save a page (about_us, privacy_policy or terms_conditions); the HTML is sanitised on save; audited', params: contentPageParams, body: contentPageInput } },
    async (request) => {
      await service.savePage(actingAs(request), request.params.page, request.body.body);
      return ok([], { message: MSG.pageSaved });
    },
  );

  app.get('/admin/homepage-sections', { config: content, schema: { tags, summary: 'The home page sections: title, order, on or off' } }, async () => ok(await service.sections()));

  app.post(
    '/admin/homepage-sections',
    { config: content, schema: { tags, summary: 'Set titles, order and switches of the sections sent (`sections[i][id|title|sort_order|is_active]`); homepage-data follows; audited', body: homeSectionsInput } },
    async (request) => {
      await service.saveSections(actingAs(request), request.body);
      return ok(await service.sections(), { message: MSG.homeSectionsSaved });
    },
  );
};
