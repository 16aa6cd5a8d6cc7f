import type { PaginationQuery } from '@abode/shared/schemas/common';
import type { Faq } from '@abode/shared/schemas/faqs';
import type { LanguagesService } from '../languages/languages.service.js';
import type { FaqsRepo } from './faqs.repo.js';

export function createFaqsService({ repo, languages }: { repo: FaqsRepo; languages: LanguagesService }) {
  return {
    async list(page: PaginationQuery, contentLanguage: string | undefined): Promise<{ data: Faq[]; total: number }> {
      const { rows, total } = await repo.list(page);
      const tr = await languages.translations(contentLanguage, { faq: rows.map((r) => r.id) });
      const data = rows.map((r) => ({
        id: r.id,
        question: r.question,
        answer: r.answer,
        translated_question: tr.text('faq', r.id, 'question', r.question),
        translated_answer: tr.text('faq', r.id, 'answer', r.answer),
      }));
      return { data, total };
    },
  };
}
export type FaqsService = ReturnType<typeof createFaqsService>;
