import type { Db } from '../../core/db/connect.js';

export function createFaqsRepo(db: Db) {
  const published = () => db.selectFrom('faqs').where('status', '=', 1);

  return {
    async list(page: { offset: number; limit: number }) {
      const [rows, count] = await Promise.all([
        published().select(['id', 'question', 'answer']).orderBy('sort_order').orderBy('id').offset(page.offset).limit(page.limit).execute(),
        published()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}
export type FaqsRepo = ReturnType<typeof createFaqsRepo>;
