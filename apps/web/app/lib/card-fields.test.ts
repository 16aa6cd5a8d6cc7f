import { describe, expect, it } from 'vitest';
import { cityStateLine, projectCardFields } from './card-fields';

describe('cityStateLine', () => {
  it('names a city once when it is also the state', () => {
    expect(cityStateLine({ city: 'Dubai', state: 'Dubai' })).toBe('Dubai');
  });
  it('joins city and state, skipping empty parts', () => {
    expect(cityStateLine({ city: 'Khor Fakkan', state: 'Sharjah' })).toBe('Khor Fakkan, Sharjah');
    expect(cityStateLine({ city: '', state: 'Sharjah' })).toBe('Sharjah');
    expect(cityStateLine({ city: '', state: '' })).toBe('');
  });
});

describe('projectCardFields', () => {
  const project = { id: 7, slug_id: 'marina-heights', translated_title: '', title: 'Marina Heights', image: '/a.webp', image_hash: 'LKO2', type: 'upcoming', city: 'Dubai', state: 'Dubai' };
  it('falls back to the original title when there is no translation', () => {
    expect(projectCardFields(project)).toEqual({ id: 7, slugId: 'marina-heights', title: 'Marina Heights', image: '/a.webp', placeholder: 'LKO2', stage: 'upcoming', place: 'Dubai' });
  });
  it('prefers the translated title', () => {
    expect(projectCardFields({ ...project, translated_title: 'مارينا هايتس' }).title).toBe('مارينا هايتس');
  });
});
