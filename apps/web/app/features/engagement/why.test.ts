import { describe, expect, it } from 'vitest';
import { whyLine } from './why';

const t = (key: string, options: Record<string, unknown> = {}) => `${key}${Object.keys(options).length ? JSON.stringify(options) : ''}`;

describe('whyLine', () => {
  it('words the first three reasons, the category by its translated name', () => {
    expect(
      whyLine([{ type: 'city', value: 'Dubai Marina' }, { type: 'category', value: 'Villa' }, { type: 'budget' }, { type: 'new' }], t, 'فيلا'),
    ).toBe('engage.why.city{"value":"Dubai Marina"} · فيلا · engage.why.budget');
  });

  it('counts facilities and names sale or rent', () => {
    expect(whyLine([{ type: 'property_type', value: 'rent' }, { type: 'facilities', count: 2 }], t, '')).toBe('engage.why.rent · engage.why.facilities{"count":2}');
  });
});
