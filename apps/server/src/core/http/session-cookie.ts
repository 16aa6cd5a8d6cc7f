import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '@abode/shared/session';

/** httpOnly, SameSite=Lax, Secure when the site is served over https (ADR 003). */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: string, publicUrl: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.startsWith('https://'),
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
