import { type AuditEntry, recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';

// The console's writes to the settings rows, each change audited in its own transaction.

export function createSettingsAdminRepo(db: Db) {
  return {
    async values(keys: readonly string[]): Promise<Map<string, string>> {
      const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', [...keys]).execute();
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    currencyExists(code: string) {
      return db.selectFrom('currencies').select('code').where('code', '=', code).executeTakeFirst();
    },

    /** Writes the values; `audit` null only for the server's own rewrites (sealing secrets stored before ADR 033). */
    async save(values: Record<string, string>, audit: Omit<AuditEntry, 'entityId'> | null) {
      const stamp = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        for (const [key, value] of Object.entries(values)) {
          await trx
            .insertInto('settings')
            .values({ key, value, updated_at: stamp })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: stamp }))
            .execute();
        }
        if (audit) await recordAudit(trx, { ...audit, entityId: null });
      });
    },

    /** Where the console's test mail goes: the acting admin's own address. */
    async userEmail(id: number): Promise<string> {
      return (await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst())?.email ?? '';
    },

    /** The home page sections (settings.repo.ts reads them for web-settings). */
    sections() {
      return db.selectFrom('homepage_sections').select(['id', 'type', 'title', 'sort_order', 'is_active']).orderBy('sort_order').orderBy('id').execute();
    },

    async saveSections(rows: { id: number; title: string; sort_order: number; is_active: number }[], audit: Omit<AuditEntry, 'entityId'>) {
      const stamp = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        for (const { id, ...values } of rows) await trx.updateTable('homepage_sections').set({ ...values, updated_at: stamp }).where('id', '=', id).execute();
        await recordAudit(trx, { ...audit, entityId: null });
      });
    },
  };
}
export type SettingsAdminRepo = ReturnType<typeof createSettingsAdminRepo>;
