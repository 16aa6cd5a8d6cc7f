import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/app.js';
import { testDialects } from '../test/databases.js';
import { createArticle, createCategory, createFacility, createFaq, createProperty, createSlider, promote } from '../test/factories.js';
import { createUserWithSession } from '../test/sessions.js';

// The public calls a 1.2.x web client makes on its pages, checked against the shapes of
// API-CONTRACT.md (types of keys, strings where the contract says strings, numbers where it says
// numbers), so that a change which would crash an existing client fails here first.

type Json = Record<string, unknown>;
const URL_OR_EMPTY = new RegExp(`^(${TEST_PUBLIC_URL}/|$)`);

function expectTypes(object: Json, types: Record<string, 'string' | 'number' | 'boolean' | 'array' | 'object'>, where: string) {
  for (const [key, type] of Object.entries(types)) {
    const value = object[key];
    const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
    expect(actual, `${where}.${key}`).toBe(type);
  }
}

function expectEnvelope(body: Json, where: string) {
  expect(body.error, where).toBe(false);
  expect(typeof body.message, where).toBe('string');
}

/** The property card of homepage sections and lists (API-CONTRACT.md §2.5). */
function expectCard(card: Json, where: string) {
  expectTypes(
    card,
    { id: 'number', slug_id: 'string', title: 'string', title_image: 'string', price: 'number', property_type: 'string', city: 'string', is_premium: 'boolean', promoted: 'boolean', parameters: 'array', category: 'object', added_by: 'number' },
    where,
  );
  expect(['sell', 'rent', 'sold', 'rented'], `${where}.property_type`).toContain(card.property_type);
  expect(card.title_image, `${where}.title_image`).toMatch(URL_OR_EMPTY);
}

describe.each(testDialects())('a 1.2.x client on %s', (dialect) => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof createUserWithSession>>;
  let slug: string;
  const get = async (call: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${call}`, query, headers });
    expect(res.statusCode, `${call}: ${res.body.slice(0, 300)}`).toBe(200);
    const body = res.json() as Json;
    expectEnvelope(body, call);
    return body;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const category = await createCategory(t.db, { name: 'Villa', parameters: [{ name: 'Bedrooms', type: 'number' }] });
    const facility = await createFacility(t.db, { name: 'Metro' });
    const listing = await createProperty(t.db, {
      category_id: category.id,
      city: 'Dubai',
      parameters: [{ parameter_id: category.parameterIds[0]!, value: '4' }],
      facilities: [{ facility_id: facility.id, distance: 1.5 }],
    });
    slug = listing.slug_id;
    await createProperty(t.db, { category_id: category.id, city: 'Dubai', property_type: 1, rentduration: 'Monthly' });
    await promote(t.db, { property_id: listing.id });
    await createSlider(t.db, { type: 3, property_id: listing.id });
    await createSlider(t.db, { type: 2, category_id: category.id });
    await createArticle(t.db);
    await createFaq(t.db);
    user = await createUserWithSession(t.db);
  });
  afterAll(() => t.close());

  it('get_languages: one object, rtl a number, file_name a flat map of strings (web and app files)', async () => {
    const queries: Record<string, string>[] = [{ language_code: 'en', web_language_file: '1' }, { language_code: 'ar', web_language_file: '1' }, { language_code: 'ar' }];
    for (const query of queries) {
      const { data } = (await get('get_languages', query)) as { data: Json };
      expectTypes(data, { code: 'string', name: 'string', rtl: 'number', file_name: 'object' }, 'get_languages');
      expect([0, 1]).toContain(data.rtl);
      expect(Object.entries(data.file_name as Json).filter(([, value]) => typeof value !== 'string')).toEqual([]);
    }
  });

  it('web-settings: the contract keys with their types, anonymous and signed in', async () => {
    const strings = ['company_name', 'currency_symbol', 'default_language', 'number_with_suffix', 'web_maintenance_mode', 'company_tel1', 'company_tel2', 'company_email', 'company_address', 'latitude', 'longitude', 'system_version', 'system_color', 'svg_clr', 'iframe_link', 'facebook_id', 'instagram_id', 'twitter_id', 'youtube_id', 'playstore_id', 'appstore_id', 'sell_background', 'category_background', 'sell_web_color', 'sell_web_background_color', 'rent_web_color', 'rent_web_background_color', 'about_us', 'terms_conditions', 'privacy_policy', 'number_with_otp_login', 'social_login', 'email_password_login', 'distance_option', 'otp_service_provider', 'text_property_submission', 'auto_approve', 'schema_for_deeplink', 'min_radius_range', 'max_radius_range', 'homepage_location_alert_status', 'stripe_publishable_key', 'paystack_public_key', 'web_logo', 'web_footer_logo', 'web_placeholder_logo', 'web_favicon', 'admin_name', 'admin_image', 'img_placeholder'];
    const types = {
      ...Object.fromEntries(strings.map((key) => [key, 'string' as const])),
      seo_settings: 'boolean',
      allow_cookies: 'boolean',
      verification_required_for_user: 'boolean',
      demo_mode: 'boolean',
      selected_currency_data: 'object',
      bank_details: 'array',
      min_price: 'number',
      max_price: 'number',
      homepage_sections: 'array',
      features_available: 'object',
      languages: 'array',
    } as const;
    const anonymous = (await get('web-settings')).data as Json;
    expectTypes(anonymous, types, 'web-settings');
    expect(['0', '1']).toContain(anonymous.svg_clr);
    expectTypes(anonymous.features_available as Json, { premium_properties: 'boolean', project_access: 'boolean' }, 'features_available');
    for (const language of anonymous.languages as Json[]) expectTypes(language, { id: 'number', code: 'string', name: 'string' }, 'languages[]');
    expect(anonymous).not.toHaveProperty('verification_status');

    const signedIn = (await get('web-settings', {}, user.auth)).data as Json;
    expectTypes(signedIn, { ...types, verification_status: 'string', is_active: 'boolean', is_premium: 'boolean', subscription: 'boolean' }, 'web-settings (signed in)');
  });

  it('homepage-data: the fixed keys, faq_section included, cards and sliders with their types', async () => {
    const { data } = (await get('homepage-data')) as { data: Json };
    const lists = ['featured_section', 'most_liked_properties', 'most_viewed_properties', 'project_section', 'slider_section', 'categories_section', 'article_section', 'agents_list', 'faq_section'];
    expectTypes(data, Object.fromEntries(lists.map((key) => [key, 'array' as const])), 'homepage-data');
    for (const card of data.most_viewed_properties as Json[]) expectCard(card, 'most_viewed_properties[]');
    const sliders = data.slider_section as Json[];
    expect(sliders.length).toBe(2);
    for (const slider of sliders) {
      expectTypes(slider, { id: 'number', type: 'number', slider_type: 'string', image: 'string', web_image: 'string', link: 'string' }, 'slider_section[]');
      expect(['1', '2', '3', '4']).toContain(slider.slider_type);
      expect(slider.slider_type).toBe(String(slider.type));
    }
    for (const faq of data.faq_section as Json[]) expectTypes(faq, { id: 'number', question: 'string', answer: 'string', translated_question: 'string', translated_answer: 'string' }, 'faq_section[]');
    for (const category of data.categories_section as Json[]) expectTypes(category, { id: 'number', category: 'string', image: 'string', slug_id: 'string', properties_count: 'number' }, 'categories_section[]');
  });

  it('get_property: list and detail with the full shape; a missing slug is error:false with []', async () => {
    const list = await get('get_property', { offset: '0', limit: '10' });
    expectTypes(list, { data: 'array', total: 'number' }, 'get_property');
    const detail = await get('get_property', { slug_id: slug }, user.auth);
    expectTypes(detail, { data: 'array', similar_properties: 'array' }, 'get_property (slug)');
    const property = (detail.data as Json[])[0]!;
    expectCard(property, 'get_property.data[0]');
    expectTypes(
      property,
      { gallery: 'array', documents: 'array', assign_facilities: 'array', is_favourite: 'number', is_interested: 'number', status: 'number', request_status: 'string', description: 'string', posted_on: 'string', total_view: 'number' },
      'get_property.data[0]',
    );
    expect((property.assign_facilities as Json[])[0]).toMatchObject({ facility_id: expect.any(Number), name: 'Metro' });
    const missing = await get('get_property', { slug_id: 'no-such-listing' });
    expect(missing.data).toEqual([]);

    const flat = await get('get-property-list', { property_type: '0', offset: '0', limit: '5' });
    expectTypes(flat, { data: 'array', total: 'number' }, 'get-property-list');
    for (const card of flat.data as Json[]) expectCard(card, 'get-property-list.data[]');
  });

  it('get_categories, get_facilities, faqs: lists with total, parameters as arrays', async () => {
    const categories = await get('get_categories', { offset: '0', limit: '20' });
    expectTypes(categories, { data: 'array', total: 'number' }, 'get_categories');
    for (const category of categories.data as Json[]) {
      expectTypes(category, { id: 'number', category: 'string', image: 'string', slug_id: 'string', parameter_types: 'array' }, 'get_categories.data[]');
    }
    const facilities = await get('get_facilities');
    for (const facility of facilities.data as Json[]) expectTypes(facility, { id: 'number', name: 'string', image: 'string' }, 'get_facilities.data[]');
    const faqs = await get('faqs', { offset: '0', limit: '10' });
    expectTypes(faqs, { data: 'array', total: 'number' }, 'faqs');
  });

  it('get_limits for a signed-in user: package, is_premium and subscription beside data, as booleans', async () => {
    for (const packageType of ['property', 'advertisement']) {
      const body = await get('get_limits', { package_type: packageType }, user.auth);
      expectTypes(body, { package: 'boolean', is_premium: 'boolean', subscription: 'boolean' }, `get_limits (${packageType})`);
    }
  });
});
