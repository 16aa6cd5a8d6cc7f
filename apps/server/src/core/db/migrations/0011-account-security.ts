import { type AnyDb, counter, createTable, index, references, requiredText, text } from './helpers.js';

// Account security (ADR 018). An address is claimed by a code sent to it: a registration
// ('register') or a profile's new email ('change') waits here, apart from users, until the code
// comes back; the password of a registration belongs to the code it was sent with.
export async function up(db: AnyDb) {
  await createTable(db, 'email_claims', (t) =>
    t
      .addColumn('purpose', 'text', requiredText)
      .addColumn('email', 'text', requiredText)
      .addColumn('code_hash', 'text', requiredText)
      .addColumn('user_id', 'integer', references('users'))
      // the session that asked for an email change keeps working; every other one is revoked
      .addColumn('token_id', 'integer', references('tokens', 'set null'))
      .addColumn('name', 'text', text)
      .addColumn('mobile', 'text', text)
      .addColumn('country_code', 'text', text)
      .addColumn('password_hash', 'text', text)
      .addColumn('attempts', 'integer', counter)
      .addColumn('expires_at', 'text', requiredText)
      .addColumn('consumed_at', 'text', text),
  );
  await index(db, 'email_claims', ['email']);
  await index(db, 'email_claims', ['user_id']);
  await dropUnprovenPasswords(db);
}

/**
 * Before this, user-register wrote an unverified row with whatever password it was sent, so a
 * stranger's password could become the owner's on verification: such passwords were never proven.
 */
export function dropUnprovenPasswords(db: AnyDb) {
  return db.updateTable('users').set({ password_hash: null }).where('email_verified_at', 'is', null).where('password_hash', 'is not', null).execute();
}

export async function down(db: AnyDb) {
  await db.schema.dropTable('email_claims').execute();
}
