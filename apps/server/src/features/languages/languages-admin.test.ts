import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createUserWithSession } from '../../test/sessions.js';

function multipart(fields: Record<string, { filename: string; content: string } | string>) {
  const boundary = '----abode-test';
  const parts = Object.entries(fields).map(([name, value]) =>
    typeof value === 'string'
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: application/json\r\n\r\n${value.content}\r\n`,
  );
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDialects())('languages in the admin console on %s', (dialect) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = (await createUserWithSession(t.db, { role: 'staff', permissions: ['languages.manage'] })).auth;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: auth });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/${url}`, headers: auth, payload });
  const idOf = async (code: string) => ((await get('admin/languages')).json().data as { id: number; code: string }[]).find((l) => l.code === code)!.id;

  it('lists the languages; adds one (code checked, unique) that clients then receive', async () => {
    const list = (await get('admin/languages')).json().data;
    expect(list.map((l: { code: string }) => l.code)).toEqual(['en', 'ar']);
    expect(list[0]).toMatchObject({ is_default: true, status: true, rtl: false });
    expect(list[0].strings).toBeGreaterThan(100);
    expect((await post('admin/languages', { code: 'FR', name: 'Français' })).statusCode).toBe(200);
    expect((await post('admin/languages', { code: 'fr', name: 'Again' })).json().message).toBe(MSG.languageExists);
    expect((await post('admin/languages', { code: 'not a code', name: 'X' })).statusCode).toBe(400);
    const file = (await t.app.inject({ method: 'GET', url: '/api/get_languages?language_code=fr&web_language_file=1' })).json().data;
    expect(file).toMatchObject({ code: 'fr', file_name: {} });
  });

  it('edits one string in the table: get_languages answers it at once; empty removes it; unknown keys are refused', async () => {
    const ar = await idOf('ar');
    const row = (await get(`admin/languages/${ar}/strings?search=nav.home`)).json().data.find((r: { key: string }) => r.key === 'nav.home');
    expect(row).toMatchObject({ english: 'Home' });
    expect((await post(`admin/languages/${ar}/strings`, { key: 'nav.home', value: 'البيت' })).statusCode).toBe(200);
    const served = async () => (await t.app.inject({ method: 'GET', url: '/api/get_languages?language_code=ar&web_language_file=1' })).json().data.file_name['nav.home'];
    expect(await served()).toBe('البيت');
    expect((await post(`admin/languages/${ar}/strings`, { key: 'nav.home', value: '' })).statusCode).toBe(200);
    expect(await served()).toBeUndefined();
    expect((await get(`admin/languages/${ar}/strings?missing=1&search=nav.home`)).json().data[0]).toMatchObject({ key: 'nav.home', value: null });
    expect((await post(`admin/languages/${ar}/strings`, { key: 'no.such.key', value: 'x' })).statusCode).toBe(404);
    expect((await post(`admin/languages/${ar}/strings`, { key: 'bad key!', value: 'x' })).statusCode).toBe(400);
    const audit = (await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?entity=language&entity_id=${ar}`, headers: (await createUserWithSession(t.db, { role: 'admin' })).auth })).json().data;
    expect(audit[1]).toMatchObject({ action: 'string', before: { 'nav.home': expect.any(String) }, after: { 'nav.home': 'البيت' } });
  });

  it('keeps concurrent edits of different strings', async () => {
    const fr = await idOf('fr');
    await Promise.all([post(`admin/languages/${fr}/strings`, { key: 'nav.home', value: 'Accueil' }), post(`admin/languages/${fr}/strings`, { key: 'nav.agents', value: 'Agents immobiliers' })]);
    const file = (await t.app.inject({ method: 'GET', url: '/api/get_languages?language_code=fr&web_language_file=1' })).json().data.file_name;
    expect(file).toMatchObject({ 'nav.home': 'Accueil', 'nav.agents': 'Agents immobiliers' });
  });

  it('uploads a file (nested or flat) that becomes the file clients receive; downloads it back; refuses bad files', async () => {
    const fr = await idOf('fr');
    const upload = (content: string) => t.app.inject({ method: 'POST', url: `/api/admin/languages/${fr}/file`, headers: { ...auth, ...multipart({ file: { filename: 'fr.json', content } }).headers }, payload: multipart({ file: { filename: 'fr.json', content } }).payload });
    expect((await upload(JSON.stringify({ nav: { home: 'Accueil' }, 'footer.rights': 'Tous droits réservés' }))).statusCode).toBe(200);
    const served = (await t.app.inject({ method: 'GET', url: '/api/get_languages?language_code=fr&web_language_file=1' })).json().data.file_name;
    expect(served).toEqual({ 'nav.home': 'Accueil', 'footer.rights': 'Tous droits réservés' });
    const download = await get(`admin/languages/${fr}/file`);
    expect(download.headers['content-disposition']).toBe('attachment; filename="fr.json"');
    expect(JSON.parse(download.body)).toEqual(served);
    for (const bad of ['not json', '[1,2]', JSON.stringify({ nav: { home: 3 } }), JSON.stringify({ 'bad key': 'x' })]) {
      const res = await upload(bad);
      expect([res.statusCode, res.json().message], bad).toEqual([400, MSG.languageFileInvalid]);
    }
    expect((await post(`admin/languages/${fr}/file`, { file: 'text, not a file' })).statusCode).toBe(400);
    expect((await upload(JSON.stringify({ a: 'x'.repeat(1024 * 1024) }))).statusCode).toBe(400);
  });

  it('switches languages, makes one the default, and never leaves the default off', async () => {
    const fr = await idOf('fr');
    const en = await idOf('en');
    expect((await post(`admin/languages/${en}`, { status: 0 })).json().message).toBe(MSG.defaultLanguageStays);
    expect((await post(`admin/languages/${fr}`, { status: 0 })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/get_languages?language_code=fr&web_language_file=1' })).statusCode).toBe(404);
    expect((await post(`admin/languages/${fr}`, { is_default: 1 })).json().message).toBe(MSG.defaultLanguageStays);
    expect((await post(`admin/languages/${fr}`, { is_default: 1, status: 1, rtl: 0, name: 'French' })).statusCode).toBe(200);
    const list = (await get('admin/languages')).json().data;
    expect(list.find((l: { code: string }) => l.code === 'fr')).toMatchObject({ is_default: true, name: 'French', status: true });
    expect(list.find((l: { code: string }) => l.code === 'en')).toMatchObject({ is_default: false });
    expect((await post('admin/languages/99999999', { name: 'x' })).statusCode).toBe(404);
  });
});
