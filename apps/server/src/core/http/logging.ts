import type { DestinationStream } from 'pino';
import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../env.js';

// Logs never hold secrets (issue #12): credentials in headers are censored, and so are the
// values of query parameters that carry one-time codes, tokens and passwords (links in mails).
const SECRET_QUERY_KEYS = new Set(['otp', 'token', 'password', 'code']);
const REDACTED = '[Redacted]';

/** The URL as logged: secret query values replaced, everything else as sent. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pairs = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // a malformed escape is logged as sent
      }
      return equals >= 0 && SECRET_QUERY_KEYS.has(name.toLowerCase()) ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}

/** Fastify's logger: off when LOG_LEVEL is silent; `stream` replaces stdout (tests). */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL'>, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
