import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { MSG } from '@abode/shared/messages';
import { fail } from './envelope.js';
import { ApiError } from './errors.js';

// zod's own wording ("Invalid input: expected string…") does not say which field it is about;
// schemas in packages/shared give their own messages, which are shown as written.
const GENERIC = /^(Invalid|Too (big|small)|Expected|Unrecognized)/;
const PRODUCT_MESSAGES = new Set<string>(Object.values(MSG));

function describeIssue(path: string, message: string): string {
  return path && GENERIC.test(message) && !PRODUCT_MESSAGES.has(message) ? `${path}: ${message}` : message;
}

export function validationMessage(error: ZodError): string {
  const issue = error.issues[0];
  return issue ? describeIssue(issue.path.join('.'), issue.message) : MSG.invalidInput;
}

/** Maps every failure to the envelope; 5xx bodies never carry stack traces or SQL. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.status).send(fail(error.status, error.message, error.extra));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(fail(400, validationMessage(error)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      return reply.status(400).send(fail(400, first ? describeIssue(path, first.message ?? MSG.invalidInput) : MSG.invalidInput));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send(fail(429, MSG.tooManyRequests));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) are safe to show.
      return reply.status(status).send(fail(status, error.message || MSG.invalidInput));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(fail(500, MSG.somethingWrong));
  });
}
