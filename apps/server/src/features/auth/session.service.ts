import { createHash, randomBytes } from 'node:crypto';
import type { AuthUser } from '../../core/http/auth-guard.js';
import type { SessionRepo } from './session.repo.js';

const DAY_MS = 86_400_000;
/** last_used_at is written at most this often per token, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque bearer tokens (ADR 003): 256 random bits, only their SHA-256 is stored. */
export function createSessionService(repo: SessionRepo, options: { ttlDays: number }) {
  return {
    async issue(userId: number, meta: { userAgent?: string | undefined; ip?: string | undefined } = {}) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + options.ttlDays * DAY_MS).toISOString();
      await repo.insert({
        user_id: userId,
        kind: 'session',
        token_hash: hashToken(token),
        expires_at: expiresAt,
        user_agent: meta.userAgent?.slice(0, 255) ?? null,
        ip: meta.ip ?? null,
      });
      return { token, expiresAt };
    },

    async resolve(token: string): Promise<AuthUser | null> {
      if (token.length > 200) return null;
      const now = new Date();
      const row = await repo.findLive(hashToken(token), 'session', now.toISOString());
      if (!row) return null;
      if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) > TOUCH_INTERVAL_MS) {
        await repo.touch(row.token_id, now.toISOString());
      }
      return { id: row.user_id, role: row.role, isActive: row.is_active === 1, tokenId: row.token_id };
    },

    revoke(tokenId: number) {
      return repo.revoke(tokenId, new Date().toISOString());
    },

    /** Ends every session of the user, but `keepTokenId`'s when given. */
    revokeAll(userId: number, keepTokenId: number | null = null) {
      return repo.revokeAllForUser(userId, new Date().toISOString(), keepTokenId);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
