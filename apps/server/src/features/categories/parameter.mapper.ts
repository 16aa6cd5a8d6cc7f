import type { ParameterType } from '@abode/shared/enums';
import type { CategoryParameter } from '@abode/shared/schemas/categories';
import type { Translations } from '../languages/translations.js';

/** A parameter definition as stored (type_values is a JSON array of options). */
export interface ParameterRow {
  id: number;
  name: string;
  type_of_parameter: ParameterType;
  type_values: string;
  image: string | null;
  is_required: number;
}

/** JSON array text → list of strings; anything else (or broken JSON) → []. */
export function parseStringList(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map((v) => String(v)) : [];
  } catch {
    return [];
  }
}

/** The parameter object shared by categories and listings. */
export function toCategoryParameter(row: ParameterRow, tr: Translations, url: (key: string | null) => string): CategoryParameter {
  return {
    id: row.id,
    name: row.name,
    type_of_parameter: row.type_of_parameter,
    type_values: parseStringList(row.type_values),
    image: url(row.image),
    is_required: row.is_required,
    translated_name: tr.text('parameter', row.id, 'name', row.name),
    translations: tr.list('parameter', row.id),
  };
}
