import { type AnyDb, index } from './helpers.js';

// Notifications (0004) get what the bell and Web Push need: the page a notification leads to,
// the values its translated text is built from, and a key that makes repeated alerts (a package
// about to end, seen by every sweep on every instance) land once.
export async function up(db: AnyDb) {
  for (const column of ['link', 'data', 'dedupe_key']) {
    await db.schema.alterTable('notifications').addColumn(column, 'text').execute();
  }
  await index(db, 'notifications', ['dedupe_key'], { unique: true });
  // the bell's unread count: a user's rows not read yet
  await index(db, 'notification_recipients', ['user_id', 'read_at']);
}
