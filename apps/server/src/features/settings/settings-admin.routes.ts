import { MSG } from '@abode/shared/messages';
import { demoModeInput, settingsInput } from '@abode/shared/schemas/admin';
import { contentPageInput, contentPageParams, homeSectionsInput } from '@abode/shared/schemas/admin-content';
import { mailSettingsInput, siteImageParams } from '@abode/shared/schemas/admin-site';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadOf } from '../../core/http/admin-request.js';
import { requireUser } from '../../core/http/auth-guard.js';
import { badRequest } from '../../core/http/errors.js';
import { ok } from '../../core/http/envelope.js';
import type { Mailer } from '../../core/mail/mailer.js';
import type { MailSettingsService } from './mail-settings.service.js';
import type { SettingsAdminService } from './settings-admin.service.js';

const tags = ['admin'];
const actingAs = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

export const settingsAdminRoutes: FastifyPluginAsyncZod<{
  service: SettingsAdminService;
  mail: { settings: MailSettingsService; mailer: Mailer; emailOf: (userId: number) => Promise<string>; companyName: () => Promise<string> };
}> = async (app, { service, mail }) => {
  app.get('/admin/settings', { config: { admin: 'settings.manage' }, schema: { tags, summary: 'The settings the console edits, and whether demo mode is on' } }, async () => ok(await service.get()));

  app.post(
    '/admin/settings',
    { config: { admin: 'settings.manage' }, schema: { tags, summary: 'Change some settings (only the keys sent; unknown keys are refused); audited', body: settingsInput } },
    async (request) => {
      await service.update(actingAs(request), request.body);
      return ok([], { message: MSG.settingsSaved });
    },
  );

  app.post(
    '/admin/settings/images/:key',
    {
      config: { admin: 'settings.manage' },
      schema: { tags, summary: 'Upload a site image (web_logo, web_footer_logo, web_placeholder_logo, web_favicon; multipart `image`, PNG, JPEG or WebP); replaces the stored one; audited', params: siteImageParams, body: z.object({ image: z.unknown() }).partial() },
    },
    async (request) => ok({ [request.params.key]: await service.saveImage(actingAs(request), request.params.key, uploadOf(request.body.image, 'Image')) }, { message: MSG.siteImageSaved }),
  );

  // the outgoing mail server (the password answered masked, kept when sent empty)
  app.get('/admin/settings/mail', { config: { admin: 'settings.manage' }, schema: { tags, summary: 'The SMTP settings (password masked); an empty host means the server\'s SMTP_URL' } }, async () => ok(await mail.settings.get()));

  app.post(
    '/admin/settings/mail',
    { config: { admin: 'settings.manage' }, schema: { tags, summary: 'Change the SMTP settings (an empty password keeps the stored one); the mailer uses them from the next mail; audited', body: mailSettingsInput } },
    async (request) => {
      await mail.settings.update(actingAs(request), request.body);
      return ok(await mail.settings.get(), { message: MSG.mailSettingsSaved });
    },
  );

  app.post('/admin/settings/mail/test', { config: { admin: 'settings.manage' }, schema: { tags, summary: 'Send a test mail to the signed-in admin\'s own address through the current mail settings; a failure answers the SMTP error' } }, async (request) => {
    const to = await mail.emailOf(requireUser(request).id);
    if (!to) throw badRequest(MSG.invalidEmail);
    await mail.settings.sendTest(mail.mailer, to, await mail.companyName());
    return ok({ to }, { message: MSG.testMailSent });
  });

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
