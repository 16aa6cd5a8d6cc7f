import type { AnyDb } from './helpers.js';

// The language a user last used Abode in (issue #18): transactional mail is written in it.
export async function up(db: AnyDb) {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: AnyDb) {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
