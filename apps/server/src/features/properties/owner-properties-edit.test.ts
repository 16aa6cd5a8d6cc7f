import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createFacility, type ParameterSpec } from '../../test/factories.js';
import type { FilePart } from '../../test/multipart.js';
import { footprint, owner, pdf, photo, post } from '../../test/listing-files.js';

// update_post_property beyond the plain round trip: clearing optional fields, parameters and
// facilities (an explicitly empty value clears, an absent one leaves the field alone), and the
// gallery order (`gallery_order`).

describe.each(testDialects())('editing a property on %s', (dialect) => {
  let t: TestApp;
  let category: Awaited<ReturnType<typeof createCategory>>;
  /** A category none of whose parameters is required. */
  let relaxed: Awaited<ReturnType<typeof createCategory>>;
  let facilities: { id: number }[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // one parameter of each kind an edit clears differently: required, single choice, several choices, file
    const kinds: ParameterSpec[] = [
      { name: 'Bedrooms', type: 'number', is_required: 1 },
      { name: 'Furnishing', type: 'dropdown', options: ['Furnished', 'Unfurnished'] },
      { name: 'Amenities', type: 'checkbox', options: ['Pool', 'Gym'] },
      { name: 'Floor plan', type: 'file' },
    ];
    [category, relaxed] = await Promise.all([
      createCategory(t.db, { parameters: kinds }),
      createCategory(t.db, { parameters: [{ name: 'Notes', type: 'textarea' }, { name: 'Title deed', type: 'file' }] }),
    ]);
    facilities = [await createFacility(t.db, { name: 'Metro' }), await createFacility(t.db, { name: 'School' })];
  });
  afterAll(() => t.close());

  const parameterId = (i: number) => () => String(category.parameterIds[i]);
  const [bedrooms, furnishing, amenities, floorPlan] = [parameterId(0), parameterId(1), parameterId(2), parameterId(3)];

  const everyParameter = async () => ({
    'parameters[0][parameter_id]': bedrooms(),
    'parameters[0][value]': '3',
    'parameters[1][parameter_id]': furnishing(),
    'parameters[1][value]': 'Furnished',
    'parameters[2][parameter_id]': amenities(),
    'parameters[2][value]': 'Pool,Gym',
    'parameters[3][parameter_id]': floorPlan(),
    'parameters[3][value]': { filename: 'plan.pdf', content: pdf(), type: 'application/pdf' },
  });

  /** An owner's sell listing with every optional field, parameter and facility set, and a gallery of three. */
  async function listing(categoryId = category.id, parameters?: Record<string, string | FilePart>) {
    const user = await owner(t.db);
    const res = await post(t, '/api/post_property', user.auth, {
      title: 'Townhouse in Arabian Ranches',
      description: 'Three bedrooms and a garden.',
      category_id: String(categoryId),
      property_type: '0',
      price: '2500000',
      address: 'Arabian Ranches, Dubai',
      client_address: 'Owner in Mirdif',
      city: 'Dubai',
      state: 'Dubai',
      country: 'United Arab Emirates',
      latitude: '25.05',
      longitude: '55.27',
      video_link: 'https://youtu.be/dQw4w9WgXcQ',
      meta_title: 'Ranches townhouse',
      meta_description: 'A three bedroom townhouse with a private garden in Arabian Ranches, Dubai.',
      meta_keywords: 'townhouse, garden',
      title_image: await photo(),
      'gallery_images[0]': await photo('a.jpg'),
      'gallery_images[1]': await photo('b.jpg'),
      'gallery_images[2]': await photo('c.jpg'),
      ...(parameters ?? (await everyParameter())),
      'facilities[0][facility_id]': String(facilities[0]!.id),
      'facilities[0][distance]': '0.5',
      'facilities[1][facility_id]': String(facilities[1]!.id),
      'facilities[1][distance]': '1.2',
    });
    expect(res.statusCode, res.body).toBe(200);
    return { user, property: res.json().data[0] as { id: number; gallery: { id: number }[] } };
  }

  const row = (id: number) => t.db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const parameterRows = async (id: number) =>
    Object.fromEntries((await t.db.selectFrom('property_parameters').select(['parameter_id', 'value']).where('property_id', '=', id).execute()).map((p) => [String(p.parameter_id), p.value]));
  const facilityIds = async (id: number) =>
    (await t.db.selectFrom('property_facilities').select('facility_id').where('property_id', '=', id).orderBy('facility_id').execute()).map((f) => f.facility_id);

  it('leaves every field alone when it is absent', async () => {
    const { user, property } = await listing();
    const [before, params, facs] = [await row(property.id), await parameterRows(property.id), await facilityIds(property.id)];
    const res = await post(t, '/api/update_post_property', user.auth, { id: String(property.id), price: '2400000' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await row(property.id);
    for (const key of ['client_address', 'video_link', 'meta_title', 'meta_description', 'meta_keywords'] as const) expect(after[key]).toBe(before[key]);
    expect(await parameterRows(property.id)).toEqual(params);
    expect(await facilityIds(property.id)).toEqual(facs);
  });

  for (const field of ['client_address', 'video_link', 'meta_title', 'meta_description', 'meta_keywords'] as const) {
    it(`clears ${field} when it is sent empty, and only it`, async () => {
      const { user, property } = await listing();
      const before = await row(property.id);
      const res = await post(t, '/api/update_post_property', user.auth, { id: String(property.id), [field]: '' });
      expect(res.statusCode, res.body).toBe(200);
      const after = await row(property.id);
      expect(after[field]).toBeNull();
      for (const other of ['client_address', 'video_link', 'meta_title', 'meta_description', 'meta_keywords'] as const) {
        if (other !== field) expect(after[other]).toBe(before[other]);
      }
    });
  }

  it('clears with null in a JSON body too, and still checks values that are given', async () => {
    const { user, property } = await listing();
    const res = await t.app.inject({ method: 'POST', url: '/api/update_post_property', headers: user.auth, payload: { id: property.id, video_link: null, meta_keywords: '   ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(property.id)).toMatchObject({ video_link: null, meta_keywords: null, meta_title: 'Ranches townhouse' });
    const bad = await post(t, '/api/update_post_property', user.auth, { id: String(property.id), meta_description: 'Too short' });
    expect(bad.json()).toMatchObject({ error: true, message: 'Meta description must be between 50 and 160 characters' });
  });

  it('clears one parameter sent with an empty value, file parameters with their file', async () => {
    const { user, property } = await listing();
    const before = await footprint(t);
    const res = await post(t, '/api/update_post_property', user.auth, {
      id: String(property.id),
      'parameters[0][parameter_id]': furnishing(),
      'parameters[0][value]': '',
      'parameters[1][parameter_id]': floorPlan(),
      'parameters[1][value]': '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await parameterRows(property.id)).toEqual({ [bedrooms()]: '3', [amenities()]: JSON.stringify(['Pool', 'Gym']) });
    expect((await footprint(t)).files.length).toBe(before.files.length - 1);
  });

  it('clears a checkbox parameter sent with no option', async () => {
    const { user, property } = await listing();
    const res = await post(t, '/api/update_post_property', user.auth, { id: String(property.id), 'parameters[0][parameter_id]': amenities(), 'parameters[0][value]': '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(await parameterRows(property.id))).not.toContain(amenities());
  });

  it('refuses to clear a required parameter, one by one or all at once, and writes nothing', async () => {
    const { user, property } = await listing();
    const before = { footprint: await footprint(t), params: await parameterRows(property.id) };
    const one = await post(t, '/api/update_post_property', user.auth, { id: String(property.id), 'parameters[0][parameter_id]': bedrooms(), 'parameters[0][value]': '' });
    expect(one.json()).toMatchObject({ error: true, message: 'Bedrooms is required' });
    const all = await post(t, '/api/update_post_property', user.auth, { id: String(property.id), parameters: '' });
    expect(all.json()).toMatchObject({ error: true, message: 'Bedrooms is required' });
    expect(await parameterRows(property.id)).toEqual(before.params);
    expect(await footprint(t)).toEqual(before.footprint);
  });

  it('clears every parameter, files included, with an empty list (parameters=) when none is required', async () => {
    const [notes, deed] = relaxed.parameterIds.map(String);
    const { user, property } = await listing(relaxed.id, {
      'parameters[0][parameter_id]': notes!,
      'parameters[0][value]': 'Corner plot',
      'parameters[1][parameter_id]': deed!,
      'parameters[1][value]': { filename: 'deed.pdf', content: pdf(), type: 'application/pdf' },
    });
    expect(Object.keys(await parameterRows(property.id))).toHaveLength(2);
    const before = await footprint(t);
    const res = await post(t, '/api/update_post_property', user.auth, { id: String(property.id), parameters: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await parameterRows(property.id)).toEqual({});
    expect((await footprint(t)).files.length).toBe(before.files.length - 1);
  });

  it('removes every facility when facilities is sent empty (form) or as [] (JSON)', async () => {
    const first = await listing();
    const res = await post(t, '/api/update_post_property', first.user.auth, { id: String(first.property.id), facilities: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0].assign_facilities).toEqual([]);
    expect(await facilityIds(first.property.id)).toEqual([]);

    const second = await listing();
    const json = await t.app.inject({ method: 'POST', url: '/api/update_post_property', headers: second.user.auth, payload: { id: second.property.id, facilities: [] } });
    expect(json.statusCode, json.body).toBe(200);
    expect(await facilityIds(second.property.id)).toEqual([]);
  });

  describe('gallery_order', () => {
    const order = (data: { gallery: { id: number }[] }) => data.gallery.map((g) => g.id);

    it('reorders the stored gallery and keeps the order on read', async () => {
      const { user, property } = await listing();
      const [a, b, c] = order(property);
      const res = await post(t, '/api/update_post_property', user.auth, { id: String(property.id), gallery_order: `${c},${a},${b}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(order(res.json().data[0])).toEqual([c, a, b]);
      // a partial order puts the listed first, the rest after in their previous order
      const partial = await post(t, '/api/update_post_property', user.auth, { id: String(property.id), gallery_order: String(b) });
      expect(order(partial.json().data[0])).toEqual([b, c, a]);
    });

    it('places new files among stored ones with new:<n>, and ignores removed ones', async () => {
      const { user, property } = await listing();
      const [a, b, c] = order(property);
      const res = await post(t, '/api/update_post_property', user.auth, {
        id: String(property.id),
        remove_gallery_images: String(b),
        'gallery_images[0]': await photo('d.jpg'),
        'gallery_images[1]': await photo('e.jpg'),
        gallery_order: `new:1,${c},${b},new:0`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const gallery = res.json().data[0].gallery as { id: number }[];
      expect(gallery).toHaveLength(4);
      const [e, , d] = [gallery[0]!.id, gallery[1]!.id, gallery[2]!.id];
      expect(order(res.json().data[0])).toEqual([e, c, d, a]);
      expect([a, b, c]).not.toContain(e);
      expect([a, b, c]).not.toContain(d);
    });

    it('keeps appending new files when no order is sent', async () => {
      const { user, property } = await listing();
      const res = await post(t, '/api/update_post_property', user.auth, { id: String(property.id), 'gallery_images[0]': await photo('d.jpg') });
      const ids = order(res.json().data[0]);
      expect(ids.slice(0, 3)).toEqual(order(property));
      expect(ids).toHaveLength(4);
    });

    it('refuses ids of another gallery, unknown new files and malformed orders, writing nothing', async () => {
      const { user, property } = await listing();
      const other = await listing();
      const before = await footprint(t);
      const cases: [string, string][] = [
        [String(other.property.gallery[0]!.id), `gallery_order: image ${other.property.gallery[0]!.id} is not in this listing's gallery`],
        ['new:0', 'gallery_order: there is no new gallery image 0'],
        ['first,second', 'gallery_order must list gallery image ids and new:<n> entries, separated by commas'],
        [`${property.gallery[0]!.id},${property.gallery[0]!.id}`, 'gallery_order must list gallery image ids and new:<n> entries, separated by commas'],
      ];
      for (const [value, message] of cases) {
        const res = await post(t, '/api/update_post_property', user.auth, { id: String(property.id), gallery_order: value });
        expect(res.json(), value).toMatchObject({ error: true, message });
      }
      expect(await footprint(t)).toEqual(before);
      expect(order((await t.app.inject({ method: 'GET', url: `/api/get-added-properties?id=${property.id}`, headers: user.auth })).json().data[0])).toEqual(order(property));
    });

    it('is documented in the OpenAPI schema', async () => {
      const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const body = JSON.stringify(spec.paths['/api/update_post_property'].post.requestBody);
      expect(body).toContain('gallery_order');
      expect(body).toContain('new:<n>');
    });
  });
});
