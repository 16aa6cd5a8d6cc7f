import { otpTargetSchema } from '@abode/shared/schemas/auth';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';
import type { OtpTarget } from './api';

export type OtpChannel = 'email' | 'phone';

export const OTP_TARGET_FIELDS = ['email', 'number', 'country_code'] as const;

/** The email address, or phone number and country code, a code is sent to (checked with the API's schema). */
export function parseOtpTarget(channel: OtpChannel, values: Record<string, string | null | undefined>): { target: OtpTarget } | { errors: FieldErrors } {
  const raw = channel === 'phone' ? { number: values.number ?? '', country_code: values.country_code ?? '' } : { email: values.email ?? '' };
  const parsed = otpTargetSchema.safeParse(raw);
  if (!parsed.success) return { errors: fieldErrors(parsed.error, raw) };
  const { email, number, country_code } = parsed.data;
  if (email) return { target: { email } };
  return { target: { number: number ?? '', country_code: country_code ?? '' } };
}

/** How the code page names where the code went. */
export function describeTarget(target: OtpTarget): string {
  return 'email' in target ? target.email : `${target.country_code} ${target.number}`;
}
