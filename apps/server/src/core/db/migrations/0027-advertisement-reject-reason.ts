import type { AnyDb } from './helpers.js';

// A feature request the admin turns down says why (issue #17): the owner reads it in the app and in the mail.
export async function up(db: AnyDb) {
  await db.schema.alterTable('advertisements').addColumn('reject_reason', 'text').execute();
}

export async function down(db: AnyDb) {
  await db.schema.alterTable('advertisements').dropColumn('reject_reason').execute();
}
