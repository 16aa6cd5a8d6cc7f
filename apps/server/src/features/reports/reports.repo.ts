import type { Db } from '../../core/db/connect.js';

export function createReportsRepo(db: Db) {
  function reasons(id: number | undefined) {
    const query = db.selectFrom('report_reasons');
    return id === undefined ? query : query.where('id', '=', id);
  }

  return {
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
