import { describe, expect, it } from 'vitest';
import type { CategoryParameter } from '@abode/shared/schemas/categories';
import { newMediaItem } from '~/components/listing-form/media-picker';
import { propertyFormData, stepOfField, validateProperty } from './property-request';
import { emptyPropertyValues, galleryOrderOf, inGalleryOrder, parameterSlot, type MediaSlots, type PropertyFormValues } from './property-values';

const parameter = (id: number, name: string, type: CategoryParameter['type_of_parameter'], required = 0): CategoryParameter => ({
  id,
  name,
  type_of_parameter: type,
  type_values: type === 'checkbox' ? ['Balcony', 'Gym'] : [],
  image: '',
  is_required: required,
  translated_name: name,
  translations: [],
});
const PARAMETERS = [parameter(1, 'Area (sq ft)', 'number', 1), parameter(2, 'Amenities', 'checkbox'), parameter(3, 'Floor plan', 'file')];
const photo = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

const complete: PropertyFormValues = {
  ...emptyPropertyValues,
  title: 'Marina loft',
  description: 'A bright loft over the marina.',
  category_id: '1',
  property_type: '1',
  price: '98000',
  rentduration: 'Yearly',
  location: { latitude: 25.08, longitude: 55.14, city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', address: 'Marina Walk, Dubai' },
  parameters: { '1': '1250', '2': ['Balcony', 'Gym'] },
  facilities: { '5': '12.5' },
};
const media = (): MediaSlots => ({ title_image: [newMediaItem(photo('front.png'))], gallery_images: [newMediaItem(photo('b.png')), newMediaItem(photo('a.png'))] });

describe('validateProperty (the shared propertyInput schema plus the category rules)', () => {
  it('finds nothing wrong with a complete listing', () => {
    expect(validateProperty(complete, media(), { parameters: PARAMETERS })).toEqual([]);
  });

  it('puts each problem under its field, in the words the API uses, and each field on its step', () => {
    const issues = validateProperty({ ...emptyPropertyValues, property_type: '1', meta_description: 'short' }, {}, { parameters: PARAMETERS });
    const byField = Object.fromEntries(issues.map((i) => [i.field, i.message]));
    expect(byField).toMatchObject({
      title: 'Title is required',
      category_id: 'Category is required',
      price: 'Price is required',
      rentduration: 'Rent duration is required for rent',
      title_image: 'Title image is required',
      latitude: 'Location is required',
      meta_description: 'Meta description must be between 50 and 160 characters',
      [parameterSlot(1)]: 'Area (sq ft) is required',
    });
    expect(issues.map((i) => stepOfField(i.field))).toEqual(expect.arrayContaining(['details', 'parameters', 'location', 'media', 'seo']));
  });

  it('asks for the four place texts once a point is chosen (SPEC §5)', () => {
    const issues = validateProperty({ ...complete, location: { ...complete.location, city: '' } }, media(), { parameters: PARAMETERS });
    expect(issues).toEqual([{ field: 'latitude', message: 'A chosen location needs city, state, country and formatted address' }]);
  });

  it('names the facility and the parameter whose value is wrong', () => {
    const issues = validateProperty({ ...complete, facilities: { '5': 'far' }, parameters: { ...complete.parameters, '1': 'big' } }, media(), { parameters: PARAMETERS });
    expect(issues).toEqual([
      { field: 'facility:5', message: 'Facility distance must be a number' },
      { field: parameterSlot(1), message: 'Area (sq ft) must be a number' },
    ]);
  });

  it('refuses a slug with capitals or spaces', () => {
    const issues = validateProperty({ ...complete, slug_id: 'Marina Loft' }, media(), { parameters: PARAMETERS });
    expect(issues).toEqual([{ field: 'slug_id', message: 'Slug may contain only lowercase letters, digits and hyphens' }]);
  });
});

describe('propertyFormData', () => {
  it('sends the gallery in the chosen order and parameters and facilities as bracketed keys', () => {
    const form = propertyFormData(complete, media(), { parameters: PARAMETERS });
    expect((form.getAll('gallery_images[]') as File[]).map((f) => f.name)).toEqual(['b.png', 'a.png']);
    expect(form.get('parameters[0][parameter_id]')).toBe('1');
    expect(form.get('parameters[0][value]')).toBe('1250');
    expect(form.getAll('parameters[1][value][0]')).toEqual(['Balcony']);
    expect(form.get('parameters[1][value][1]')).toBe('Gym');
    expect(form.get('facilities[0][facility_id]')).toBe('5');
    expect(form.get('facilities[0][distance]')).toBe('12.5');
    expect(form.get('rentduration')).toBe('Yearly');
    expect(form.get('id')).toBeNull();
  });

  it('on edit sends the id, action_type 0 and the stored files the user removed', () => {
    const values = { ...complete, removed: { gallery: [7, 9], documents: [3], three_d_image: true, meta_image: false } };
    const form = propertyFormData(values, { title_image: [{ key: 't', kind: 'existing', id: 0, url: '/x.webp', name: 'x.webp' }] }, { parameters: PARAMETERS, propertyId: 42 });
    expect(form.get('id')).toBe('42');
    expect(form.get('action_type')).toBe('0');
    expect(form.get('remove_gallery_images')).toBe('7,9');
    expect(form.get('remove_documents')).toBe('3');
    expect(form.get('remove_three_d_image')).toBe('1');
    expect(form.get('remove_meta_image')).toBeNull();
    // a stored title image is kept by not sending one
    expect(form.get('title_image')).toBeNull();
  });

  it('leaves out the rent duration of a listing for sale', () => {
    expect(propertyFormData({ ...complete, property_type: '0' }, media(), { parameters: PARAMETERS }).get('rentduration')).toBeNull();
  });

  it('on edit sends emptied optional fields, parameters and facilities as empty values, which the API clears', () => {
    const values = { ...complete, meta_title: ' ', video_link: '', client_address: 'Owner in JLT', parameters: { '1': '1250', '2': [] }, facilities: {} };
    const form = propertyFormData(values, { title_image: [], [parameterSlot(3)]: [] }, { parameters: PARAMETERS, propertyId: 42 });
    expect(form.get('meta_title')).toBe('');
    expect(form.get('video_link')).toBe('');
    expect(form.get('meta_keywords')).toBe('');
    expect(form.get('client_address')).toBe('Owner in JLT');
    expect(form.get('facilities')).toBe('');
    const sent = [0, 1, 2].map((i) => [form.get(`parameters[${i}][parameter_id]`), form.get(`parameters[${i}][value]`)]);
    expect(sent).toEqual([
      ['1', '1250'],
      ['2', ''],
      ['3', ''],
    ]);
    // a new listing leaves empty fields out
    const created = propertyFormData(values, media(), { parameters: PARAMETERS });
    expect(created.get('meta_title')).toBeNull();
    expect(created.get('facilities')).toBeNull();
    expect(created.get('parameters[1][parameter_id]')).toBeNull();
  });

  it('on edit keeps a stored file parameter and sends the gallery order, stored ids and new files', () => {
    const stored = (id: number): MediaSlots[string][number] => ({ key: `gallery-${id}`, kind: 'existing', id, url: `/g${id}.webp`, name: `g${id}.webp` });
    const slots: MediaSlots = {
      gallery_images: [newMediaItem(photo('n0.png')), stored(12), newMediaItem(photo('n1.png')), stored(9)],
      [parameterSlot(3)]: [{ key: 'p', kind: 'existing', id: 0, url: '/plan.pdf', name: 'plan.pdf' }],
    };
    const form = propertyFormData(complete, slots, { parameters: PARAMETERS, propertyId: 42 });
    expect(form.get('gallery_order')).toBe('new:0,12,new:1,9');
    expect((form.getAll('gallery_images[]') as File[]).map((f) => f.name)).toEqual(['n0.png', 'n1.png']);
    expect([...form.keys()].filter((k) => k.startsWith('parameters[') && form.get(k) === '3')).toEqual([]);
    // only new files: nothing to order against
    expect(propertyFormData(complete, media(), { parameters: PARAMETERS, propertyId: 42 }).get('gallery_order')).toBeNull();
  });

  it('writes a gallery order a draft can put back, new files and stored ones mixed', () => {
    const stored = (id: number): MediaSlots[string][number] => ({ key: `gallery-${id}`, kind: 'existing', id, url: `/g${id}.webp`, name: `g${id}.webp` });
    const [n0, n1] = [newMediaItem(photo('n0.png')), newMediaItem(photo('n1.png'))];
    const arranged = [n1, stored(12), n0, stored(9)];
    // upload order of the new files is list order: n1 is new:0 here
    expect(galleryOrderOf(arranged)).toBe('new:0,12,new:1,9');
    // as a reload restores them (stored first, then the draft's new files), then ordered back
    expect(inGalleryOrder([stored(9), stored(12), n1, n0], galleryOrderOf(arranged))).toEqual(arranged);
    // what the order does not name keeps its place after the rest; an empty order changes nothing
    expect(inGalleryOrder([stored(9), stored(7), stored(12)], '12,9')).toEqual([stored(12), stored(9), stored(7)]);
    expect(inGalleryOrder([stored(9), n0], '')).toEqual([stored(9), n0]);
  });
});
