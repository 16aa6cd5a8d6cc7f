import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createFacility, createProperty } from '../../test/factories.js';
import { png } from '../../test/listing-files.js';
import { multipart } from '../../test/multipart.js';
import { createUserWithSession } from '../../test/sessions.js';

// The admin console's catalogue (issue #17): categories and their parameters, facilities, cities,
// report reasons and the verification form, all under catalogue.manage.

describe.each(testDialects())('the catalogue in the admin console on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await createUserWithSession(t.db, { role: 'admin' })).auth;
    staff = (await createUserWithSession(t.db, { role: 'staff', permissions: ['catalogue.manage'] })).auth;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth: Record<string, string> = staff, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const post = (url: string, payload: object, auth = staff) => call('POST', url, auth, payload);
  const upload = async (url: string, fields: Parameters<typeof multipart>[0], auth = staff) => {
    const form = await multipart(fields);
    return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: { ...auth, ...form.headers }, payload: form.payload });
  };
  const publicCategory = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/get_categories?id=${id}` })).json().data[0];
  const auditOf = async (entity: string, id: number) => (await call('GET', `admin/audit-log?entity=${entity}&entity_id=${id}`, admin)).json().data;

  it('answers 401 to visitors and 403 to users and to staff without catalogue.manage, on every catalogue route', async () => {
    const user = (await createUserWithSession(t.db)).auth;
    const otherStaff = (await createUserWithSession(t.db, { role: 'staff', permissions: ['reports.manage'] })).auth;
    const routes: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', 'admin/categories'],
      ['POST', 'admin/categories'],
      ['POST', 'admin/categories/order'],
      ['GET', 'admin/categories/1'],
      ['POST', 'admin/categories/1'],
      ['DELETE', 'admin/categories/1'],
      ['POST', 'admin/categories/1/parameters'],
      ['POST', 'admin/categories/1/parameters/order'],
      ['POST', 'admin/categories/1/parameters/1'],
      ['DELETE', 'admin/categories/1/parameters/1'],
      ['GET', 'admin/facilities'],
      ['POST', 'admin/facilities/1'],
      ['DELETE', 'admin/facilities/1'],
      ['GET', 'admin/cities'],
      ['POST', 'admin/cities'],
      ['GET', 'admin/report-reasons'],
      ['DELETE', 'admin/report-reasons/1'],
      ['GET', 'admin/verification-fields'],
      ['POST', 'admin/verification-fields/order'],
      ['DELETE', 'admin/verification-fields/999999'],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, user)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, otherStaff)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('documents every catalogue operation in the OpenAPI schema', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<string, Record<string, { summary?: string }>>;
    const expected: [string, string][] = [
      ['/api/admin/categories', 'get'],
      ['/api/admin/categories', 'post'],
      ['/api/admin/categories/order', 'post'],
      ['/api/admin/categories/{id}', 'get'],
      ['/api/admin/categories/{id}', 'post'],
      ['/api/admin/categories/{id}', 'delete'],
      ['/api/admin/categories/{id}/parameters', 'post'],
      ['/api/admin/categories/{id}/parameters/order', 'post'],
      ['/api/admin/categories/{id}/parameters/{parameterId}', 'post'],
      ['/api/admin/categories/{id}/parameters/{parameterId}', 'delete'],
      ...(['facilities', 'cities', 'report-reasons', 'verification-fields'] as const).flatMap((area): [string, string][] => [
        [`/api/admin/${area}`, 'get'],
        [`/api/admin/${area}`, 'post'],
        [`/api/admin/${area}/{id}`, 'post'],
        [`/api/admin/${area}/{id}`, 'delete'],
      ]),
      ['/api/admin/verification-fields/order', 'post'],
    ];
    for (const [path, method] of expected) expect(paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy();
  });

  it('creates a category with an image, translations and SEO fields; slugs are unique; edits are audited before and after', async () => {
    const res = await upload('admin/categories', {
      category: 'Zeta Townhouse',
      meta_title: 'Townhouses for sale',
      meta_keywords: 'townhouse, family',
      'translations[ar]': 'تاون هاوس',
      status: '1',
      image: { filename: 'town.png', content: await png(400, 300), type: 'image/png' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ category: 'Zeta Townhouse', slug_id: 'zeta-townhouse', status: true, meta_title: 'Townhouses for sale', translations: { ar: 'تاون هاوس' }, parameters: [] });
    expect(created.image).toMatch(/\/images\/categories\/.+\.webp$/);

    const again = (await post('admin/categories', { category: 'Zeta Townhouse' })).json().data;
    expect(again.slug_id).toBe('zeta-townhouse-2');
    const clash = await post(`admin/categories/${again.id}`, { category: 'Zeta Townhouse', slug_id: 'zeta-townhouse' });
    expect([clash.statusCode, clash.json().message]).toEqual([400, MSG.categorySlugTaken]);

    // two requests racing for one slug: one gets it, the other is told (nothing half-written)
    const racing = await Promise.all([post('admin/categories', { category: 'Zeta Race A', slug_id: 'zeta-race' }), post('admin/categories', { category: 'Zeta Race B', slug_id: 'zeta-race' })]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(racing.find((r) => r.statusCode === 400)!.json().message).toBe(MSG.categorySlugTaken);
    expect((await call('GET', 'admin/categories')).json().data.filter((c: { slug_id: string }) => c.slug_id === 'zeta-race')).toHaveLength(1);

    const edit = await post(`admin/categories/${created.id}`, { category: 'Zeta Townhouses', status: '0' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ category: 'Zeta Townhouses', slug_id: 'zeta-townhouse', status: false, image: created.image });
    const [entry] = await auditOf('category', created.id);
    expect(entry).toMatchObject({ action: 'update', before: { category: 'Zeta Townhouse', status: 1 }, after: { category: 'Zeta Townhouses', status: 0 } });

    for (const [body, message] of [
      [{ category: '' }, 'Name is required'],
      [{ category: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      [{ category: 'Ok', slug_id: 'Not A Slug!' }, 'Slug must be lowercase letters, digits and hyphens'],
      [{ category: 'Ok', status: 'maybe' }, 'status must be 0 or 1'],
    ] as const) {
      const refused = await post('admin/categories', body);
      expect([refused.statusCode, refused.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    const notImage = await upload('admin/categories', { category: 'Zeta Broken', image: { filename: 'x.png', content: Buffer.from('not an image'), type: 'image/png' } });
    expect(notImage.statusCode).toBe(400);
    expect((await call('GET', 'admin/categories')).json().data.some((c: { category: string }) => c.category === 'Zeta Broken')).toBe(false);
  });

  it('adds, edits, reorders and removes parameters of all seven types; the public categories answer follows at once', async () => {
    const category = await createCategory(t.db, { name: 'Zeta Params', parameters: [{ name: 'Bedrooms', type: 'number' }] });
    expect((await publicCategory(category.id)).parameter_types.map((p: { name: string }) => p.name)).toEqual(['Bedrooms']);

    const types = ['textbox', 'textarea', 'number', 'dropdown', 'radiobutton', 'checkbox', 'file'] as const;
    for (const type of types) {
      const options = ['dropdown', 'radiobutton', 'checkbox'].includes(type) ? 'Yes\nNo' : 'ignored';
      const res = await post(`admin/categories/${category.id}/parameters`, { name: `Zeta ${type}`, type_of_parameter: type, options, is_required: type === 'dropdown' ? '1' : '0' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const detail = (await call('GET', `admin/categories/${category.id}`)).json().data;
    expect(detail.parameters).toHaveLength(8);
    const dropdown = detail.parameters.find((p: { type_of_parameter: string }) => p.type_of_parameter === 'dropdown');
    expect(dropdown).toMatchObject({ name: 'Zeta dropdown', options: ['Yes', 'No'], is_required: true, other_categories: 0 });
    expect(detail.parameters.find((p: { type_of_parameter: string }) => p.type_of_parameter === 'textbox').options).toEqual([]);

    const shown = (await publicCategory(category.id)).parameter_types;
    expect(shown.map((p: { type_of_parameter: string }) => p.type_of_parameter)).toEqual(['number', ...types]);
    expect(shown.find((p: { id: number }) => p.id === dropdown.id)).toMatchObject({ type_values: ['Yes', 'No'], is_required: 1 });

    const refusedOptions = await post(`admin/categories/${category.id}/parameters`, { name: 'No options', type_of_parameter: 'radiobutton' });
    expect([refusedOptions.statusCode, refusedOptions.json().message]).toEqual([400, MSG.optionsRequired]);
    expect((await post(`admin/categories/${category.id}/parameters`, { name: 'Dup', type_of_parameter: 'checkbox', options: ['A', 'a'] })).json().message).toBe(MSG.optionsUnique);
    expect((await post(`admin/categories/${category.id}/parameters`, { name: 'Bad', type_of_parameter: 'colour' })).statusCode).toBe(400);

    const edited = await post(`admin/categories/${category.id}/parameters/${dropdown.id}`, { name: 'Furnishing', type_of_parameter: 'dropdown', options: ['Furnished', 'Unfurnished'], translations: { ar: 'التأثيث' } });
    expect(edited.statusCode, edited.body).toBe(200);
    const publicEdited = (await publicCategory(category.id)).parameter_types.find((p: { id: number }) => p.id === dropdown.id);
    expect(publicEdited).toMatchObject({ name: 'Furnishing', type_values: ['Furnished', 'Unfurnished'], is_required: 0 });
    const arabic = (await t.app.inject({ method: 'GET', url: `/api/get_categories?id=${category.id}`, headers: { 'content-language': 'ar' } })).json().data[0];
    expect(arabic.parameter_types.find((p: { id: number }) => p.id === dropdown.id).translated_name).toBe('التأثيث');

    const ids = detail.parameters.map((p: { id: number }) => p.id);
    const reversed = [...ids].reverse();
    expect((await post(`admin/categories/${category.id}/parameters/order`, { ids: reversed })).statusCode).toBe(200);
    expect((await publicCategory(category.id)).parameter_types.map((p: { id: number }) => p.id)).toEqual(reversed);
    const partial = await post(`admin/categories/${category.id}/parameters/order`, { ids: reversed.slice(1) });
    expect([partial.statusCode, partial.json().message]).toEqual([400, MSG.orderMismatch]);
    expect((await post(`admin/categories/${category.id}/parameters/order`, { ids: [...reversed.slice(1), reversed[1]] })).statusCode).toBe(400);

    const removed = await call('DELETE', `admin/categories/${category.id}/parameters/${dropdown.id}`);
    expect(removed.json().message).toBe(MSG.parameterRemoved);
    expect((await publicCategory(category.id)).parameter_types.some((p: { id: number }) => p.id === dropdown.id)).toBe(false);
    expect((await call('DELETE', `admin/categories/${category.id}/parameters/${dropdown.id}`)).statusCode).toBe(404);
    const [entry] = await auditOf('parameter', dropdown.id);
    expect(entry).toMatchObject({ action: 'delete', before: { name: 'Furnishing', category_id: category.id } });

    // another category's parameter is not this one's
    const other = await createCategory(t.db, { parameters: [{ name: 'Elsewhere', type: 'textbox' }] });
    expect((await post(`admin/categories/${category.id}/parameters/${other.parameterIds[0]}`, { name: 'Taken', type_of_parameter: 'textbox' })).statusCode).toBe(404);
    expect((await call('DELETE', `admin/categories/${category.id}/parameters/${other.parameterIds[0]}`)).statusCode).toBe(404);
  });

  it('reorders categories (every one once) and refuses to delete one that listings use', async () => {
    const used = await createCategory(t.db, { name: 'Zeta Used' });
    await createProperty(t.db, { category_id: used.id });
    const refused = await call('DELETE', `admin/categories/${used.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([400, MSG.categoryInUse]);

    const ids = (await call('GET', 'admin/categories')).json().data.map((c: { id: number }) => c.id);
    const moved = [ids.at(-1), ...ids.slice(0, -1)];
    expect((await post('admin/categories/order', { ids: moved })).statusCode).toBe(200);
    expect((await call('GET', 'admin/categories')).json().data.map((c: { id: number }) => c.id)).toEqual(moved);
    expect((await post('admin/categories/order', { ids: moved.slice(1) })).json().message).toBe(MSG.orderMismatch);

    const spare = await createCategory(t.db, { name: 'Zeta Spare', parameters: [{ name: 'Spare', type: 'textbox' }] });
    expect((await call('DELETE', `admin/categories/${spare.id}`)).json().message).toBe(MSG.categoryDeleted);
    expect(await t.db.selectFrom('parameters').select('id').where('id', '=', spare.parameterIds[0]!).executeTakeFirst()).toBeUndefined();
    expect((await call('DELETE', `admin/categories/${spare.id}`)).statusCode).toBe(404);
  });

  it('keeps facilities (icons, translations, in-use refusal), cities and report reasons', async () => {
    const facility = await upload('admin/facilities', { name: 'Zeta Metro', 'translations[ar]': 'مترو', image: { filename: 'icon.png', content: await png(64, 64), type: 'image/png' } });
    expect(facility.statusCode, facility.body).toBe(200);
    expect(facility.json().data).toMatchObject({ name: 'Zeta Metro', status: true, translations: { ar: 'مترو' }, listings: 0 });
    const id = facility.json().data.id;
    expect((await t.app.inject({ method: 'GET', url: `/api/get_facilities?id=${id}`, headers: { 'content-language': 'ar' } })).json().data[0].translated_name).toBe('مترو');
    expect((await post(`admin/facilities/${id}`, { name: 'Zeta Metro Station', status: '0' })).json().data).toMatchObject({ name: 'Zeta Metro Station', status: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/get_facilities?id=${id}` })).json().data).toEqual([]);
    const used = await createFacility(t.db);
    const listing = await createProperty(t.db, { category_id: (await createCategory(t.db)).id });
    await t.db.insertInto('property_facilities').values({ property_id: listing.id, facility_id: used.id, distance: 2 }).execute();
    expect((await call('DELETE', `admin/facilities/${used.id}`)).json().message).toBe(MSG.facilityInUse);
    expect((await call('DELETE', `admin/facilities/${id}`)).json().message).toBe(MSG.facilityDeleted);

    const city = await upload('admin/cities', { name: 'Zeta City', country: 'United Arab Emirates', latitude: '25.2', longitude: '55.3', image: { filename: 'c.png', content: await png(), type: 'image/png' } });
    expect(city.statusCode, city.body).toBe(200);
    expect(city.json().data).toMatchObject({ name: 'Zeta City', latitude: 25.2, longitude: 55.3, status: true });
    expect((await post('admin/cities', { name: 'Nowhere', latitude: '91' })).json().message).toBe('Latitude must be between -90 and 90');
    expect((await call('DELETE', `admin/cities/${city.json().data.id}`)).json().message).toBe(MSG.cityDeleted);

    const reason = await post('admin/report-reasons', { reason: 'Zeta duplicate listing', translations: { ar: 'إعلان مكرر' } });
    expect(reason.json().data).toMatchObject({ reason: 'Zeta duplicate listing', reports: 0, translations: { ar: 'إعلان مكرر' } });
    const reasonId = reason.json().data.id;
    const answered = (await t.app.inject({ method: 'GET', url: '/api/get_report_reasons', headers: { 'content-language': 'ar' } })).json().data.find((r: { id: number }) => r.id === reasonId);
    expect(answered.translated_reason).toBe('إعلان مكرر');
    expect((await post(`admin/report-reasons/${reasonId}`, { reason: '' })).json().message).toBe('Reason is required');
    expect((await call('DELETE', `admin/report-reasons/${reasonId}`)).json().message).toBe(MSG.reportReasonDeleted);
    expect((await auditOf('report_reason', reasonId))[0]).toMatchObject({ action: 'delete', before: { reason: 'Zeta duplicate listing' } });
  });

  it('builds the verification form: fields with options and required flags, in order, as users receive them', async () => {
    const created = await post('admin/verification-fields', { name: 'Zeta office', field_type: 'radio', options: ['Dubai', 'Abu Dhabi'], is_required: '1' });
    expect(created.statusCode, created.body).toBe(200);
    const field = created.json().data;
    expect(field).toMatchObject({ field_type: 'radio', options: ['Dubai', 'Abu Dhabi'], is_required: true, status: true, answers: 0 });
    const user = (await createUserWithSession(t.db)).auth;
    const form = async () => (await t.app.inject({ method: 'GET', url: '/api/get-agent-verification-form-fields', headers: user })).json().data;
    const shown = (await form()).find((f: { id: number }) => f.id === field.id);
    expect(shown).toMatchObject({ name: 'Zeta office', is_required: 1 });
    expect(shown.form_fields_values.map((o: { value: string }) => o.value)).toEqual(['Dubai', 'Abu Dhabi']);

    expect((await post(`admin/verification-fields/${field.id}`, { name: 'Zeta office', field_type: 'radio', options: 'Dubai\nSharjah' })).json().data.options).toEqual(['Dubai', 'Sharjah']);
    const ids = (await call('GET', 'admin/verification-fields')).json().data.map((f: { id: number }) => f.id);
    const first = [field.id, ...ids.filter((id: number) => id !== field.id)];
    expect((await post('admin/verification-fields/order', { ids: first })).statusCode).toBe(200);
    expect((await form())[0].id).toBe(field.id);
    expect((await post('admin/verification-fields', { name: 'No options', field_type: 'checkbox' })).json().message).toBe(MSG.optionsRequired);
    expect((await post('admin/verification-fields', { name: 'Bad', field_type: 'textbox' })).statusCode).toBe(400);

    const [answered] = await t.db.selectFrom('verification_fields').select('id').where('id', '<>', field.id).orderBy('id').limit(1).execute();
    const submitter = await createUserWithSession(t.db);
    const submission = await t.db.insertInto('verification_submissions').values({ user_id: submitter.id }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('verification_values').values({ submission_id: submission.id, field_id: answered!.id, value: 'x' }).execute();
    expect((await call('DELETE', `admin/verification-fields/${answered!.id}`)).json().message).toBe(MSG.verificationFieldSwitchedOff);
    expect((await form()).some((f: { id: number }) => f.id === answered!.id)).toBe(false);
    expect((await call('DELETE', `admin/verification-fields/${field.id}`)).json().message).toBe(MSG.verificationFieldRemoved);
  });

  it('moves the version the cached public answers (categories, search, home page) are checked against', async () => {
    const version = async () => Number((await t.db.selectFrom('search_state').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version);
    const category = await createCategory(t.db, { parameters: [{ name: 'First', type: 'textbox' }, { name: 'Second', type: 'textbox' }] });
    const facility = await createFacility(t.db);
    const city = (await post('admin/cities', { name: 'Zeta Version City' })).json().data;
    const steps: [string, () => Promise<unknown>][] = [
      ['add a parameter', () => post(`admin/categories/${category.id}/parameters`, { name: 'Third', type_of_parameter: 'number' })],
      ['reorder parameters', async () => post(`admin/categories/${category.id}/parameters/order`, { ids: (await call('GET', `admin/categories/${category.id}`)).json().data.parameters.map((p: { id: number }) => p.id).reverse() })],
      ['edit a parameter', () => post(`admin/categories/${category.id}/parameters/${category.parameterIds[0]}`, { name: 'Renamed', type_of_parameter: 'textbox' })],
      ['remove a parameter', () => call('DELETE', `admin/categories/${category.id}/parameters/${category.parameterIds[1]}`)],
      ['edit a category', () => post(`admin/categories/${category.id}`, { category: 'Zeta Versioned' })],
      ['edit a facility', () => post(`admin/facilities/${facility.id}`, { name: 'Zeta Versioned Facility' })],
      ['edit a city', () => post(`admin/cities/${city.id}`, { name: 'Zeta Version City', status: '0' })],
    ];
    for (const [step, run] of steps) {
      const before = await version();
      await run();
      expect(await version(), step).toBeGreaterThan(before);
    }
  });

  it('refuses every change in demo mode and changes nothing', async () => {
    const category = await createCategory(t.db, { name: 'Zeta Demo' });
    expect((await post('admin/settings/demo-mode', { demo_mode: 1 }, admin)).statusCode).toBe(200);
    try {
      for (const [method, url, body] of [
        ['POST', `admin/categories/${category.id}`, { category: 'Changed' }],
        ['POST', `admin/categories/${category.id}/parameters`, { name: 'Demo', type_of_parameter: 'textbox' }],
        ['DELETE', `admin/categories/${category.id}`, undefined],
        ['POST', 'admin/facilities', { name: 'Demo' }],
        ['POST', 'admin/report-reasons', { reason: 'Demo' }],
        ['POST', 'admin/verification-fields', { name: 'Demo', field_type: 'text' }],
      ] as const) {
        const res = await call(method, url, staff, body);
        expect([res.statusCode, res.json().message], url).toEqual([403, MSG.demoMode]);
      }
      expect((await call('GET', `admin/categories/${category.id}`)).json().data).toMatchObject({ category: 'Zeta Demo', parameters: [] });
    } finally {
      await post('admin/settings/demo-mode', { demo_mode: 0 }, admin);
    }
  });
});
