import type { PropertyCardParameter } from '@abode/shared/schemas/properties';
import { type FactKind, parameterKind } from '@abode/shared/search/parameter-kinds';

export type { FactKind };

export interface Fact {
  id: number;
  kind: FactKind;
  label: string;
  value: string;
  /** The parameter's icon (URL) as the admin set it. */
  icon: string;
  numeric: boolean;
}

// Parameters are admin-defined; their English names tell which ones a card should lead with.
const LEADING: readonly FactKind[] = ['bedrooms', 'bathrooms', 'area'];

function display(parameter: PropertyCardParameter): string {
  const value = parameter.translated_option_value || parameter.value;
  return Array.isArray(value) ? value.join(', ') : String(value ?? '').trim();
}

/** Every filled-in parameter as a fact (files are documents, not facts), in the admin's order. */
export function propertyFacts(parameters: readonly PropertyCardParameter[]): Fact[] {
  return parameters
    .filter((p) => p.type_of_parameter !== 'file' && display(p) !== '')
    .map((p) => ({
      id: p.id,
      kind: parameterKind(p.name),
      label: p.translated_name || p.name,
      value: display(p),
      icon: p.image,
      numeric: p.type_of_parameter === 'number',
    }));
}

/** For cards: beds, baths and area first (when the listing has them), then other numbers. */
export function keyFacts(parameters: readonly PropertyCardParameter[], max = 3): Fact[] {
  const facts = propertyFacts(parameters);
  const leading = LEADING.flatMap((kind) => facts.filter((f) => f.kind === kind).slice(0, 1));
  const rest = facts.filter((f) => f.numeric && !leading.includes(f));
  return [...leading, ...rest].slice(0, max);
}
