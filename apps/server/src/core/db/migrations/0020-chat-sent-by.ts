import type { AnyDb } from './helpers.js';

// Which staff account wrote a message of the company's side (issue #15): the row says so itself,
// so replies need no audit entry each (ADR 030). NULL for users' messages and older rows.
export async function up(db: AnyDb) {
  await db.schema.alterTable('messages').addColumn('sent_by', 'integer').execute();
}

export async function down(db: AnyDb) {
  await db.schema.alterTable('messages').dropColumn('sent_by').execute();
}
