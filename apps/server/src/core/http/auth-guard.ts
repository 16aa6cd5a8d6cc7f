import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@abode/shared/messages';
import { SESSION_COOKIE } from '@abode/shared/session';
import { ApiError, forbidden, unauthorized } from './errors.js';

export interface AuthUser {
  id: number;
  role: 'user' | 'admin' | 'staff';
  isActive: boolean;
  /** id of the token row the request was authenticated with */
  tokenId: number;
}

/** Looks a presented token up; null when it is unknown, expired or revoked. */
export type SessionResolver = (token: string) => Promise<AuthUser | null>;

export type AuthMode = 'public' | 'optional' | 'required';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route: anyone (default), anyone with the user read when present, or a logged-in user. */
    auth?: AuthMode;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  // Clients send "Bearer undefined" / "Bearer null" when logged out: that is anonymous.
  if (!match || match[1] === 'undefined' || match[1] === 'null') return null;
  return match[1]!;
}

/**
 * Reads the session from `Authorization: Bearer …` or the session cookie. A token that came from
 * the cookie may only authorise an unsafe request whose Origin is one we serve (CSRF defence);
 * bearer tokens are never sent by a browser on its own, so they need no such check.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  resolve: SessionResolver,
  isAllowedOrigin: (origin: string, request: FastifyRequest) => boolean,
) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const mode: AuthMode = request.routeOptions.config.auth ?? 'public';
    if (mode === 'public') return;
    const fromHeader = bearerToken(request);
    const token = fromHeader ?? request.cookies[SESSION_COOKIE] ?? null;
    const user = token ? await resolve(token) : null;
    if (user && !fromHeader && UNSAFE_METHODS.has(request.method)) {
      const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
      if (!origin || !isAllowedOrigin(origin, request)) throw forbidden(MSG.forbiddenOrigin);
    }
    if (user && !user.isActive) {
      if (mode === 'required') {
        throw new ApiError(401, MSG.accountDeactivated, { key: 'accountDeactivated', is_active: false });
      }
      return;
    }
    request.user = user;
    if (mode === 'required' && !user) throw unauthorized();
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** The logged-in user of a route declared with `auth: 'required'`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
