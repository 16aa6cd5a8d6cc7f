import { describe, expect, it } from 'vitest';
import { firstStepWithError, PROJECT_STEPS, projectErrors, projectFormData } from './project-request';
import { canAddFloor, emptyProjectValues, planSlot, type FileItem, type ProjectFiles, type ProjectFormValues } from './project-values';

const png = (name: string): FileItem => ({ key: name, kind: 'new', file: new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' }) });

const complete: ProjectFormValues = {
  ...emptyProjectValues,
  title: 'Marina Heights',
  description: 'Two towers by the water',
  category_id: '3',
  type: 'upcoming',
  location: { latitude: 25.08, longitude: 55.14, city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', address: 'Dubai Marina' },
  floors: [
    { key: 'a', title: 'Ground floor' },
    { key: 'b', title: 'First floor' },
  ],
};
const files: ProjectFiles = { image: [png('main.png')], [planSlot('a')]: [png('a.png')], [planSlot('b')]: [png('b.png')] };

describe('project form rules', () => {
  it('lets a floor be added only once the last one has a title and a plan', () => {
    expect(canAddFloor([], {})).toBe(true);
    expect(canAddFloor([{ key: 'a', title: 'Ground' }], {})).toBe(false);
    expect(canAddFloor([{ key: 'a', title: ' ' }], { [planSlot('a')]: [png('a.png')] })).toBe(false);
    expect(canAddFloor([{ key: 'a', title: 'Ground' }], { [planSlot('a')]: [png('a.png')] })).toBe(true);
  });

  it('checks a new project with the shared schema and opens the first step with a problem', () => {
    expect(projectErrors(complete, files)).toEqual({});
    const errors = projectErrors({ ...complete, title: '', meta_description: 'too short', floors: [{ key: 'a', title: '' }] }, { image: files.image ?? [] });
    expect(errors).toMatchObject({
      title: 'projectForm.error.required',
      meta_description: 'projectForm.error.metaDescription',
      'plans.0.title': 'projectForm.error.floorTitle',
      'plans.0.document': 'projectForm.error.floorDocument',
    });
    expect(firstStepWithError(errors)).toBe(PROJECT_STEPS.indexOf('basics'));
    expect(firstStepWithError(projectErrors({ ...complete, location: { ...complete.location, city: '' } }, files))).toBe(PROJECT_STEPS.indexOf('location'));
    // on edit the stored image stands: no new one is needed
    expect(projectErrors(complete, { [planSlot('a')]: files[planSlot('a')] ?? [], [planSlot('b')]: files[planSlot('b')] ?? [] }, 7)).toEqual({});
  });

  it('sends floors, removals and files in the shape post_project reads', () => {
    const edit: ProjectFormValues = { ...complete, floors: [{ key: 'stored-4', id: 4, title: 'Ground floor' }], removed: { gallery: [9, 10], documents: [], plans: [5] } };
    const form = projectFormData(edit, { ...files, gallery_images: [png('g1.png'), { key: 'old', kind: 'existing', id: 11, url: '/x.webp', name: 'x.webp' }] }, 7);
    expect(form.get('id')).toBe('7');
    expect(form.get('plans[0][id]')).toBe('4');
    expect(form.get('plans[0][title]')).toBe('Ground floor');
    expect(form.has('plans[0][document]')).toBe(false);
    expect(form.getAll('gallery_images[]')).toHaveLength(1);
    expect(form.get('remove_gallery_images')).toBe('9,10');
    expect(form.get('remove_plans')).toBe('5');
    expect(form.has('remove_documents')).toBe(false);
    expect(form.get('location')).toBe('Dubai Marina');
    expect(form.get('image')).toBeInstanceOf(File);
  });
});
