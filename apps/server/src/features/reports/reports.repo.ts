import { type AuditEntry, recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import { dropTranslations, nameTranslationsOf, writeNameTranslations } from '../../core/db/name-translations.js';

type Audit = Omit<AuditEntry, 'entityId' | 'entity'>;
const stamp = () => new Date().toISOString();

export function createReportsRepo(db: Db) {
  function reasons(id: number | undefined) {
    const query = db.selectFrom('report_reasons');
    return id === undefined ? query : query.where('id', '=', id);
  }

  return {
    reasonById(id: number) {
      return db.selectFrom('report_reasons').select(['id', 'reason']).where('id', '=', id).executeTakeFirst();
    },

    /** One report per user and listing (unique index): false when the user had reported it already. */
    async add(report: { userId: number; propertyId: number; reasonId: number | null; reason: string | null; otherMessage: string | null }): Promise<boolean> {
      const result = await db
        .insertInto('reports')
        .values({ user_id: report.userId, property_id: report.propertyId, reason_id: report.reasonId, reason: report.reason, other_message: report.otherMessage })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async listReasons(id: number | undefined, page: { offset: number; limit: number }) {
      const [rows, count] = await Promise.all([
        reasons(id).select(['id', 'reason']).orderBy('id').offset(page.offset).limit(page.limit).execute(),
        reasons(id)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    // The admin console (catalogue.manage); each change audited in its transaction.

    /** Every reason with the reports that chose it counted. */
    async adminList(id?: number) {
      let query = db
        .selectFrom('report_reasons')
        .select(['report_reasons.id', 'report_reasons.reason'])
        .select((eb) => eb.selectFrom('reports').whereRef('reports.reason_id', '=', 'report_reasons.id').select((c) => c.fn.countAll<number>().as('n')).as('reports'))
        .orderBy('report_reasons.id');
      if (id !== undefined) query = query.where('report_reasons.id', '=', id);
      const rows = await query.execute();
      const translations = await nameTranslationsOf(db, 'report_reason', 'reason', rows.map((r) => r.id));
      return rows.map((r) => ({ ...r, reports: Number(r.reports ?? 0), translations: translations.get(r.id) ?? {} }));
    },

    async createReason(reason: string, translations: Record<string, string> | undefined, audit: Audit): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('report_reasons').values({ reason, created_at: stamp(), updated_at: stamp() }).returning('id').executeTakeFirstOrThrow();
        await writeNameTranslations(trx, 'report_reason', row.id, 'reason', translations);
        await recordAudit(trx, { ...audit, entity: 'report_reason', entityId: row.id, after: { reason, translations } });
        return row.id;
      });
    },

    async updateReason(id: number, reason: string, translations: Record<string, string> | undefined, audit: Audit): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('report_reasons').select(['id', 'reason']).where('id', '=', id).executeTakeFirst();
        if (!before) return false;
        await trx.updateTable('report_reasons').set({ reason, updated_at: stamp() }).where('id', '=', id).execute();
        await writeNameTranslations(trx, 'report_reason', id, 'reason', translations);
        await recordAudit(trx, { ...audit, entity: 'report_reason', entityId: id, before, after: { reason, translations } });
        return true;
      });
    },

    /** Reports made with it keep the reason's text (reports.reason); their reason_id is cleared. */
    async removeReason(id: number, audit: Audit): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('report_reasons').select(['id', 'reason']).where('id', '=', id).executeTakeFirst();
        if (!before) return false;
        await trx.deleteFrom('report_reasons').where('id', '=', id).execute();
        await dropTranslations(trx, 'report_reason', id);
        await recordAudit(trx, { ...audit, entity: 'report_reason', entityId: id, before });
        return true;
      });
    },
  };
}
export type ReportsRepo = ReturnType<typeof createReportsRepo>;
