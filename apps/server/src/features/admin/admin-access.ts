import type { Server } from 'node:http';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { MSG } from '@abode/shared/messages';
import { ADMIN_PERMISSIONS, type AdminAccess } from '@abode/shared/schemas/admin';
import { forbidden, unauthorized } from '../../core/http/errors.js';
import { type Actor, mayAct } from '../../core/security/permissions.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call an /api/admin/ route (ADR 027): declared once, checked before the input is read. */
    admin?: AdminAccess;
    /** The one changing admin call demo mode lets through: switching demo mode itself (ADR 027). */
    demoExempt?: true;
  }
}

export const ADMIN_PREFIX = '/api/admin/';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KNOWN = new Set<string>([...ADMIN_PERMISSIONS, 'staff', 'admin']);

export interface AdminRoute {
  method: string;
  url: string;
  access: AdminAccess | undefined;
  demoExempt: boolean;
}

// keyed by the HTTP server, which every encapsulated instance of one app shares
const registries = new WeakMap<Server, AdminRoute[]>();

/** Every /api/admin/ route of an app and what it declared (the access test walks them all). */
export function adminRoutesOf(server: Server): readonly AdminRoute[] {
  return registries.get(server) ?? [];
}

/** Whether `actor` passes the declared `access`. */
export function allows(actor: Actor | undefined, access: AdminAccess | undefined): boolean {
  if (!actor || actor.is_active !== 1 || access === undefined || !KNOWN.has(access)) return false;
  if (access === 'admin') return actor.role === 'admin';
  if (access === 'staff') return actor.role === 'admin' || actor.role === 'staff';
  return mayAct(actor, access);
}

/**
 * Guards every route under /api/admin/ registered after this call: it requires a session, then the
 * route's declared access (a route that declared none is refused to everyone), then — for changing
 * calls — that demo mode is off. It runs before the input is validated and the handler looks
 * anything up, so the answer is the same whether or not the ids in the path exist.
 */
export function registerAdminAccess(api: FastifyInstance, deps: { actor: (userId: number) => Promise<Actor | undefined>; demoMode: () => Promise<boolean> }) {
  const routes: AdminRoute[] = [];
  registries.set(api.server, routes);

  async function guard(request: FastifyRequest) {
    if (!request.user) throw unauthorized();
    const access = request.routeOptions.config.admin;
    if (!allows(await deps.actor(request.user.id), access)) throw forbidden(MSG.permissionDenied);
    if (UNSAFE.has(request.method) && request.routeOptions.config.demoExempt !== true && (await deps.demoMode())) throw forbidden(MSG.demoMode);
  }

  api.addHook('onRoute', (options: RouteOptions) => {
    if (!options.url.startsWith(ADMIN_PREFIX)) return;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: options.url, access: options.config?.admin, demoExempt: options.config?.demoExempt === true });
    options.config = { ...options.config, auth: 'required' };
    const own = options.preValidation;
    options.preValidation = [guard, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}
