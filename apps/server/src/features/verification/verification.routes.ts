import { LISTING_MSG } from '@abode/shared/schemas/listings';
import { applyVerificationInput, rejectVerificationInput } from '@abode/shared/schemas/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import { FILE_ROUTE } from './verification-files.js';
import { REVIEW_PERMISSION, type VerificationService } from './verification.service.js';

const tags = ['agents'];
const config = { auth: 'required' as const };
const params = z.object({ id: z.coerce.number().int().positive() });

export const verificationRoutes: FastifyPluginAsyncZod<{ service: VerificationService }> = async (app, { service }) => {
  app.get('/get-agent-verification-form-fields', { config, schema: { tags, summary: 'The agent verification form' } }, async (request) =>
    ok(await service.formFields(request.headers['content-language'])),
  );

  app.post(
    '/apply-agent-verification',
    { config, schema: { tags, summary: 'Submit the verification form (form_fields[i][id], form_fields[i][value]; files for file fields)', body: applyVerificationInput } },
    async (request) => {
      await service.apply(requireUser(request).id, request.body);
      return ok([], { message: LISTING_MSG.verificationApplied });
    },
  );

  app.get('/get-agent-verification-form-values', { config, schema: { tags, summary: 'The latest verification request and its answers' } }, async (request) =>
    ok((await service.latest(requireUser(request).id, request.headers['content-language'])) ?? []),
  );

  app.get(
    `${FILE_ROUTE}/:name`,
    {
      // optional: a visitor gets the same 404 as anyone else who may not see the file, never a 401
      config: { auth: 'optional' as const },
      schema: { tags, summary: 'A file of a verification request, for its applicant and reviewers only (ADR 014)', params: z.object({ name: z.string() }) },
    },
    async (request, reply) => {
      const file = await service.file(request.user?.id, request.params.name);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .type(file.contentType)
        .send(file.body);
    },
  );

  app.post('/admin/verification/:id/approve', { config: { admin: REVIEW_PERMISSION }, schema: { tags: ['admin'], summary: 'Verify the agent of a pending request', params } }, async (request) => {
    await service.review({ id: requireUser(request).id, ip: request.ip }, request.params.id, { approve: true });
    return ok([], { message: LISTING_MSG.verificationReviewed });
  });

  app.post(
    '/admin/verification/:id/reject',
    { config: { admin: REVIEW_PERMISSION }, schema: { tags: ['admin'], summary: 'Refuse a pending request (the agent may apply again)', params, body: rejectVerificationInput } },
    async (request) => {
      await service.review({ id: requireUser(request).id, ip: request.ip }, request.params.id, { approve: false, reason: request.body.reason });
      return ok([], { message: LISTING_MSG.verificationReviewed });
    },
  );
};
