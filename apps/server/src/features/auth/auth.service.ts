import { createHash, randomBytes } from 'node:crypto';
import { LOGIN_TYPES } from '@abode/shared/enums';
import { MSG } from '@abode/shared/messages';
import type { OtpTarget, RegisterInput, SignupInput } from '@abode/shared/schemas/auth';
import { ApiError, badRequest, tooManyRequests } from '../../core/http/errors.js';
import { recipientOf } from '../mail/recipient.js';
import type { TransactionalMail } from '../mail/transactional-mail.js';
import type { AttemptLimiter } from '../../core/security/attempt-limiter.js';
import type { OidcIdentity } from '../../core/security/oidc.js';
import { hashPassword, verifyPassword } from '../../core/security/password.js';
import type { UserRow, UsersService } from '../users/users.service.js';
import type { EmailClaims } from './email-claims.service.js';
import type { LoginThrottle } from './login-throttle.js';
import type { OtpDestination, OtpService } from './otp.service.js';
import type { ResetRepo } from './reset.repo.js';
import type { SessionService } from './session.service.js';
import type { SessionRepo } from './session.repo.js';

const MINUTE_MS = 60_000;
const RESET_TTL_MS = 60 * MINUTE_MS;
const REGISTRATIONS_PER_IP = 30;
const RESETS_PER_EMAIL_PER_HOUR = 3;
const RESETS_PER_IP_PER_HOUR = 10;

const emailNotVerified = () => new ApiError(403, MSG.verifyEmailFirst, { key: 'emailNotVerified' });

export interface RequestMeta {
  ip: string;
  userAgent?: string | undefined;
  /** The reader's language (core/http/request-language.ts): remembered at login, for mail. */
  language?: string | undefined;
}

/** Phone OTP destinations keep the country code apart ("+971 501234567") so the account can be found by both parts. */
export function phoneDestination(countryCode: string, nationalNumber: string): string {
  return `${countryCode} ${nationalNumber}`;
}

/** The schema guarantees either an email or a number with its country code. */
export function otpDestination(target: OtpTarget): OtpDestination {
  if (target.email) return { channel: 'email', destination: target.email };
  return { channel: 'phone', destination: phoneDestination(target.country_code!, target.number!) };
}

function splitPhoneDestination(destination: string) {
  const [countryCode = '', national = ''] = destination.split(' ');
  return { countryCode, national };
}

export function createAuthService(deps: {
  users: UsersService;
  sessions: SessionService;
  sessionRepo: SessionRepo;
  otp: OtpService;
  claims: EmailClaims;
  loginThrottle: LoginThrottle;
  resets: ResetRepo;
  mail: Pick<TransactionalMail, 'send'>;
  limiter: AttemptLimiter;
}) {
  const { users, sessions, otp, limiter } = deps;
  // Unknown accounts still pay for one argon2 verification, so timing does not tell them apart.
  let dummyHash: Promise<string> | undefined;
  const timingDecoy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

  async function limit(key: string, max: number, windowMs: number) {
    const result = await limiter.hit(key, max, windowMs);
    if (!result.allowed) throw tooManyRequests(result.retryAfter);
  }

  function assertActive(row: UserRow) {
    if (row.is_active !== 1) throw new ApiError(403, MSG.accountDeactivated, { key: 'accountDeactivated', is_active: false });
  }

  async function startSession(row: UserRow, input: { fcm_id?: string | undefined }, meta: RequestMeta, isNew: boolean) {
    assertActive(row);
    await users.update(row.id, {
      last_login_at: new Date().toISOString(),
      ...(input.fcm_id ? { fcm_id: input.fcm_id } : {}),
      ...(meta.language ? { language: meta.language } : {}),
    });
    const { token, expiresAt } = await sessions.issue(row.id, meta);
    const user = await users.getProfile(row.id);
    return { token, expiresAt, user, isNew };
  }


  return {
    /** user-register: nothing is written to users until the emailed code comes back (email-claims.service.ts). */
    async register(input: RegisterInput, meta: RequestMeta) {
      await limit(`register:ip:${meta.ip}`, REGISTRATIONS_PER_IP, 15 * MINUTE_MS);
      await deps.claims.register(input, meta.ip, meta.language);
    },

    /** get-otp: an email code reaches active accounts only, but the answer is the same for any address. */
    async sendOtp(target: OtpTarget, meta: RequestMeta) {
      const destination = otpDestination(target);
      if (destination.channel === 'phone') return otp.send(destination, meta.ip);
      const row = await users.findByEmail(destination.destination);
      await otp.send(destination, meta.ip, { deliver: row?.is_active === 1, language: row?.language ?? meta.language });
    },

    /** verify-otp: a code sent for a claim (registration, new email) fulfils it; a login code proves the address. */
    async verifyOtp(target: OtpTarget, code: string, meta: RequestMeta) {
      const destination = otpDestination(target);
      await otp.limitVerify(meta.ip);
      if (destination.channel === 'email' && (await deps.claims.fulfil(destination.destination, code))) return otp.issueProof(destination);
      const proof = await otp.verify(destination, code);
      if (destination.channel === 'email') {
        const row = await users.findByEmail(destination.destination);
        if (row && !row.email_verified_at) await users.update(row.id, { email_verified_at: new Date().toISOString() });
      }
      return proof;
    },

    /** user_signup: logs in (creating the account on a first OTP or Google login) and issues a token. */
    async signup(input: SignupInput, meta: RequestMeta, google: ((idToken: string) => Promise<OidcIdentity>) | null) {
      switch (input.type) {
        case '3': {
          const row = await users.findByEmail(input.email);
          await deps.loginThrottle.check(input.email, meta.ip, row?.id);
          const valid = row?.password_hash
            ? await verifyPassword(row.password_hash, input.password)
            : (await verifyPassword(await timingDecoy(), input.password), false);
          if (!row || !valid) {
            if (!row && (await deps.claims.resendRegistration(input.email, input.password, meta.ip))) throw emailNotVerified();
            await deps.loginThrottle.failed(input.email, meta.ip);
            throw badRequest(MSG.invalidCredentials);
          }
          await deps.loginThrottle.succeeded(input.email, meta.ip);
          assertActive(row);
          if (!row.email_verified_at) throw emailNotVerified();
          return startSession(row, input, meta, false);
        }
        case '1': {
          const proven = await otp.redeemProof(input.auth_id);
          if (proven.channel === 'email') {
            const row = await users.findByEmail(proven.destination);
            if (!row) throw badRequest(MSG.invalidCredentials);
            return startSession(row, input, meta, false);
          }
          const { countryCode, national } = splitPhoneDestination(proven.destination);
          const existing = await users.findByPhone(countryCode, national);
          if (existing) return startSession(existing, input, meta, false);
          const created = await users.create({
            name: input.name ?? '',
            logintype: LOGIN_TYPES.phone,
            auth_id: `${countryCode}${national}`,
            country_code: countryCode,
            mobile: national,
            address: input.address ?? null,
          });
          return startSession(created, input, meta, true);
        }
        case '0': {
          if (!google) throw badRequest(MSG.operationNotAllowed);
          const identity = await google(input.id_token).catch(() => {
            throw badRequest(MSG.invalidCredentials);
          });
          if (input.auth_id && input.auth_id !== identity.sub) throw badRequest(MSG.invalidCredentials);
          return this.loginWithIdentity(identity, input, meta);
        }
        default:
          throw badRequest(MSG.operationNotAllowed);
      }
    },

    /** Google (OIDC) login: by subject, else by verified email (linking), else a new account. */
    async loginWithIdentity(identity: OidcIdentity, input: { name?: string | undefined; fcm_id?: string | undefined }, meta: RequestMeta) {
      const bySubject = await users.findByAuthId(LOGIN_TYPES.google, identity.sub);
      if (bySubject) return startSession(bySubject, input, meta, false);
      if (identity.email && identity.emailVerified) {
        const byEmail = await users.findByEmail(identity.email);
        if (byEmail) {
          if (!byEmail.email_verified_at) await users.update(byEmail.id, { email_verified_at: new Date().toISOString() });
          return startSession(byEmail, input, meta, false);
        }
      }
      const created = await users.create({
        name: input.name ?? identity.name ?? '',
        logintype: LOGIN_TYPES.google,
        auth_id: identity.sub,
        email: identity.email && identity.emailVerified ? identity.email : null,
        email_verified_at: identity.emailVerified ? new Date().toISOString() : null,
        profile: identity.picture ?? null,
      });
      return startSession(created, input, meta, true);
    },

    /** forgot-password answers the same whether or not the account exists. */
    async forgotPassword(email: string, meta: RequestMeta) {
      await limit(`reset:ip:${meta.ip}`, RESETS_PER_IP_PER_HOUR, 60 * MINUTE_MS);
      await limit(`reset:account:${email}`, RESETS_PER_EMAIL_PER_HOUR, 60 * MINUTE_MS);
      const row = await users.findByEmail(email);
      if (!row || row.is_active !== 1) return;
      const token = randomBytes(32).toString('base64url');
      await deps.resets.insert(row.id, createHash('sha256').update(token).digest('hex'), new Date(Date.now() + RESET_TTL_MS).toISOString());
      // sent in the background: the answer must not take longer for real accounts than for unknown ones
      deps.mail.send('passwordReset', recipientOf(row), {
        vars: { minutes: RESET_TTL_MS / MINUTE_MS },
        link: `/reset-password?token=${encodeURIComponent(token)}`,
      });
    },

    async resetPassword(token: string, password: string) {
      const row = await deps.resets.findLive(createHash('sha256').update(token).digest('hex'), new Date().toISOString());
      if (!row) throw badRequest(MSG.resetInvalid);
      const applied = await deps.resets.applyReset(row.id, row.user_id, await hashPassword(password));
      if (!applied) throw badRequest(MSG.resetInvalid);
      const owner = await users.findById(row.user_id);
      // the owner hears of it at once: if it was not them, they reset it again
      if (owner?.email) deps.mail.send('passwordChanged', recipientOf(owner), { link: '/forgot-password' });
    },

    /** before-logout: ends this session and forgets the device's push token. */
    async logout(user: { id: number; tokenId: number }, fcmId: string | undefined) {
      await sessions.revoke(user.tokenId);
      await deps.sessionRepo.dropPushSubscriptions(user.id, fcmId);
      const row = await users.findById(user.id);
      if (row && (!fcmId || row.fcm_id === fcmId)) await users.update(user.id, { fcm_id: null });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
