import type { VerificationStatus } from '@abode/shared/enums';
import type { VerificationField, VerificationSubmission } from '@abode/shared/schemas/verification';
import type { ApiClient } from '~/lib/api-client';

export async function fetchVerificationFields(api: ApiClient): Promise<VerificationField[]> {
  return (await api.get<VerificationField[]>('get-agent-verification-form-fields')).data;
}

/** The latest request with its answers, or null before the first one (the API answers [] then). */
export async function fetchLatestVerification(api: ApiClient): Promise<VerificationSubmission | null> {
  const { data } = await api.get<VerificationSubmission | []>('get-agent-verification-form-values');
  return Array.isArray(data) ? null : data;
}

export async function applyVerification(api: ApiClient, form: FormData): Promise<string> {
  return (await api.post('apply-agent-verification', form)).message;
}

/** Where a user stands: the account's own state, else that of the latest request, else initial. */
export function verificationStatusOf(accountStatus: VerificationStatus | undefined, latest: VerificationSubmission | null): VerificationStatus {
  return accountStatus ?? latest?.user.verification_status ?? 'initial';
}

/** The browser form's name of a field's control. */
export const fieldInputName = (field: Pick<VerificationField, 'id'>) => `field-${field.id}`;

export type VerificationErrors = Partial<Record<number, 'verification.required' | 'verification.fileRequired'>>;

/**
 * The API's form (form_fields[i][id|value]) from the page's form: checkbox choices as a comma list,
 * files only when one was chosen. Required fields left empty come back as errors instead.
 */
export function verificationPayload(fields: readonly VerificationField[], form: FormData): { payload: FormData; errors: VerificationErrors } {
  const payload = new FormData();
  const errors: VerificationErrors = {};
  let index = 0;
  for (const field of fields) {
    const values = form.getAll(fieldInputName(field));
    let value: string | File | undefined;
    if (field.field_type === 'file') {
      const file = values.find((v): v is File => v instanceof File && v.size > 0);
      value = file;
    } else {
      const text = values
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.trim())
        .filter(Boolean)
        .join(',');
      value = text === '' ? undefined : text;
    }
    if (value === undefined) {
      if (field.is_required === 1) errors[field.id] = field.field_type === 'file' ? 'verification.fileRequired' : 'verification.required';
      continue;
    }
    payload.set(`form_fields[${index}][id]`, String(field.id));
    payload.set(`form_fields[${index}][value]`, value);
    index += 1;
  }
  return { payload, errors };
}
