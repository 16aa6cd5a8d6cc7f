import { type AnyDb, counter, createTable, emptyText, flag, index, requiredRef, requiredText, text } from './helpers.js';

// Users (SPEC §3), their sessions and one-time codes, push subscriptions.
export async function up(db: AnyDb) {
  await createTable(db, 'users', (t) =>
    t
      .addColumn('slug_id', 'text', requiredText)
      .addColumn('name', 'text', emptyText)
      .addColumn('email', 'text', text)
      .addColumn('email_verified_at', 'text', text)
      .addColumn('country_code', 'text', text)
      .addColumn('mobile', 'text', text)
      .addColumn('password_hash', 'text', text)
      .addColumn('auth_id', 'text', text)
      .addColumn('logintype', 'integer', (c) => c.notNull().defaultTo(3))
      .addColumn('profile', 'text', text)
      .addColumn('address', 'text', text)
      .addColumn('latitude', 'double precision', text)
      .addColumn('longitude', 'double precision', text)
      .addColumn('city', 'text', text)
      .addColumn('state', 'text', text)
      .addColumn('country', 'text', text)
      .addColumn('about_me', 'text', text)
      .addColumn('facebook_id', 'text', text)
      .addColumn('twiiter_id', 'text', text)
      .addColumn('instagram_id', 'text', text)
      .addColumn('youtube_id', 'text', text)
      .addColumn('fcm_id', 'text', text)
      .addColumn('notification', 'integer', flag(1))
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
      .addColumn('permissions', 'text', text)
      .addColumn('is_agent', 'integer', flag(0))
      .addColumn('verification_status', 'text', (c) => c.notNull().defaultTo('initial'))
      .addColumn('is_active', 'integer', flag(1))
      .addColumn('deactivated_at', 'text', text)
      .addColumn('last_login_at', 'text', text),
  );
  await index(db, 'users', ['slug_id'], { unique: true });
  await index(db, 'users', ['email'], { unique: true });
  await index(db, 'users', ['country_code', 'mobile']);
  await index(db, 'users', ['logintype', 'auth_id'], { unique: true });
  await index(db, 'users', ['role']);
  await index(db, 'users', ['is_agent', 'verification_status']);

  // Opaque bearer tokens, stored as SHA-256 hashes (ADR 003). kind: session | reset.
  await createTable(db, 'tokens', (t) =>
    t
      .addColumn('user_id', 'integer', requiredRef('users'))
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('session'))
      .addColumn('token_hash', 'text', requiredText)
      .addColumn('expires_at', 'text', requiredText)
      .addColumn('last_used_at', 'text', text)
      .addColumn('revoked_at', 'text', text)
      .addColumn('user_agent', 'text', text)
      .addColumn('ip', 'text', text),
  );
  await index(db, 'tokens', ['token_hash'], { unique: true });
  await index(db, 'tokens', ['user_id', 'kind']);

  // One-time codes for phone/email login and email verification; the code itself is hashed.
  await createTable(db, 'otps', (t) =>
    t
      .addColumn('channel', 'text', requiredText)
      .addColumn('destination', 'text', requiredText)
      .addColumn('purpose', 'text', requiredText)
      .addColumn('code_hash', 'text', requiredText)
      .addColumn('expires_at', 'text', requiredText)
      .addColumn('attempts', 'integer', counter)
      .addColumn('consumed_at', 'text', text)
      .addColumn('sent_count', 'integer', counter),
  );
  await index(db, 'otps', ['destination', 'purpose']);

  await createTable(db, 'push_subscriptions', (t) =>
    t
      .addColumn('user_id', 'integer', requiredRef('users'))
      .addColumn('endpoint', 'text', requiredText)
      .addColumn('p256dh', 'text', text)
      .addColumn('auth', 'text', text)
      .addColumn('user_agent', 'text', text),
  );
  await index(db, 'push_subscriptions', ['endpoint'], { unique: true });
  await index(db, 'push_subscriptions', ['user_id']);
}
