import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_BOOLEAN_SETTINGS, PUBLIC_IMAGE_SETTINGS, PUBLIC_TEXT_SETTINGS } from '@abode/shared/schemas/settings';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty, createUser, loginAs, setSettings, translate } from '../../test/factories.js';

describe.each(testDialects())('web-settings on %s', (dialect) => {
  let t: TestApp;
  const settings = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/web-settings', headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await setSettings(t.db, { place_api_key: 'SECRET-PLACES-KEY', stripe_secret_key: 'sk_live_secret', web_logo: 'settings/logo.webp', demo_mode: '1' });
    const category = await createCategory(t.db);
    await createProperty(t.db, { category_id: category.id, price: 500_000_00 });
    await createProperty(t.db, { category_id: category.id, price: 2_750_000_50 });
    // neither a pending nor a switched-off listing counts towards the price range
    await createProperty(t.db, { category_id: category.id, price: 99_000_000_00, request_status: 'pending' });
    await createProperty(t.db, { category_id: category.id, price: 1_00, status: 0 });
  });
  afterAll(() => t.close());

  it('answers the public settings with the contract types', async () => {
    const res = await settings();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ error: false, message: 'Data Fetched Successfully' });
    const data = body.data;
    expect(typeof data.company_name).toBe('string');
    expect(data.selected_currency_data).toEqual({ code: expect.any(String), name: expect.any(String), symbol: expect.any(String) });
    expect(data.demo_mode).toBe(true);
    for (const key of PUBLIC_BOOLEAN_SETTINGS) expect(typeof data[key]).toBe('boolean');
    for (const key of PUBLIC_IMAGE_SETTINGS) if (key in data) expect(data[key]).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/images/`));
    expect(data.web_logo).toBe(`${TEST_PUBLIC_URL}/images/settings/logo.webp`);
    expect(data.min_price).toBe(500_000);
    expect(data.max_price).toBe(2_750_000.5);
    expect(Array.isArray(data.bank_details)).toBe(true);
    expect(data.features_available).toEqual({ premium_properties: false, project_access: false });
    expect(data.languages).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'en', rtl: false }), expect.objectContaining({ code: 'ar', rtl: true })]));
    expect(data.homepage_sections.length).toBeGreaterThan(0);
    expect(data.homepage_sections[0]).toEqual({
      id: expect.any(Number),
      type: expect.any(String),
      title: expect.any(String),
      translated_title: expect.any(String),
      sort_order: expect.any(Number),
      is_active: expect.any(Number),
    });
    expect(data).not.toHaveProperty('verification_status');
  });

  it('carries every key the contract lists, as strings, email_password_login included, even when a row is missing', async () => {
    await t.db.deleteFrom('settings').where('key', 'in', ['company_tel2', 'appstore_id', 'web_footer_logo']).execute();
    const data = (await settings()).json().data;
    for (const key of [...PUBLIC_TEXT_SETTINGS, ...PUBLIC_IMAGE_SETTINGS, 'svg_clr']) expect(typeof data[key], key).toBe('string');
    expect(data.email_password_login).toBe('1');
    expect(data).toMatchObject({ company_tel2: '', appstore_id: '', web_footer_logo: '' });
    const contract = ['company_name', 'currency_symbol', 'default_language', 'number_with_suffix', 'web_maintenance_mode', 'company_tel1', 'company_tel2', 'company_email', 'company_address', 'latitude', 'longitude', 'system_version', 'system_color', 'iframe_link', 'facebook_id', 'instagram_id', 'twitter_id', 'youtube_id', 'playstore_id', 'appstore_id', 'sell_background', 'category_background', 'sell_web_color', 'sell_web_background_color', 'rent_web_color', 'rent_web_background_color', 'about_us', 'terms_conditions', 'privacy_policy', 'number_with_otp_login', 'social_login', 'distance_option', 'otp_service_provider', 'text_property_submission', 'auto_approve', 'schema_for_deeplink', 'min_radius_range', 'max_radius_range', 'homepage_location_alert_status', 'stripe_publishable_key', 'paystack_public_key', 'web_logo', 'web_footer_logo', 'web_placeholder_logo', 'web_favicon', 'seo_settings', 'allow_cookies', 'verification_required_for_user', 'selected_currency_data', 'bank_details', 'admin_name', 'admin_image', 'demo_mode', 'img_placeholder', 'min_price', 'max_price', 'homepage_sections', 'features_available', 'languages', 'svg_clr', 'email_password_login'];
    expect(contract.filter((key) => !(key in data))).toEqual([]);
  });

  it('answers svg_clr "1" only while every category, parameter and facility icon is an SVG file', async () => {
    const svgClr = async () => (await settings()).json().data.svg_clr;
    await setSettings(t.db, { svg_clr: '1' });
    // the reference icons are WebP pictures
    expect(await svgClr()).toBe('0');
    const tables = ['categories', 'parameters', 'facilities'] as const;
    const saved = await Promise.all(tables.map((table) => t.db.selectFrom(table).select(['id', 'image']).execute()));
    for (const table of tables) await t.db.updateTable(table).set({ image: 'icons/shape.SVG' }).where('image', 'is not', null).execute();
    expect(await svgClr()).toBe('1');
    await setSettings(t.db, { svg_clr: '0' });
    expect(await svgClr()).toBe('0');
    await setSettings(t.db, { svg_clr: '1' });
    for (const table of tables) {
      const one = saved[tables.indexOf(table)]!.find((row) => row.image);
      await t.db.updateTable(table).set({ image: one!.image }).where('id', '=', one!.id).execute();
      expect(await svgClr(), table).toBe('0');
      await t.db.updateTable(table).set({ image: 'icons/shape.svg' }).where('id', '=', one!.id).execute();
    }
    for (const [i, table] of tables.entries()) for (const row of saved[i]!) await t.db.updateTable(table).set({ image: row.image }).where('id', '=', row.id).execute();
  });

  it('never answers secrets', async () => {
    const res = await settings();
    const text = res.body;
    expect(text).not.toContain('SECRET-PLACES-KEY');
    expect(text).not.toContain('sk_live_secret');
    // email_password_login is the sign-in switch ("0"/"1"), not a secret
    expect(Object.keys(res.json().data).filter((k) => /secret|password|place_api_key/i.test(k) && k !== 'email_password_login')).toEqual([]);
  });

  it('treats a missing, "undefined" or unknown bearer as anonymous', async () => {
    for (const authorization of ['Bearer undefined', 'Bearer null', 'Bearer not-a-real-token', 'Basic abc']) {
      const res = await settings({ authorization });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).not.toHaveProperty('verification_status');
    }
  });

  it('adds the account state for a logged-in user, with package features', async () => {
    const user = await createUser(t.db, { verification_status: 'pending' });
    const { auth } = await loginAs(t.db, user.id);
    let data = (await settings(auth)).json().data;
    expect(data).toMatchObject({ verification_status: 'pending', is_active: true, is_premium: false, subscription: false });

    const pkg = await t.db
      .insertInto('packages')
      .values({ name: 'Pro', currency_code: 'AED', duration_hours: 720, price: 100_00 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const feature = await t.db.selectFrom('package_features').select('id').where('name', '=', 'premium_properties').executeTakeFirstOrThrow();
    await t.db.insertInto('package_feature_limits').values({ package_id: pkg.id, feature_id: feature.id, limit_type: 'unlimited' }).execute();
    await t.db
      .insertInto('user_packages')
      .values({ user_id: user.id, package_id: pkg.id, start_date: new Date(Date.now() - 60_000).toISOString(), end_date: new Date(Date.now() + 86_400_000).toISOString() })
      .execute();
    data = (await settings(auth)).json().data;
    expect(data).toMatchObject({ is_premium: true, subscription: true, features_available: { premium_properties: true, project_access: false } });
  });

  it('translates homepage section titles for Content-Language', async () => {
    const first = (await settings()).json().data.homepage_sections[0];
    await t.db.deleteFrom('translations').where('entity', '=', 'homepage_section').where('entity_id', '=', first.id).execute();
    await translate(t.db, 'homepage_section', first.id, 'title', 'عقارات مميزة');
    const ar = (await settings({ 'content-language': 'ar' })).json().data.homepage_sections[0];
    expect(ar.translated_title).toBe('عقارات مميزة');
    expect(ar.title).toBe(first.title);
    const en = (await settings({ 'content-language': 'en' })).json().data.homepage_sections[0];
    expect(en.translated_title).toBe(first.title);
  });
});
