import type { TranslationItem } from '@abode/shared/schemas/common';

/**
 * Rows that carry translations in the generic `translations` table, named in the singular;
 * `field` is the translated column (category.category, parameter.name, article.title…), and a
 * parameter's options are field 'type_values', a JSON array in the order of the original.
 */
export type TranslatableEntity =
  | 'category'
  | 'parameter'
  | 'facility'
  | 'report_reason'
  | 'faq'
  | 'article'
  | 'property'
  | 'project'
  | 'homepage_section'
  | 'package'
  | 'package_feature'
  | 'verification_field'
  | 'verification_option';

interface Row {
  id: number;
  entity_id: number;
  language_id: number;
  language_code: string;
  field: string;
  value: string;
}

/**
 * The `Content-Language` header's primary choice as candidate codes, most specific first:
 * "ar-SA, en;q=0.8" → ["ar-sa", "ar"].
 */
export function languageCandidates(header: string | undefined): string[] {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase().replaceAll('_', '-');
  if (!first || !/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(first)) return [];
  const primary = first.split('-')[0]!;
  return first === primary ? [first] : [first, primary];
}

/**
 * Translations of a set of rows: `translations[]` lists them in every language, and text()
 * answers a field in the request's language, falling back to the original.
 */
export class Translations {
  private readonly byRow = new Map<string, Row[]>();

  constructor(
    rows: readonly (Row & { entity: TranslatableEntity })[],
    private readonly candidates: readonly string[],
  ) {
    for (const row of rows) {
      const key = `${row.entity}:${row.entity_id}`;
      const list = this.byRow.get(key);
      if (list) list.push(row);
      else this.byRow.set(key, [row]);
    }
  }

  static none(): Translations {
    return new Translations([], []);
  }

  list(entity: TranslatableEntity, id: number): TranslationItem[] {
    return (this.byRow.get(`${entity}:${id}`) ?? []).map((r) => ({
      id: r.id,
      language_id: r.language_id,
      language_code: r.language_code,
      key: r.field,
      value: r.value,
    }));
  }

  /** The field in every language that translates it. */
  values(entity: TranslatableEntity, id: number, field: string): { language_id: number; value: string }[] {
    return (this.byRow.get(`${entity}:${id}`) ?? [])
      .filter((r) => r.field === field)
      .map((r) => ({ language_id: r.language_id, value: r.value }));
  }

  text(entity: TranslatableEntity, id: number, field: string, original: string): string {
    const rows = this.byRow.get(`${entity}:${id}`);
    if (!rows) return original;
    for (const code of this.candidates) {
      const hit = rows.find((r) => r.field === field && r.language_code.toLowerCase() === code);
      if (hit?.value) return hit.value;
    }
    return original;
  }
}
