import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@abode/shared/schemas/auth';
import { MSG } from '@abode/shared/messages';
import { ApiError, badRequest, tooManyRequests } from '../../core/http/errors.js';
import type { TransactionalMail } from '../mail/transactional-mail.js';
import type { AttemptLimiter } from '../../core/security/attempt-limiter.js';
import type { SmsSender } from '../../core/sms/sms.js';
import type { OtpRepo } from './otp.repo.js';

export interface OtpDestination {
  channel: 'email' | 'phone';
  /** lowercased email, or the phone number in E.164 form (+971501234567) */
  destination: string;
}

const MINUTE_MS = 60_000;
/** Codes live 3 minutes by SMS and 10 by email; a verified code becomes a proof good for 10 minutes. */
export const OTP_TTL_MS = { phone: 3 * MINUTE_MS, email: 10 * MINUTE_MS } as const;
const PROOF_TTL_MS = 10 * MINUTE_MS;
export const OTP_RESEND_COOLDOWN_MS = MINUTE_MS;
export const MAX_WRONG_CODES = 5;
const SENDS_PER_DESTINATION_PER_HOUR = 5;
const SENDS_PER_IP_PER_HOUR = 20;
const VERIFIES_PER_IP_PER_15_MIN = 30;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const codeHash = (destination: string, code: string) => hash(`${destination}:${code}`);

export function createOtpService(deps: {
  repo: OtpRepo;
  mail: Pick<TransactionalMail, 'deliver'>;
  sms: SmsSender;
  limiter: AttemptLimiter;
  companyName: () => Promise<string>;
}) {
  const { repo, limiter } = deps;

  async function limit(key: string, max: number, windowMs: number) {
    const result = await limiter.hit(key, max, windowMs);
    if (!result.allowed) throw tooManyRequests(result.retryAfter);
  }

  async function limitSends(target: OtpDestination, ip: string) {
    await limit(`otp-send:ip:${ip}`, SENDS_PER_IP_PER_HOUR, 60 * MINUTE_MS);
    await limit(`otp-send:to:${target.destination}`, SENDS_PER_DESTINATION_PER_HOUR, 60 * MINUTE_MS);
  }

  /** A fresh code: `store` keeps its hash (before anything is sent), then it goes out unless `deliver` is false. */
  async function issue(target: OtpDestination, store: (codeHash: string, expiresAt: string) => Promise<unknown>, deliver: boolean, language?: string | null) {
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const ttl = OTP_TTL_MS[target.channel];
    await store(codeHash(target.destination, code), new Date(Date.now() + ttl).toISOString());
    if (!deliver) return;
    // awaited: the answer says the code went out
    if (target.channel === 'email') return deps.mail.deliver('otp', { email: target.destination, language }, { vars: { code, minutes: ttl / MINUTE_MS } });
    const company = await deps.companyName();
    await deps.sms.send(target.destination.replace(' ', ''), `${code} is your ${company} verification code. It expires in ${ttl / MINUTE_MS} minutes.`);
  }

  /** The auth_id user_signup type 1 takes: proof that a code sent to `target` came back. */
  async function issueProof(target: OtpDestination): Promise<string> {
    const proof = randomBytes(32).toString('base64url');
    await repo.replace({
      channel: target.channel,
      destination: target.destination,
      purpose: 'proof',
      code_hash: hash(proof),
      expires_at: new Date(Date.now() + PROOF_TTL_MS).toISOString(),
    });
    return proof;
  }

  return {
    codeHash,
    issueProof,

    /**
     * A login code. With `deliver: false` everything but the message happens (limits, cool-down, a
     * stored code nobody receives), so an unknown address answers exactly like a known one.
     */
    async send(target: OtpDestination, ip: string, options: { deliver?: boolean; language?: string | null | undefined } = {}) {
      const latest = await repo.latestLive(target.destination, 'otp');
      if (latest) {
        const wait = Date.parse(latest.created_at) + OTP_RESEND_COOLDOWN_MS - Date.now();
        if (wait > 0) throw tooManyRequests(Math.ceil(wait / 1000), MSG.otpCooldown);
      }
      await limitSends(target, ip);
      const store = (hashed: string, expiresAt: string) =>
        repo.replace({ channel: target.channel, destination: target.destination, purpose: 'otp', code_hash: hashed, expires_at: expiresAt });
      await issue(target, store, options.deliver ?? true, options.language);
    },

    /** A code that claims an email address (email-claims.service.ts); refusals come before `store`. */
    async sendClaim(email: string, ip: string, store: (codeHash: string, expiresAt: string) => Promise<unknown>, language?: string | null) {
      const cooldown = await limiter.hit(`claim-send:to:${email}`, 1, OTP_RESEND_COOLDOWN_MS);
      if (!cooldown.allowed) throw tooManyRequests(cooldown.retryAfter, MSG.otpCooldown);
      const target = { channel: 'email', destination: email } as const;
      await limitSends(target, ip);
      await issue(target, store, true, language);
    },

    limitVerify(ip: string) {
      return limit(`otp-verify:ip:${ip}`, VERIFIES_PER_IP_PER_15_MIN, 15 * MINUTE_MS);
    },

    /** Checks a login code (after limitVerify); on success it is used up and a single-use proof (the auth_id) is returned. */
    async verify(target: OtpDestination, code: string): Promise<string> {
      const row = await repo.latestLive(target.destination, 'otp');
      if (!row) throw badRequest(MSG.otpInvalid);
      if (Date.parse(row.expires_at) <= Date.now()) throw badRequest(MSG.otpExpired);
      if (row.attempts >= MAX_WRONG_CODES) throw badRequest(MSG.otpTooManyAttempts);
      if (row.code_hash !== codeHash(target.destination, code)) {
        const { attempts } = await repo.countAttempt(row.id);
        throw badRequest(attempts >= MAX_WRONG_CODES ? MSG.otpTooManyAttempts : MSG.otpInvalid);
      }
      if (!(await repo.consume(row.id))) throw badRequest(MSG.otpInvalid);
      return issueProof(target);
    },

    /** The destination a proof stands for, using the proof up; throws when unknown, used or expired. */
    async redeemProof(proof: string): Promise<OtpDestination> {
      const row = await repo.findProof(hash(proof));
      if (!row || Date.parse(row.expires_at) <= Date.now() || !(await repo.consume(row.id))) {
        throw new ApiError(401, MSG.invalidCredentials);
      }
      return { channel: row.channel, destination: row.destination };
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
