import { MSG } from '@abode/shared/messages';
import {
  forgotPasswordSchema,
  logoutSchema,
  otpTargetSchema,
  registerSchema,
  resetPasswordSchema,
  signupSchema,
  verifyOtpSchema,
} from '@abode/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import { clearSessionCookie, setSessionCookie } from '../../core/http/session-cookie.js';
import type { AuthService, RequestMeta } from './auth.service.js';
import type { GoogleFlowState, GoogleLogin } from './google.service.js';
import { requestLanguage } from '../../core/http/request-language.js';

const GOOGLE_FLOW_COOKIE = 'abode_oidc';
const tags = ['accounts'];

const meta = (request: { ip: string; headers: Record<string, string | string[] | undefined> }): RequestMeta => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  language: requestLanguage(request.headers),
});

export interface LoginMethods {
  email: boolean;
  email_otp: boolean;
  phone_otp: boolean;
  google: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<{
  service: AuthService;
  google: GoogleLogin | null;
  publicUrl: string;
  methods: () => Promise<LoginMethods>;
}> = async (app, { service, google, publicUrl, methods }) => {
  app.post('/user-register', { schema: { tags, summary: 'Register with email and password; emails a code', body: registerSchema } }, async (request) => {
    await service.register(request.body, meta(request));
    return ok([], { message: MSG.registeredVerify });
  });

  app.post('/user_signup', { schema: { tags, summary: 'Log in (type 3 email+password, 1 OTP proof, 0 Google ID token)', body: signupSchema } }, async (request) => {
    const session = await service.signup(request.body, meta(request), google ? (t) => google.verifyIdToken(t) : null);
    return ok(session.user, {
      message: session.isNew ? MSG.registerSuccess : MSG.loginSuccess,
      token: session.token,
      token_expires_at: session.expiresAt,
    });
  });

  app.get('/get-otp', { schema: { tags, summary: 'Send a one-time code by SMS (number + country_code) or email', querystring: otpTargetSchema } }, async (request) => {
    await service.sendOtp(request.query, meta(request));
    return ok([], { message: MSG.otpSent });
  });

  app.get('/verify-otp', { schema: { tags, summary: 'Check a one-time code; answers the auth_id for user_signup type 1', querystring: verifyOtpSchema } }, async (request) => {
    const authId = await service.verifyOtp(request.query, request.query.otp, meta(request));
    return ok([], { message: MSG.otpVerified, auth_id: authId });
  });

  app.get('/forgot-password', { schema: { tags, summary: 'Email a single-use password reset link', querystring: forgotPasswordSchema } }, async (request) => {
    await service.forgotPassword(request.query.email, meta(request));
    return ok([], { message: MSG.resetLinkSent });
  });

  app.post('/reset-password', { schema: { tags, summary: 'Set a new password with a reset link token', body: resetPasswordSchema } }, async (request) => {
    await service.resetPassword(request.body.token, request.body.password);
    return ok([], { message: MSG.resetDone });
  });

  app.post(
    '/before-logout',
    { config: { auth: 'required' }, schema: { tags, summary: 'Log out: revoke this token and drop the push token', body: z.preprocess((v) => v ?? {}, logoutSchema) } },
    async (request, reply) => {
      await service.logout(requireUser(request), request.body.fcm_id);
      clearSessionCookie(reply);
      return ok([], { message: MSG.loggedOut });
    },
  );

  app.get('/auth/methods', { schema: { tags, summary: 'Login methods this server offers (admin settings)' } }, async () => ok(await methods()));

  if (!google) return;

  app.get(
    '/auth/google',
    { schema: { tags, summary: 'Start Google sign-in (OIDC code flow with PKCE)', querystring: z.object({ return_to: z.string().max(500).optional() }) } },
    async (request, reply) => {
      const { url, flow } = await google.start(request.query.return_to);
      reply.setCookie(GOOGLE_FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
        path: '/api/auth/google',
        httpOnly: true,
        sameSite: 'lax',
        secure: publicUrl.startsWith('https://'),
        maxAge: 600,
      });
      return reply.redirect(url);
    },
  );

  app.get(
    '/auth/google/callback',
    { schema: { tags, summary: 'Google redirects back here', querystring: z.object({ code: z.string().max(2000).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional() }) } },
    async (request, reply) => {
      const raw = request.cookies[GOOGLE_FLOW_COOKIE];
      reply.clearCookie(GOOGLE_FLOW_COOKIE, { path: '/api/auth/google' });
      let flow: GoogleFlowState | undefined;
      try {
        flow = raw ? (JSON.parse(Buffer.from(raw, 'base64url').toString()) as GoogleFlowState) : undefined;
      } catch {
        flow = undefined;
      }
      const { code, state } = request.query;
      if (!flow || !code || !state) return reply.redirect('/login?error=google');
      try {
        const identity = await google.finish(code, state, flow);
        const session = await service.loginWithIdentity(identity, {}, meta(request));
        setSessionCookie(reply, session.token, session.expiresAt, publicUrl);
        return reply.redirect(flow.returnTo);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        return reply.redirect('/login?error=google');
      }
    },
  );
};
