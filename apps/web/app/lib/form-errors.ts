import type { z } from 'zod';
import { MSG } from '@abode/shared/messages';

/** Field name → translation key of the problem with it. */
export type FieldErrors = Partial<Record<string, string>>;

const MESSAGE_KEYS = new Map<string, string>(Object.entries(MSG).map(([key, text]) => [text, key]));

/**
 * One translation key per field, from the same zod issues the API would answer: `auth.form.required`
 * for a field left empty, the SPEC §8 message when the schema names one, else `auth.form.invalid`.
 */
export function fieldErrors(error: z.ZodError, values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    const value = values[field];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    errors[field] = MESSAGE_KEYS.get(issue.message) ?? (empty ? 'auth.form.required' : 'auth.form.invalid');
  }
  return errors;
}

/** A form's text fields as a plain object (files left out). */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}
