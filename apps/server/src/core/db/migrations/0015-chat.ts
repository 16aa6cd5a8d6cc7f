import { type AnyDb, index } from './helpers.js';

// Chat (issue #15) on the chats/messages tables of 0004: what each side has cleared, when each
// side was last told of a message while away (the throttle, shared by every instance through the
// row), a document's original name for its download, and a voice note's length.
export async function up(db: AnyDb) {
  for (const column of ['user_cleared_through', 'owner_cleared_through']) {
    // messages with an id up to this one are gone for that side (delete_chat_message clearing)
    await db.schema.alterTable('chats').addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
  for (const column of ['user_notified_at', 'owner_notified_at']) {
    await db.schema.alterTable('chats').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('messages').addColumn('file_name', 'text').execute();
  await db.schema.alterTable('messages').addColumn('audio_seconds', 'integer').execute();
  // NULLs are distinct in the 0004 unique index: conversations with the company's side (owner_id
  // NULL) need their own, or two first messages at once would open two
  await index(db, 'chats', ['property_id', 'user_id'], { unique: true, where: 'owner_id is null', name: 'chats_admin_side_uq' });
  // the file route finds the conversation of a stored file by its key
  await index(db, 'messages', ['file'], { where: 'file is not null' });
  await index(db, 'messages', ['audio'], { where: 'audio is not null' });
}
