import type { Transaction } from 'kysely';
import type { Db } from './connect.js';
import type { Database } from './schema.js';

// Queries the property and project repositories share: here, not in one of the two features,
// because a feature never imports another feature's repository (DESIGN.md rule 3).

export interface StoredImage {
  key: string;
  placeholder: string;
  width: number;
  height: number;
}

export interface StoredDocument {
  key: string;
  fileName: string;
  type: string;
  size: number;
}

export interface TranslatedField {
  languageId: number;
  field: 'title' | 'description';
  value: string;
}

const now = () => new Date().toISOString();

/**
 * Sets the given translations of a row's fields (listings' titles and descriptions, the catalogue's
 * names); an empty value removes one.
 */
export async function writeTranslations(trx: Transaction<Database>, entity: string, entityId: number, items: readonly { languageId: number; field: string; value: string }[]) {
  const stamp = now();
  for (const item of items) {
    await trx
      .deleteFrom('translations')
      .where('entity', '=', entity)
      .where('entity_id', '=', entityId)
      .where('language_id', '=', item.languageId)
      .where('field', '=', item.field)
      .execute();
    if (item.value !== '') {
      await trx
        .insertInto('translations')
        .values({ entity, entity_id: entityId, language_id: item.languageId, field: item.field, value: item.value, created_at: stamp, updated_at: stamp })
        .execute();
    }
  }
}

/** Reject reasons ('' when none) of these listings or projects, by id. */
export async function rejectReasonsOf(db: Db, table: 'properties' | 'projects', ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom(table).select(['id', 'reject_reason']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r.reject_reason ?? '']));
}

/** ids of the owner's other listings or projects in the category, newest first. */
export async function similarOwnedIn(
  db: Db,
  table: 'properties' | 'projects',
  of: { userId: number; categoryId: number; exceptId: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('user_id', '=', of.userId)
    .where('category_id', '=', of.categoryId)
    .where('id', '<>', of.exceptId)
    .orderBy('created_at', 'desc')
    .limit(of.limit)
    .execute();
  return rows.map((r) => r.id);
}
