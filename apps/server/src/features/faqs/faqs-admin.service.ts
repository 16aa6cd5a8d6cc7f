import { MSG } from '@abode/shared/messages';
import type { AdminFaq, FaqInput } from '@abode/shared/schemas/admin-content';
import { type ActingAs, auditedChange } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import { notFound } from '../../core/http/errors.js';
import type { FaqsRepo } from './faqs.repo.js';

// The console's FAQs (issue #17): each write audited; the faqs table moves the public answers'
// version (0018), so /faqs and the home page show an edit on the next request.

export function createFaqsAdminService(deps: { db: Db; repo: FaqsRepo }) {
  const { db, repo } = deps;
  const present = (r: NonNullable<Awaited<ReturnType<FaqsRepo['find']>>>): AdminFaq => ({ ...r, status: r.status === 1 });

  async function requireFaq(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound(MSG.faqNotFound);
    return row;
  }

  return {
    async list(): Promise<AdminFaq[]> {
      return (await repo.adminList()).map(present);
    },

    /** A new FAQ goes last unless an order is given; an edit keeps what it is not sent. */
    async save(actor: ActingAs, id: number | null, input: FaqInput): Promise<AdminFaq> {
      const before = id === null ? null : await requireFaq(id);
      const values = {
        question: input.question,
        answer: input.answer,
        sort_order: input.sort_order ?? before?.sort_order ?? (await repo.nextOrder()),
        status: input.status === undefined ? (before?.status ?? 1) : input.status ? 1 : 0,
      };
      const saved = await auditedChange(db, actor, { action: id === null ? 'create' : 'update', entity: 'faq', before }, async (trx) => ({
        id: await repo.save(trx, id, values),
        after: values,
      }));
      return present((await repo.find(saved!))!);
    },

    async remove(actor: ActingAs, id: number): Promise<void> {
      const before = await requireFaq(id);
      await auditedChange(db, actor, { action: 'delete', entity: 'faq', before }, async (trx) => {
        await repo.remove(trx, id);
        return { id, after: null };
      });
    },
  };
}
export type FaqsAdminService = ReturnType<typeof createFaqsAdminService>;
