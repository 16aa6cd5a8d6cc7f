import { isBuiltArea, parameterKind, roomRange, unitInName } from '@abode/shared/search/parameter-kinds';
import type { ParameterFilter } from '@abode/shared/schemas/search';
import { type AreaUnit, convertMeasure } from '@abode/shared/units/area-conversion';
import type { ParameterCondition, SearchFacts } from './search.repo.js';

// Bedrooms, bathrooms and area are ordinary category parameters (admin rows with a name), so a
// search by meaning ("2 bedrooms", "1,000–2,000 sq ft") becomes conditions on the parameters whose
// names say so, at the time the search runs: a renamed or added parameter counts from then on.

export interface CatalogueParameter {
  id: number;
  name: string;
}

const NUMBER_AT_LEAST = /^(\d+(?:\.\d+)?)\+$/;

/** One parameter filter as conditions: "5+" is five or more (or, for a text parameter, the text "5+" itself). */
function parameterConditions({ id, value }: ParameterFilter): ParameterCondition[] {
  const atLeast = value === undefined ? null : NUMBER_AT_LEAST.exec(value);
  return atLeast
    ? [
        { id, min: Number(atLeast[1]) },
        { id, value },
      ]
    : [{ id, value }];
}

/** Every listing condition of explicit parameters and facts. A fact no parameter carries matches nothing. */
export function parameterGroups(
  parameters: readonly ParameterFilter[] | undefined,
  facts: SearchFacts | undefined,
  catalogue: readonly CatalogueParameter[],
  siteAreaUnit: AreaUnit,
): ParameterCondition[][] {
  const groups = (parameters ?? []).map(parameterConditions);
  for (const kind of ['bedrooms', 'bathrooms'] as const) {
    const range = facts?.[kind] === undefined ? undefined : roomRange(facts[kind]);
    if (range) groups.push(catalogue.filter((p) => parameterKind(p.name) === kind).map((p) => ({ id: p.id, ...range })));
  }
  const area = facts?.area;
  if (area && (area.min !== undefined || area.max !== undefined)) {
    const asked = area.unit ?? siteAreaUnit;
    groups.push(
      catalogue
        .filter((p) => isBuiltArea(p.name))
        .map((p) => {
          // Listings hold the number in the unit the parameter's name gives, else the site's.
          const stored = unitInName(p.name) ?? siteAreaUnit;
          const convert = (value: number | undefined) => (value === undefined ? undefined : convertMeasure(value, asked, stored));
          return { id: p.id, min: convert(area.min), max: convert(area.max) };
        }),
    );
  }
  return groups;
}

/** Whether a search needs the catalogue to become conditions. */
export function needsCatalogue(facts: SearchFacts | undefined): boolean {
  return Boolean(facts && (facts.bedrooms !== undefined || facts.bathrooms !== undefined || facts.area?.min !== undefined || facts.area?.max !== undefined));
}
