import type { Transaction } from 'kysely';
import type { Db } from './connect.js';
import { writeTranslations } from './listing-writes.js';
import type { Database } from './schema.js';

// The catalogue's names in other languages (categories, parameters, facilities, report reasons,
// verification fields) as the admin console reads and writes them: one text per language code.

/** The translations of one field of these rows, by row id then language code. */
export async function nameTranslationsOf(db: Db, entity: string, field: string, ids: readonly number[]): Promise<Map<number, Record<string, string>>> {
  const byRow = new Map<number, Record<string, string>>();
  if (ids.length === 0) return byRow;
  const rows = await db
    .selectFrom('translations')
    .innerJoin('languages', 'languages.id', 'translations.language_id')
    .select(['translations.entity_id', 'languages.code', 'translations.value'])
    .where('translations.entity', '=', entity)
    .where('translations.field', '=', field)
    .where('translations.entity_id', 'in', [...new Set(ids)])
    .execute();
  for (const row of rows) byRow.set(row.entity_id, { ...byRow.get(row.entity_id), [row.code]: row.value });
  return byRow;
}

/** Sets one field's translations by language code (codes of no language are skipped; '' removes one). */
export async function writeNameTranslations(trx: Transaction<Database>, entity: string, entityId: number, field: string, byCode: Record<string, string> | undefined) {
  const codes = Object.keys(byCode ?? {}).map((c) => c.toLowerCase());
  if (!byCode || codes.length === 0) return;
  const languages = await trx.selectFrom('languages').select(['id', 'code']).where('code', 'in', codes).execute();
  const lowered = Object.fromEntries(Object.entries(byCode).map(([code, value]) => [code.toLowerCase(), value]));
  await writeTranslations(
    trx,
    entity,
    entityId,
    languages.map((l) => ({ languageId: l.id, field, value: lowered[l.code] ?? '' })),
  );
}

/** Removes every translation of a deleted row. */
export async function dropTranslations(trx: Transaction<Database>, entity: string, entityId: number) {
  await trx.deleteFrom('translations').where('entity', '=', entity).where('entity_id', '=', entityId).execute();
}
