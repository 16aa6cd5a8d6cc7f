import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.js';

// The admin console edits the catalogue while the server runs (issue #17). Categories already move
// the search version (0007); the cached answers that show parameters (categories, listing pages and
// the post-listing form), facilities (filters, listing pages) and city pictures (home page) are
// checked against the same version (ADR 028), so their tables move it too. Statement triggers:
// these tables change only from the console.
const TABLES = ['parameters', 'category_parameters', 'facilities', 'cities'] as const;

export async function up(db: AnyDb) {
  const run = (statement: string) => sql.raw(statement).execute(db);
  for (const table of TABLES) {
    if (isPostgres(db)) {
      await run(`create trigger ${table}_answers_state after insert or update or delete on ${table}
        for each statement execute function search_state_bump()`);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await run(`create trigger ${table}_answers_${event} after ${event} on ${table} begin update search_state set version = version + 1 where id = 1; end`);
      }
    }
  }
}
