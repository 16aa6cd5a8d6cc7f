import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors, formValues, type FieldErrors } from './form-errors';

/**
 * Checks a form in the browser with the same zod schema the API parses with, before it is sent;
 * the server's answer (`serverErrors`, from the action) takes over once a new one arrives.
 */
export function useFormValidation(schema: z.ZodType, names: readonly string[], serverErrors: FieldErrors | undefined) {
  // Client errors belong to the server answer they were found after; a newer answer replaces them.
  const [client, setClient] = useState<{ after: FieldErrors | undefined; errors: FieldErrors } | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const values = formValues(new FormData(event.currentTarget), names);
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setClient(null);
      return;
    }
    event.preventDefault();
    const errors = fieldErrors(parsed.error, values);
    setClient({ after: serverErrors, errors });
    const first = names.find((name) => errors[name]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const clientErrors = client && client.after === serverErrors ? client.errors : null;
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit };
}
