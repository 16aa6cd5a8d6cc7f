import { z } from 'zod';
import type { VerificationStatus } from '../enums.js';
import { integer } from './common.js';
import { fileValue } from './listings.js';

// Agent verification (API-CONTRACT.md §2.6 Agents): the admin-defined form, a submission and its review.

export const VERIFICATION_VALUE_MAX = 1000;

export const applyVerificationInput = z.object({
  form_fields: z
    .array(
      z.object({
        id: integer('Form field id', { min: 1 }),
        // text, a comma list (checkbox), or a file for file fields
        value: z.union([z.string().trim().max(VERIFICATION_VALUE_MAX, `Values must be at most ${VERIFICATION_VALUE_MAX} characters`), z.array(z.string()), fileValue]).optional(),
      }),
      { error: 'form_fields is required' },
    )
    .min(1, 'form_fields is required'),
});
export type ApplyVerificationInput = z.infer<typeof applyVerificationInput>;

export const rejectVerificationInput = z.object({ reason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').optional() });

export interface VerificationFieldOption {
  id: number;
  verify_customer_form_id: number;
  value: string;
  translated_value: string;
}

export interface VerificationField {
  id: number;
  name: string;
  field_type: string;
  is_required: number;
  translated_name: string;
  form_fields_values: VerificationFieldOption[];
}

export interface VerificationSubmission {
  id: number;
  user_id: number;
  status: Exclude<VerificationStatus, 'initial'>;
  reason: string;
  created_at: string;
  user: { id: number; name: string; email: string; profile: string; verification_status: VerificationStatus };
  verify_customer_values: {
    id: number;
    verify_customer_form_id: number;
    /** Text, the chosen options (checkbox) or a file URL. */
    value: string | string[];
    verify_form: VerificationField;
  }[];
}
