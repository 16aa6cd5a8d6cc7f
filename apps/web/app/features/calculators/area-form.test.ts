import { describe, expect, it } from 'vitest';
import { AREA_FORM_DEFAULTS, areaFormOf, areaInput } from './area-form';

const form = (search: string) => areaFormOf(new URL(`https://abode.test/area-converter${search}`));

describe('area converter form', () => {
  it('reads value and units from the URL, with defaults for missing or unknown units', () => {
    expect(form('')).toEqual(AREA_FORM_DEFAULTS);
    expect(form('?value=2.5&from=kanal&to=marla')).toEqual({ value: '2.5', from: 'kanal', to: 'marla' });
    expect(form('?value=3&from=furlong&to=m')).toEqual({ value: '3', from: 'acre', to: 'm' });
  });

  it('accepts grouped numbers and refuses text, negatives and mixed kinds', () => {
    expect(areaInput({ value: '1,250.5', from: 'sq_ft', to: 'sq_m' })).toEqual({ amount: 1250.5 });
    expect(areaInput({ value: 'ten', from: 'sq_ft', to: 'sq_m' })).toEqual({ problem: 'number' });
    expect(areaInput({ value: '-1', from: 'sq_ft', to: 'sq_m' })).toEqual({ problem: 'number' });
    expect(areaInput({ value: '1', from: 'km', to: 'sq_m' })).toEqual({ problem: 'kinds' });
  });
});
