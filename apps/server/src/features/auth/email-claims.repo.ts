import type { Insertable } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import type { EmailClaimsTable } from '../../core/db/schema.js';

/** Addresses waiting for their code (ADR 018): registrations and profiles' new emails. */
export function createEmailClaimsRepo(db: Db) {
  return {
    insert(row: Insertable<EmailClaimsTable>) {
      return db.insertInto('email_claims').values(row).execute();
    },

    /** The live claim of this address whose code has this hash, if it has not had too many wrong codes. */
    findLive(email: string, codeHash: string, maxAttempts: number, now: string) {
      return db
        .selectFrom('email_claims')
        .selectAll()
        .where('email', '=', email)
        .where('code_hash', '=', codeHash)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst();
    },

    /** The address's registrations still waiting for their code. */
    waitingRegistrations(email: string, now: string) {
      return db
        .selectFrom('email_claims')
        .select(['name', 'mobile', 'country_code', 'password_hash'])
        .where('email', '=', email)
        .where('purpose', '=', 'register')
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .execute();
    },

    /** A wrong code counts against every live claim of the address. */
    countMiss(email: string, now: string) {
      return db
        .updateTable('email_claims')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: now }))
        .where('email', '=', email)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .execute();
    },

    /** Marks a claim used; false when another request used it first. */
    async consume(id: number, now: string) {
      const result = await db
        .updateTable('email_claims')
        .set({ consumed_at: now, updated_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type EmailClaimsRepo = ReturnType<typeof createEmailClaimsRepo>;
