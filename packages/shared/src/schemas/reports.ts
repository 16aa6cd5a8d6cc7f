import { z } from 'zod';
import { idField, offsetField, wholeListLimitField, type TranslationItem } from './common';

export const getReportReasonsQuery = z.object({ id: idField(), offset: offsetField, limit: wholeListLimitField });
export type GetReportReasonsQuery = z.infer<typeof getReportReasonsQuery>;

export interface ReportReason {
  id: number;
  reason: string;
  translated_reason: string;
  translations: TranslationItem[];
}
