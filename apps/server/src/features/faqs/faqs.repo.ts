import type { Kysely } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import type { Database } from '../../core/db/schema.js';

const ADMIN_COLUMNS = ['id', 'question', 'answer', 'sort_order', 'status'] as const;
export interface FaqValues {
  question: string;
  answer: string;
  sort_order: number;
  status: number;
}

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

    // The console's (faqs-admin.service.ts): inactive ones too; writes in the audit's transaction.
    adminList() {
      return db.selectFrom('faqs').select(ADMIN_COLUMNS).orderBy('sort_order').orderBy('id').execute();
    },

    find(id: number) {
      return db.selectFrom('faqs').select(ADMIN_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async nextOrder() {
      const row = await db.selectFrom('faqs').select((eb) => eb.fn.max('sort_order').as('n')).executeTakeFirst();
      return Number(row?.n ?? 0) + 1;
    },

    async save(trx: Kysely<Database>, id: number | null, values: FaqValues) {
      if (id === null) return (await trx.insertInto('faqs').values(values).returning('id').executeTakeFirstOrThrow()).id;
      await trx.updateTable('faqs').set({ ...values, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
      return id;
    },

    async remove(trx: Kysely<Database>, id: number) {
      await trx.deleteFrom('faqs').where('id', '=', id).execute();
    },
  };
}
export type FaqsRepo = ReturnType<typeof createFaqsRepo>;
