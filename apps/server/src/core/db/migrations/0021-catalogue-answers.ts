import { type AnyDb, versionTriggers } from './helpers.js';

// The admin console edits the catalogue while the server runs (issue #17). Categories already move
// the search version (0007); the cached answers that show parameters (categories, listing pages and
// the post-listing form), facilities (filters, listing pages) and city pictures (home page) are
// checked against the same version (ADR 028), so their tables move it too. Statement triggers:
// these tables change only from the console.
const TABLES = ['parameters', 'category_parameters', 'facilities', 'cities'] as const;

export async function up(db: AnyDb) {
  await versionTriggers(db, TABLES);
}
