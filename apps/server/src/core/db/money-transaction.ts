import { sql } from 'kysely';
import type { Db } from './connect.js';
import { isPostgres } from './migrations/helpers.js';

/**
 * A transaction that moves money (a payment marked paid and the package it grants): on SQLite it
 * runs with `synchronous = FULL`, so a power cut cannot lose a committed grant (ADR 002); the
 * pragma cannot change inside a transaction, hence around it, on the one connection held for both.
 */
export async function moneyTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  return db.connection().execute(async (conn) => {
    await sql`pragma synchronous = FULL`.execute(conn);
    try {
      return await conn.transaction().execute(work);
    } finally {
      await sql`pragma synchronous = NORMAL`.execute(conn);
    }
  });
}

/**
 * Holds the user's row until the transaction ends (PostgreSQL; SQLite has one writer anyway), so
 * that two requests of one user that check-then-write (a free package taken once) run one after
 * the other.
 */
export async function lockUser(trx: Db, userId: number): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
