import { describe, expect, it } from 'vitest';
import type { PropertyParameter } from '@abode/shared/schemas/properties';
import { keyFacts, propertyFacts } from './key-facts';

function parameter(id: number, name: string, value: string | string[], type: PropertyParameter['type_of_parameter'] = 'number', translated = ''): PropertyParameter {
  return {
    id,
    name,
    image: `https://abode.test/icons/${id}.svg`,
    is_required: 0,
    type_of_parameter: type,
    type_values: [],
    value,
    translated_name: translated,
    translated_value: [],
    translated_option_value: '',
    translations: [],
  };
}

describe('property facts', () => {
  const parameters = [
    parameter(1, 'Area (sq ft)', '1450'),
    parameter(2, 'Furnishing', 'Furnished', 'dropdown'),
    parameter(3, 'Floor number', '12'),
    parameter(4, 'Bathrooms', '2'),
    parameter(5, 'Floor plan', 'https://abode.test/plan.pdf', 'file'),
    parameter(6, 'Bedrooms', '3', 'number', 'غرف النوم'),
    parameter(7, 'Amenities', ['Pool', 'Gym'], 'checkbox'),
    parameter(8, 'Parking', '', 'number'),
  ];

  it('leads cards with bedrooms, bathrooms and area, then other numbers', () => {
    expect(keyFacts(parameters).map((f) => [f.kind, f.value])).toEqual([
      ['bedrooms', '3'],
      ['bathrooms', '2'],
      ['area', '1450'],
    ]);
    expect(keyFacts(parameters.filter((p) => p.id !== 6)).map((f) => f.id)).toEqual([4, 1, 3]);
  });

  it('lists every filled-in fact except files, in order, with translated labels', () => {
    const facts = propertyFacts(parameters);
    expect(facts.map((f) => f.id)).toEqual([1, 2, 3, 4, 6, 7]);
    expect(facts.find((f) => f.id === 6)?.label).toBe('غرف النوم');
    expect(facts.find((f) => f.id === 7)?.value).toBe('Pool, Gym');
  });
});
