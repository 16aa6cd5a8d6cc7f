import { paginationQuery } from './common';

export const faqsQuery = paginationQuery;

export interface Faq {
  id: number;
  question: string;
  answer: string;
  translated_question: string;
  translated_answer: string;
}
