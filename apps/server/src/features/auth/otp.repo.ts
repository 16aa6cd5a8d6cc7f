import type { Db } from '../../core/db/connect.js';

/** One-time codes ('otp') and the proofs handed out after a code is verified ('proof'). */
export function createOtpRepo(db: Db) {
  return {
    latestLive(destination: string, purpose: 'otp' | 'proof') {
      return db
        .selectFrom('otps')
        .selectAll()
        .where('destination', '=', destination)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    findProof(codeHash: string) {
      return db
        .selectFrom('otps')
        .selectAll()
        .where('purpose', '=', 'proof')
        .where('code_hash', '=', codeHash)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
    },

    /** Replaces any live code for the destination with a new one, in one transaction. */
    async replace(row: { channel: 'email' | 'phone'; destination: string; purpose: 'otp' | 'proof'; code_hash: string; expires_at: string }) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('otps')
          .set({ consumed_at: now, updated_at: now })
          .where('destination', '=', row.destination)
          .where('purpose', '=', row.purpose)
          .where('consumed_at', 'is', null)
          .execute();
        await trx.insertInto('otps').values(row).execute();
      });
    },

    countAttempt(id: number) {
      return db
        .updateTable('otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: new Date().toISOString() }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirstOrThrow();
    },

    /** Marks a row used; false when another request used it first. */
    async consume(id: number) {
      const now = new Date().toISOString();
      const result = await db
        .updateTable('otps')
        .set({ consumed_at: now, updated_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type OtpRepo = ReturnType<typeof createOtpRepo>;
