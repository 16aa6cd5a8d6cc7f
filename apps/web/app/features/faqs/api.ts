import type { Faq } from '@abode/shared/schemas/faqs';
import type { ApiQuery } from '~/lib/api-client';

const MAX_FAQS = 100;

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

/** A question and its answer in the page's language. */
export function toFaqItem(faq: Faq): FaqItem {
  return { id: faq.id, question: faq.translated_question || faq.question, answer: faq.translated_answer || faq.answer };
}

export const faqsQuery: ApiQuery<FaqItem[]> = {
  key: ['faqs'],
  fetch: async (api) => (await api.get<Faq[]>('faqs', { offset: 0, limit: MAX_FAQS })).data.map(toFaqItem),
};
