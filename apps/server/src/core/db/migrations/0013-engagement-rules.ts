import { type AnyDb, index } from './helpers.js';

// Engagement rules the 0004 tables did not enforce (issue #14):
// - one block of the company's side per user: blocked_id is NULL there, and a unique index treats
//   NULLs as distinct, so (blocker_id, blocked_id, to_admin) let "to_admin" blocks pile up;
// - a report keeps the words of its reason as the reporter saw them, so the admin queue still
//   reads right after the reason is renamed or deleted (reason_id is set null then);
// - the admin queue lists reports newest first.
export async function up(db: AnyDb) {
  await index(db, 'blocks', ['blocker_id'], { unique: true, where: 'to_admin = 1', name: 'blocks_blocker_admin_uq' });
  await db.schema.alterTable('reports').addColumn('reason', 'text').execute();
  await index(db, 'reports', ['created_at']);
}

export async function down(db: AnyDb) {
  await db.schema.dropIndex('reports_created_at_idx').execute();
  await db.schema.alterTable('reports').dropColumn('reason').execute();
  await db.schema.dropIndex('blocks_blocker_admin_uq').execute();
}
