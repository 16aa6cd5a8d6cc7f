import type { Insertable } from 'kysely';
import type { Db } from '../core/db/connect.js';
import type { Database } from '../core/db/schema.js';

// Small write helpers shared by the reference and demo seeds.

/** Multi-row inserts in chunks that stay far below SQLite's and PostgreSQL's parameter limits. */
export async function insertRows<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  chunkSize = 250,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunkSize) as Insertable<Database[T]>[])
      .execute();
  }
}

export interface TranslationSeed {
  entity: string;
  entity_id: number;
  field: string;
  value: string;
}

/**
 * Translation rows for one language. Entities are named in the singular ('category',
 * 'parameter', 'facility', 'property'…) and `field` is the translated column; a parameter's
 * options are translated as field 'type_values', a JSON array in the order of the original.
 * Rows that already exist are left as they are; nothing is written for a removed language.
 */
export async function insertTranslations(db: Db, languageId: number | null, rows: readonly TranslationSeed[]): Promise<void> {
  if (languageId === null) return;
  for (let i = 0; i < rows.length; i += 250) {
    await db
      .insertInto('translations')
      .values(rows.slice(i, i + 250).map((r) => ({ ...r, language_id: languageId })))
      .onConflict((oc) => oc.columns(['entity', 'entity_id', 'language_id', 'field']).doNothing())
      .execute();
  }
}

/** The id of a language, or null when the admin removed it. */
export async function languageId(db: Db, code: string): Promise<number | null> {
  const row = await db.selectFrom('languages').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id ?? null;
}
