import { MSG } from '@abode/shared/messages';
import { updateProfileSchema, userStatusSchema } from '@abode/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import { badRequest } from '../../core/http/errors.js';
import { clearSessionCookie } from '../../core/http/session-cookie.js';
import { isUploadedFile } from '../../core/http/uploaded-file.js';
import type { EmailClaims } from '../auth/email-claims.service.js';
import { requestLanguage } from '../../core/http/request-language.js';
import { USERS_PERMISSION, type UsersService } from './users.service.js';

const tags = ['accounts'];
const required = { auth: 'required' as const };

export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService; emailChanges: Pick<EmailClaims, 'requestChange'> }> = async (app, { service, emailChanges }) => {
  app.get('/get-user-data', { config: required, schema: { tags, summary: 'The logged-in user' } }, async (request) =>
    ok(await service.getProfile(requireUser(request).id)),
  );

  app.post(
    '/update_profile',
    {
      config: required,
      schema: { tags, summary: 'Update the profile; `profile` may be a JPEG/PNG picture (≥120×120)', body: updateProfileSchema.extend({ profile: z.unknown().optional() }) },
    },
    async (request) => {
      const { profile, email, ...input } = request.body;
      if (profile !== undefined && profile !== '' && !isUploadedFile(profile)) throw badRequest('Profile picture must be an uploaded image file');
      const actor = requireUser(request);
      // a new address is the account's only once the code sent there comes back through verify-otp
      const current = await service.findById(actor.id);
      const pendingEmail = await emailChanges.requestChange(actor, current?.email ?? null, email, request.ip, requestLanguage(request.headers));
      const user = await service.updateProfile(actor.id, input, isUploadedFile(profile) ? profile : undefined);
      return ok(user, { message: MSG.profileUpdated, ...(pendingEmail ? { pending_email: pendingEmail } : {}) });
    },
  );

  app.post('/delete_user', { config: required, schema: { tags, summary: 'Delete the account and everything it owns' } }, async (request, reply) => {
    await service.deleteAccount(requireUser(request).id);
    clearSessionCookie(reply);
    return ok([], { message: MSG.accountDeleted });
  });

  app.post(
    '/admin/users/:id/status',
    {
      config: { admin: USERS_PERMISSION },
      schema: { tags: ['admin'], summary: 'Activate or deactivate an account (users.manage); deactivating ends its sessions', params: z.object({ id: z.coerce.number().int().positive() }), body: userStatusSchema },
    },
    async (request) => {
      const user = await service.setActive({ id: requireUser(request).id, ip: request.ip }, request.params.id, request.body.is_active === 1);
      return ok(user, { message: MSG.userStatusUpdated });
    },
  );
};
