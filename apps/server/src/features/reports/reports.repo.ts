import type { Db } from '../../core/db/connect.js';

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
  };
}
export type ReportsRepo = ReturnType<typeof createReportsRepo>;
