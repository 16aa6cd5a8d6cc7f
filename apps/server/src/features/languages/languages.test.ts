import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';

describe.each(testDialects())('get_languages on %s', (dialect) => {
  let t: TestApp;
  const get = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/get_languages', query });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.db
      .updateTable('languages')
      .set({ web_translations: JSON.stringify({ home: 'Home', nested: { ok: 'OK' } }), app_translations: JSON.stringify({ app_only: 'App' }) })
      .where('code', '=', 'en')
      .execute();
  });
  afterAll(() => t.close());

  it('answers one object whose file_name is the web translation file as a flat map of strings', async () => {
    const res = await get({ language_code: 'en', web_language_file: '1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.error).toBe(false);
    expect(Array.isArray(body.data)).toBe(false);
    expect(body.data).toEqual({ id: expect.any(Number), code: 'en', name: expect.any(String), rtl: 0, file_name: { home: 'Home', 'nested.ok': 'OK' } });
  });

  it('answers the app file without web_language_file, and RTL as 1 for Arabic; no value is ever an object', async () => {
    expect((await get({ language_code: 'en' })).json().data).toMatchObject({ rtl: 0, file_name: { app_only: 'App' } });
    const ar = (await get({ language_code: 'AR', web_language_file: '1' })).json().data;
    expect(ar).toMatchObject({ code: 'ar', rtl: 1 });
    // the seeded Arabic web file is nested by section: every value arrives as a string
    const values = Object.values(ar.file_name as Record<string, unknown>);
    expect(values.length).toBeGreaterThan(100);
    expect(values.filter((value) => typeof value !== 'string')).toEqual([]);
    expect(Object.keys(ar.file_name).filter((key) => key.includes('.')).length).toBeGreaterThan(100);
  });

  it('answers 404 for an unknown or switched-off language', async () => {
    const res = await get({ language_code: 'xx', web_language_file: '1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: true, message: 'Language file not found' });
    await t.db.updateTable('languages').set({ status: 0 }).where('code', '=', 'ar').execute();
    expect((await get({ language_code: 'ar' })).statusCode).toBe(404);
    await t.db.updateTable('languages').set({ status: 1 }).where('code', '=', 'ar').execute();
  });

  it('refuses a missing or malformed language_code with a clear message', async () => {
    const missing = await get({ web_language_file: '1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: true, message: 'language_code is required' });
    const bad = await get({ language_code: "en';--" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('language_code is not a language code');
    const flag = await get({ language_code: 'en', web_language_file: 'yes' });
    expect(flag.statusCode).toBe(400);
    expect(flag.json().message).toBe('web_language_file must be 0 or 1');
  });
});
