import { type AuditEntry, recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';

type Audit = Omit<AuditEntry, 'entityId'>;

/** A unique index refused the write (SQLite or PostgreSQL). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** The place_aliases table (migration 0025); each change is written with its audit row. */
export function createPlaceAliasesRepo(db: Db) {
  const columns = ['id', 'alias', 'place', 'created_at', 'updated_at'] as const;
  return {
    all() {
      return db.selectFrom('place_aliases').select(columns).orderBy('alias').execute();
    },

    find(id: number) {
      return db.selectFrom('place_aliases').select(columns).where('id', '=', id).executeTakeFirst();
    },

    /** The new id, or null when the alias exists already (also when another request just added it). */
    async insert(values: { alias: string; place: string }, audit: Audit): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('place_aliases').values(values).onConflict((oc) => oc.column('alias').doNothing()).returning('id').executeTakeFirst();
        if (!row) return null;
        await recordAudit(trx, { ...audit, entityId: row.id, after: values });
        return row.id;
      });
    },

    /** Whether the row was changed: false when it is gone, null when the new alias belongs to another row. */
    async update(id: number, values: { alias: string; place: string }, audit: Audit): Promise<boolean | null> {
      try {
        return await db.transaction().execute(async (trx) => {
          const result = await trx.updateTable('place_aliases').set({ ...values, updated_at: new Date().toISOString() }).where('id', '=', id).executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) return false;
          await recordAudit(trx, { ...audit, entityId: id });
          return true;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Whether a row was deleted (a second delete of the same id finds none). */
    async remove(id: number, audit: Audit): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('place_aliases').where('id', '=', id).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await recordAudit(trx, { ...audit, entityId: id });
        return true;
      });
    },
  };
}
export type PlaceAliasesRepo = ReturnType<typeof createPlaceAliasesRepo>;
