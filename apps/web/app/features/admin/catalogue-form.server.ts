import { data } from 'react-router';
import type { ZodType } from 'zod';
import type { ApiClient } from '~/lib/api-client';
import { type AdminOutcome, adminAction } from './access.server';
import { saveCatalogue } from './catalogue-api';

// The catalogue pages' forms: checked with the API's own schema before they are sent (each refusal
// goes next to its field), then sent as the API takes them.

/** Fields the page's action reads itself, never sent to the API. */
const PAGE_FIELDS = new Set(['intent', 'id', 'form']);

/** The form as the API takes it: switches (check boxes) always sent as 0 or 1, an empty file input left out. */
export function catalogueBody(form: FormData, switches: readonly string[]): FormData {
  const body = new FormData();
  for (const [key, value] of form) {
    if (PAGE_FIELDS.has(key) || switches.includes(key)) continue;
    if (typeof value !== 'string' && value.size === 0) continue;
    body.append(key, value);
  }
  for (const key of switches) body.set(key, form.get(key) === '1' ? '1' : '0');
  return body;
}

/** The text fields as the schema reads them: `translations[code]` gathered into one object, files left out. */
function valuesOf(body: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const translations: Record<string, string> = {};
  for (const [key, value] of body) {
    if (typeof value !== 'string') continue;
    const code = /^translations\[([^\]]+)\]$/.exec(key)?.[1];
    if (code) translations[code] = value;
    else values[key] = value;
  }
  return { ...values, translations };
}

/**
 * Checks the form, then sends it to `endpoint`: the API's message, or the refusals by field (the
 * API's refusals that are about one field, `fieldOf`, go next to it too).
 */
export async function saveCatalogueForm(
  request: Request,
  api: ApiClient,
  form: FormData,
  options: { form: string; schema: ZodType; endpoint: string; switches?: readonly string[]; fieldOf?: (message: string) => string | undefined },
) {
  const body = catalogueBody(form, options.switches ?? []);
  const checked = options.schema.safeParse(valuesOf(body));
  if (!checked.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of checked.error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message;
    return data<AdminOutcome>({ ok: false, message: '', key: 'admin.catalogue.fixErrors', form: options.form, fieldErrors }, { status: 400 });
  }
  // the image pipeline's refusals ("Image must be…", "Image is too large") are about the picture
  const fieldOf = (message: string) => options.fieldOf?.(message) ?? (message.startsWith('Image') ? 'image' : undefined);
  return adminAction(request, () => saveCatalogue(api, options.endpoint, body), { form: options.form, fieldOf, fieldKey: 'admin.catalogue.fixErrors' });
}
