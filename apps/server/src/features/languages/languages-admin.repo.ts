import { type AuditEntry, recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';

// The admin's side of languages (languages.manage): every language, active or not, its web file.

export function createLanguagesAdminRepo(db: Db) {
  return {
    all() {
      return db.selectFrom('languages').select(['id', 'code', 'name', 'rtl', 'status', 'web_translations']).orderBy('id').execute();
    },

    find(id: number) {
      return db.selectFrom('languages').select(['id', 'code', 'name', 'rtl', 'status', 'web_translations']).where('id', '=', id).executeTakeFirst();
    },

    codeTaken(code: string) {
      return db.selectFrom('languages').select('id').where((eb) => eb(eb.fn('lower', ['code']), '=', code)).executeTakeFirst();
    },

    async defaultCode(): Promise<string | undefined> {
      return (await db.selectFrom('settings').select('value').where('key', '=', 'default_language').executeTakeFirst())?.value;
    },

    async insert(values: { code: string; name: string; rtl: 0 | 1 }, audit: Omit<AuditEntry, 'entityId' | 'after'>): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('languages').values({ ...values, status: 1, web_translations: '{}' }).returning('id').executeTakeFirstOrThrow();
        await recordAudit(trx, { ...audit, entityId: id, after: values });
        return id;
      });
    },

    /** Name, direction, status and (the `default_language` setting) whether it is the site's default. */
    async update(id: number, values: { name?: string; rtl?: 0 | 1; status?: 0 | 1 }, makeDefault: string | null, audit: Omit<AuditEntry, 'entityId'>) {
      await db.transaction().execute(async (trx) => {
        if (Object.keys(values).length) await trx.updateTable('languages').set({ ...values, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
        if (makeDefault !== null) {
          await trx
            .insertInto('settings')
            .values({ key: 'default_language', value: makeDefault })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value: makeDefault }))
            .execute();
        }
        await recordAudit(trx, { ...audit, entityId: id });
      });
    },

    /** Replaces the web file if it still reads `expected`: false when another edit came first (the caller reads again). */
    async replaceWebFile(id: number, expected: string, json: string, audit: Omit<AuditEntry, 'entityId'>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('languages')
          .set({ web_translations: json, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .where('web_translations', '=', expected)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await recordAudit(trx, { ...audit, entityId: id });
        return true;
      });
    },
  };
}
export type LanguagesAdminRepo = ReturnType<typeof createLanguagesAdminRepo>;
