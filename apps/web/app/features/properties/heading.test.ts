import { describe, expect, it } from 'vitest';
import type { Category } from '@abode/shared/schemas/categories';
import { metaTranslator } from '~/lib/meta';
import { searchHeading, searchMetaBasis } from './heading';

const t = metaTranslator(undefined);
const villas = { slug_id: 'villas', category: 'Villa', translated_name: 'Villas' } as Category;
const options = { categories: [villas], places: { states: [], cities: [] }, facilities: [] };

describe('searchHeading', () => {
  it('names the category found by its slug, the purpose and the city', () => {
    expect(searchHeading(t, { category: 'villas', type: 'sell', city: 'Dubai' }, [villas])).toBe(
      t('properties.inCity', { what: t('properties.purpose.sell', { what: 'Villas' }), city: 'Dubai' }),
    );
  });

  it('falls back to "Properties" when the slug is not among the categories', () => {
    expect(searchHeading(t, { category: 'castles' }, [villas])).toBe(t('properties.properties'));
    expect(searchHeading(t, {}, undefined)).toBe(t('properties.properties'));
  });
});

describe('searchMetaBasis', () => {
  it('reads the search from the loader data', () => {
    const basis = searchMetaBasis([], { search: { category: 'villas', page: 2 }, options });
    expect(basis.search.page).toBe(2);
    expect(basis.heading).toBe('Villas');
  });

  it('stands on page 1 with the plain heading when the loader failed', () => {
    const basis = searchMetaBasis([], undefined);
    expect(basis.search).toEqual({ page: 1 });
    expect(basis.heading).toBe(t('properties.properties'));
  });
});
