import { type AnyDb, index, references } from './helpers.js';

// Listing expiry (ADR 009): a property remembers the package that allowed it, so that it expires
// when that package ends. properties.expires_at (0003) holds when it expired or will expire.
export async function up(db: AnyDb) {
  await db.schema.alterTable('properties').addColumn('user_package_id', 'integer', references('user_packages', 'set null')).execute();
  await index(db, 'properties', ['user_package_id']);
}

export async function down(db: AnyDb) {
  await db.schema.dropIndex('properties_user_package_id_idx').execute();
  await db.schema.alterTable('properties').dropColumn('user_package_id').execute();
}
