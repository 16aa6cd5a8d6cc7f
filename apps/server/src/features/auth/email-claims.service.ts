import { LOGIN_TYPES } from '@abode/shared/enums';
import { MSG } from '@abode/shared/messages';
import type { RegisterInput } from '@abode/shared/schemas/auth';
import { ApiError, badRequest } from '../../core/http/errors.js';
import { hashPassword, verifyPassword } from '../../core/security/password.js';
import { recipientOf } from '../mail/recipient.js';
import type { TransactionalMail } from '../mail/transactional-mail.js';
import type { UsersService } from '../users/users.service.js';
import type { EmailClaimsRepo } from './email-claims.repo.js';
import { MAX_WRONG_CODES, type OtpService } from './otp.service.js';
import type { SessionService } from './session.service.js';

/**
 * An address becomes an account's only when a code sent to it comes back (ADR 018). Until then a
 * registration or a profile's new email waits as a claim, apart from users: a refusal changes
 * nothing, and no claim ever touches another account's row.
 */
export function createEmailClaims(deps: {
  repo: EmailClaimsRepo;
  users: UsersService;
  sessions: SessionService;
  otp: OtpService;
  mail: Pick<TransactionalMail, 'send'>;
}) {
  const { repo, users, sessions, otp, mail } = deps;

  async function assertFree(email: string) {
    if (await users.findByEmail(email)) throw badRequest(MSG.emailInUse);
  }

  return {
    /** user-register: the password travels with the code sent for it; the account is created on verification. */
    async register(input: RegisterInput, ip: string, language?: string) {
      await assertFree(input.email);
      const passwordHash = await hashPassword(input.password);
      await otp.sendClaim(input.email, ip, (codeHash, expiresAt) =>
        repo.insert({
          purpose: 'register',
          email: input.email,
          code_hash: codeHash,
          name: input.name,
          mobile: input.mobile ?? null,
          country_code: input.country_code ?? null,
          password_hash: passwordHash,
          expires_at: expiresAt,
        }),
        language,
      );
    },

    /** update_profile with a new email: a code goes there; the address is the account's once it comes back. */
    async requestChange(user: { id: number; tokenId: number }, currentEmail: string | null, email: string, ip: string, language?: string): Promise<string | null> {
      if (email === currentEmail) return null;
      await assertFree(email);
      await otp.sendClaim(
        email,
        ip,
        (codeHash, expiresAt) => repo.insert({ purpose: 'change', email, code_hash: codeHash, user_id: user.id, token_id: user.tokenId, expires_at: expiresAt }),
        language,
      );
      return email;
    },

    /**
     * Whether this email and password are a registration still waiting for its code. If so, a
     * new code goes out for it (the password proves whose registration it is), unless one went
     * out less than a minute ago.
     */
    async resendRegistration(email: string, password: string, ip: string): Promise<boolean> {
      for (const claim of await repo.waitingRegistrations(email, new Date().toISOString())) {
        if (!claim.password_hash || !(await verifyPassword(claim.password_hash, password))) continue;
        await otp
          .sendClaim(email, ip, (codeHash, expiresAt) => repo.insert({ ...claim, purpose: 'register', email, code_hash: codeHash, expires_at: expiresAt }))
          .catch((error: unknown) => {
            if (!(error instanceof ApiError && error.status === 429)) throw error;
          });
        return true;
      }
      return false;
    },

    /** verify-otp by email: fulfils the claim this code was sent for; false when no live claim has it. */
    async fulfil(email: string, code: string): Promise<boolean> {
      const now = new Date().toISOString();
      const claim = await repo.findLive(email, otp.codeHash(email, code), MAX_WRONG_CODES, now);
      if (!claim) {
        await repo.countMiss(email, now);
        return false;
      }
      if (!(await repo.consume(claim.id, now))) return false;
      await assertFree(email);
      if (claim.purpose === 'register') {
        await users.create({
          name: claim.name ?? '',
          email,
          email_verified_at: now,
          mobile: claim.mobile,
          country_code: claim.country_code,
          password_hash: claim.password_hash,
          logintype: LOGIN_TYPES.email,
        });
      } else if (claim.user_id !== null) {
        const before = await users.findById(claim.user_id);
        await users.update(claim.user_id, { email, email_verified_at: now });
        await sessions.revokeAll(claim.user_id, claim.token_id);
        // the old address hears of it: if it was not its owner, they know where to turn
        if (before?.email) mail.send('emailChanged', recipientOf(before), { vars: { email }, link: '/contact-us' });
      }
      return true;
    },
  };
}
export type EmailClaims = ReturnType<typeof createEmailClaims>;
