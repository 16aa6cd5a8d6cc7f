import { type AnyDb, index, references } from './helpers.js';

// The console's packages and notifications (issue #17): a package the admin takes back keeps its
// row (ended now) with when and why; a notification sent from the console remembers who sent it,
// so that its history lists those and not the alerts the site sends by itself.
export async function up(db: AnyDb) {
  await db.schema.alterTable('user_packages').addColumn('revoked_at', 'text').execute();
  await db.schema.alterTable('user_packages').addColumn('revoke_reason', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('sent_by', 'integer', references('users', 'set null')).execute();
  await index(db, 'notifications', ['sent_by', 'id']);
  await index(db, 'payment_transactions', ['created_at']);
}
