import { z } from 'zod';
import { idField, integer, offsetField, optionalText, wholeListLimitField, type TranslationItem } from './common';

export const getReportReasonsQuery = z.object({ id: idField(), offset: offsetField, limit: wholeListLimitField });
export type GetReportReasonsQuery = z.infer<typeof getReportReasonsQuery>;

export interface ReportReason {
  id: number;
  reason: string;
  translated_reason: string;
  translations: TranslationItem[];
}

export const REPORT_MESSAGE_MAX = 1000;
/** add_reports: reason_id 0 is "Other", which needs the reporter's own words. */
export const addReportInput = z
  .object({ property_id: integer('property_id', { min: 1 }), reason_id: integer('reason_id', { min: 0 }), other_message: optionalText('other_message', REPORT_MESSAGE_MAX) })
  .refine((r) => r.reason_id !== 0 || r.other_message !== undefined, { message: 'other_message is required when reason_id is 0', path: ['other_message'] });
export type AddReportInput = z.infer<typeof addReportInput>;
