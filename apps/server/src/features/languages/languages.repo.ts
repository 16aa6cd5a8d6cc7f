import type { Db } from '../../core/db/connect.js';
import type { TranslatableEntity } from './translations.js';

export function createLanguagesRepo(db: Db) {
  return {
    findActiveByCode(code: string) {
      return db
        .selectFrom('languages')
        .select(['id', 'code', 'name', 'rtl', 'web_translations', 'app_translations'])
        .where('status', '=', 1)
        .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
        .executeTakeFirst();
    },

    listActive() {
      return db.selectFrom('languages').select(['id', 'code', 'name', 'rtl']).where('status', '=', 1).orderBy('id').execute();
    },

    /** Every translation of these rows, in every active language. */
    translationsOf(entity: TranslatableEntity, ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('translations')
        .innerJoin('languages', 'languages.id', 'translations.language_id')
        .select([
          'translations.id',
          'translations.entity_id',
          'translations.language_id',
          'languages.code as language_code',
          'translations.field',
          'translations.value',
        ])
        .where('translations.entity', '=', entity)
        .where('translations.entity_id', 'in', [...new Set(ids)])
        .where('languages.status', '=', 1)
        .orderBy('translations.language_id')
        .orderBy('translations.id')
        .execute();
    },
  };
}
export type LanguagesRepo = ReturnType<typeof createLanguagesRepo>;
export type TranslationRow = Awaited<ReturnType<LanguagesRepo['translationsOf']>>[number];
