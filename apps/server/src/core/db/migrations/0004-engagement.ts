import { type AnyDb, createTable, flag, index, references, requiredRef, text } from './helpers.js';

// What users do around listings: favourites, interest, reports, blocks, chat, notifications,
// personalised feed preferences.
export async function up(db: AnyDb) {
  await createTable(db, 'favourites', (t) =>
    t.addColumn('user_id', 'integer', requiredRef('users')).addColumn('property_id', 'integer', requiredRef('properties')),
  );
  await index(db, 'favourites', ['user_id', 'property_id'], { unique: true });
  await index(db, 'favourites', ['property_id']);

  await createTable(db, 'interests', (t) =>
    t.addColumn('user_id', 'integer', requiredRef('users')).addColumn('property_id', 'integer', requiredRef('properties')),
  );
  await index(db, 'interests', ['user_id', 'property_id'], { unique: true });
  await index(db, 'interests', ['property_id']);

  // reason_id NULL is the "Other" reason (reason_id 0 on the wire); other_message holds the text.
  await createTable(db, 'reports', (t) =>
    t
      .addColumn('user_id', 'integer', requiredRef('users'))
      .addColumn('property_id', 'integer', requiredRef('properties'))
      .addColumn('reason_id', 'integer', references('report_reasons', 'set null'))
      .addColumn('other_message', 'text', text),
  );
  await index(db, 'reports', ['user_id', 'property_id'], { unique: true });
  await index(db, 'reports', ['property_id']);

  // blocked_id NULL with to_admin = 1 blocks the company's admin side of chat.
  await createTable(db, 'blocks', (t) =>
    t
      .addColumn('blocker_id', 'integer', requiredRef('users'))
      .addColumn('blocked_id', 'integer', references('users'))
      .addColumn('to_admin', 'integer', flag(0))
      .addColumn('reason', 'text', text),
  );
  await index(db, 'blocks', ['blocker_id', 'blocked_id', 'to_admin'], { unique: true });
  await index(db, 'blocks', ['blocked_id']);

  // A conversation between a user and a listing's owner about one property; owner_id NULL is the
  // company's admin side (user_id 0 on the wire).
  await createTable(db, 'chats', (t) =>
    t
      .addColumn('property_id', 'integer', requiredRef('properties'))
      .addColumn('user_id', 'integer', requiredRef('users'))
      .addColumn('owner_id', 'integer', references('users'))
      .addColumn('last_message_at', 'text', text),
  );
  await index(db, 'chats', ['property_id', 'user_id', 'owner_id'], { unique: true });
  await index(db, 'chats', ['user_id', 'last_message_at']);
  await index(db, 'chats', ['owner_id', 'last_message_at']);

  // sender_id / receiver_id NULL is the admin side.
  await createTable(db, 'messages', (t) =>
    t
      .addColumn('chat_id', 'integer', requiredRef('chats'))
      .addColumn('sender_id', 'integer', references('users'))
      .addColumn('receiver_id', 'integer', references('users'))
      .addColumn('message', 'text', text)
      .addColumn('file', 'text', text)
      .addColumn('audio', 'text', text)
      .addColumn('is_read', 'integer', flag(0)),
  );
  await index(db, 'messages', ['chat_id', 'id']);
  await index(db, 'messages', ['receiver_id', 'is_read']);

  // send_type 0: to the users in notification_recipients; 1: to everyone.
  await createTable(db, 'notifications', (t) =>
    t
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('general'))
      .addColumn('send_type', 'integer', flag(1))
      .addColumn('property_id', 'integer', references('properties', 'set null'))
      .addColumn('image', 'text', text),
  );
  await index(db, 'notifications', ['send_type', 'created_at']);

  await createTable(db, 'notification_recipients', (t) =>
    t
      .addColumn('notification_id', 'integer', requiredRef('notifications'))
      .addColumn('user_id', 'integer', requiredRef('users'))
      .addColumn('read_at', 'text', text),
  );
  await index(db, 'notification_recipients', ['user_id', 'notification_id'], { unique: true });
  await index(db, 'notification_recipients', ['notification_id']);

  // Lists are JSON arrays of ids / codes; price range in minor units.
  await createTable(db, 'personalised_preferences', (t) =>
    t
      .addColumn('user_id', 'integer', requiredRef('users'))
      .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('facility_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('property_types', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('price_min', 'bigint', text)
      .addColumn('price_max', 'bigint', text)
      .addColumn('city', 'text', text),
  );
  await index(db, 'personalised_preferences', ['user_id'], { unique: true });
}
