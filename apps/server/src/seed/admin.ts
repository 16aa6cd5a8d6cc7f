import { randomBytes } from 'node:crypto';
import type { Db } from '../core/db/connect.js';
import { hashPassword } from '../core/security/password.js';

export interface AdminAccount {
  email: string;
  /** The generated password, or null when it came from ADMIN_PASSWORD (never echoed). */
  generatedPassword: string | null;
}

/**
 * Creates the first administrator when the database has none. Answers the account only when it
 * was created now, so that its credentials are shown once.
 */
export async function ensureAdmin(db: Db, email: string, configuredPassword: string | undefined): Promise<AdminAccount | null> {
  const admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
  if (admin) return null;
  const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) {
    throw new Error(`ADMIN_EMAIL ${email} already belongs to a user who is not an admin; set ADMIN_EMAIL to another address`);
  }
  // 18 random bytes: 24 URL-safe characters, 144 bits
  const generatedPassword = configuredPassword ? null : randomBytes(18).toString('base64url');
  const now = new Date().toISOString();
  const slugTaken = await db.selectFrom('users').select('id').where('slug_id', '=', 'admin').executeTakeFirst();
  await db
    .insertInto('users')
    .values({
      slug_id: slugTaken ? `admin-${randomBytes(3).toString('hex')}` : 'admin',
      name: 'Admin',
      email,
      email_verified_at: now,
      password_hash: await hashPassword(configuredPassword ?? generatedPassword!),
      logintype: 3,
      role: 'admin',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { email, generatedPassword };
}

/** A framed block that stands out in the start-up log. */
export function credentialsBox(lines: readonly string[]): string {
  const width = Math.max(...lines.map((l) => l.length)) + 2;
  const row = (text: string) => `│ ${text.padEnd(width - 1)}│`;
  return ['', `┌${'─'.repeat(width)}┐`, ...lines.map(row), `└${'─'.repeat(width)}┘`, ''].join('\n');
}
