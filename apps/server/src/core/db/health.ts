import { sql } from 'kysely';
import type { Db } from './connect.js';

/** Rejects when the database does not answer: the health check asks this, not a query of its own. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
