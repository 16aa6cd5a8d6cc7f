import { randomUUID } from 'node:crypto';
import type { Agent as HttpsAgent } from 'node:https';
import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { MSG } from '@abode/shared/messages';
import type { DatabaseHandle } from './core/db/connect.js';
import { pingDatabase } from './core/db/health.js';
import type { Env } from './core/env.js';
import { registerApiCompression } from './core/http/compression.js';
import { registerAuthGuard } from './core/http/auth-guard.js';
import { connectionTimeouts, limitConnections, MAX_CONNECTIONS_PER_CLIENT } from './core/http/connections.js';
import { registerBodyParsing } from './core/http/body.js';
import { parseOrigins } from './core/http/cors-origins.js';
import { fail } from './core/http/envelope.js';
import { registerErrorHandling } from './core/http/error-handler.js';
import { parseQueryString } from './core/http/form.js';
import { loggerOptions } from './core/http/logging.js';
import { originOf, registerSecurityHeaders } from './core/http/security-headers.js';
import { isPageRender, registerWebApp } from './core/http/web-app.js';
import type { ImageEncoder } from './core/media/image-encode.js';
import type { Storage } from './core/media/storage.js';
import { createFeatures } from './features/register.js';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  storage: Storage;
  /** Encodes uploaded pictures: the image worker pool (ADR 008, 017), created and closed by the caller. */
  imageEncoder: ImageEncoder;
  /** Files only authorised routes hand out (ADR 014); DATA_DIR/private or S3 `private/` unless given. */
  privateStorage?: Storage;
  /** Shared rate-limit store across instances; in-memory when absent. */
  redis?: Redis | undefined;
  /** Channel prefix of the Redis bus (ADR 004); tests give each group of instances their own. */
  busPrefix?: string;
  /** Serve the built web app (SSR) for non-API paths. */
  serveWeb?: boolean;
  /** Where logs go; stdout unless given (tests read them). */
  logStream?: DestinationStream;
  /** TLS agent for Web Push requests; the default trusts the system's CAs (tests trust their loopback push service). */
  pushAgent?: HttpsAgent;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    logger: loggerOptions(env, deps.logStream),
    trustProxy: env.TRUST_PROXY,
    ...connectionTimeouts(env.TRUST_PROXY),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // `?offset=&limit=` means "absent"; bracketed keys become arrays and objects.
    routerOptions: { querystringParser: parseQueryString },
  });
  limitConnections(app.server, {
    perClient: env.TRUST_PROXY ? undefined : MAX_CONNECTIONS_PER_CLIENT,
    onLowLimit: (limit) => app.log.warn({ limit }, 'the open-file limit is low: raise it (ulimit -n, LimitNOFILE) to serve many connections'),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  const features = createFeatures(deps, app.log);
  // the map tiles can change in the console: their origin is read per answer, the copy kept fresh here
  app.addHook('onRequest', async () => features.mapTiles.fresh());
  await registerSecurityHeaders(app, { publicUrl: env.PUBLIC_URL, imageOrigins: [originOf(deps.storage.url('probe'))], tileOrigin: () => originOf(features.mapTiles.current().url) });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Abode API', version: '1.0.0', description: 'Property marketplace API (see API-CONTRACT.md).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const rateLimits = (nameSpace: string): RateLimitPluginOptions => ({
    max: env.RATE_LIMIT_MAX,
    timeWindow: env.RATE_LIMIT_WINDOW_MS,
    ...(deps.redis ? { redis: deps.redis, nameSpace } : {}),
    errorResponseBuilder: (_req, context) => ({ statusCode: 429, ...fail(429, MSG.tooManyRequests), retryAfter: context.after }),
  });
  app.decorate('viewCounts', features.views);
  const origins = parseOrigins(env.CORS_ORIGINS);
  const isAllowedOrigin = (origin: string, request: { host: string; protocol: string }) =>
    origin === env.PUBLIC_URL ||
    origin === `${request.protocol}://${request.host}` ||
    (origins !== '*' && origins.includes(origin));

  await app.register(
    async (api) => {
      await api.register(cors, {
        origin: origins === '*' ? true : origins,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        allowedHeaders: ['Authorization', 'Content-Type', 'Content-Language', 'Accept', 'X-Request-Id'],
        maxAge: 86_400,
      });
      // the calls a page makes while it renders count as that page, which is limited itself
      await api.register(rateLimit, { ...rateLimits('abode-rl:'), allowList: isPageRender });
      await registerApiCompression(api);
      registerAuthGuard(api, (token) => features.sessions.resolve(token), isAllowedOrigin);
      await registerBodyParsing(api, path.join(env.DATA_DIR, 'tmp'));
      const notFound = (_request: unknown, reply: FastifyReply) => reply.status(404).send(fail(404, MSG.notFound));
      api.setNotFoundHandler(notFound);
      // unknown calls are answered here, with CORS and the rate limit, not by the web app's catch-all
      api.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', schema: { hide: true }, handler: notFound });
      await features.register(api);
    },
    { prefix: '/api' },
  );

  await features.registerRealtime(app, isAllowedOrigin);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await pingDatabase(deps.database.db);
      return { status: 'ok', database: deps.database.dialect };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: deps.database.dialect });
    }
  });

  if (deps.storage.localRoot) {
    await app.register(fastifyStatic, {
      root: deps.storage.localRoot,
      prefix: '/images/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
      // public pictures: clients on any origin may read them (canvas, fetch), as with a CDN
      setHeaders: (reply) => reply.header('access-control-allow-origin', '*'),
    });
  }

  if (deps.serveWeb) await registerWebApp(app, { buildDir: env.WEB_BUILD_DIR, rateLimit: rateLimits('abode-rl-page:'), pageCache: features.pages });

  return app;
}
