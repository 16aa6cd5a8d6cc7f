import { describe, expect, it } from 'vitest';
import { emptyPropertyValues, factsOfValues, photosChanged, type MediaSlots } from './property-values';

const stored: MediaSlots = {
  title_image: [{ key: 'title', kind: 'existing', id: 0, url: 'https://x/t.webp', name: 't.webp' }],
  gallery_images: [{ key: 'gallery-4', kind: 'existing', id: 4, url: 'https://x/g.webp', name: 'g.webp' }],
};

describe('the edit rule’s view of the form', () => {
  it('reads the facts from the values, the price as a number', () => {
    const values = { ...emptyPropertyValues, title: 'Loft', category_id: '3', price: '98000', location: { ...emptyPropertyValues.location, latitude: 25.1, longitude: 55.2, city: 'Dubai' } };
    expect(factsOfValues(values)).toMatchObject({ title: 'Loft', categoryId: 3, price: 98000, latitude: 25.1, longitude: 55.2, city: 'Dubai' });
  });

  it('counts a new or removed picture as a change of photos, a document as none', () => {
    expect(photosChanged(emptyPropertyValues, stored)).toBe(false);
    const file = new File(['x'], 'new.jpg');
    expect(photosChanged(emptyPropertyValues, { ...stored, gallery_images: [...stored.gallery_images!, { key: 'n', kind: 'new', file }] })).toBe(true);
    expect(photosChanged({ ...emptyPropertyValues, removed: { ...emptyPropertyValues.removed, gallery: [4] } }, stored)).toBe(true);
    expect(photosChanged(emptyPropertyValues, { ...stored, documents: [{ key: 'd', kind: 'new', file }] })).toBe(false);
  });
});
