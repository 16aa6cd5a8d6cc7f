import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { photo, png } from '../../test/listing-files.js';
import { startMailbox } from '../../test/mailbox.js';
import { multipart } from '../../test/multipart.js';
import { createUserWithSession } from '../../test/sessions.js';

// The console's site images, mail server and map tiles (issue #17).
describe.each(testDialects())('site images, mail server and map tiles in the console on %s', (dialect) => {
  let t: TestApp;
  let envMailbox: Awaited<ReturnType<typeof startMailbox>>;
  let consoleMailbox: Awaited<ReturnType<typeof startMailbox>>;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  let user: Record<string, string>;
  const staffEmail = `settings-staff-${dialect}@example.com`;

  beforeAll(async () => {
    [envMailbox, consoleMailbox] = await Promise.all([startMailbox(), startMailbox()]);
    t = await createTestApp(dialect, { SMTP_URL: envMailbox.url });
    admin = (await createUserWithSession(t.db, { role: 'admin' })).auth;
    staff = (await createUserWithSession(t.db, { role: 'staff', permissions: ['settings.manage'], email: staffEmail })).auth;
    user = (await createUserWithSession(t.db)).auth;
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([envMailbox.close(), consoleMailbox.close()]);
  });

  const get = (url: string, auth = staff) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: auth });
  const post = (url: string, payload: object, auth = staff) => t.app.inject({ method: 'POST', url: `/api/${url}`, headers: auth, payload });
  const upload = async (key: string, fields: Parameters<typeof multipart>[0], auth = staff) => {
    const form = await multipart(fields);
    return t.app.inject({ method: 'POST', url: `/api/admin/settings/images/${key}`, headers: { ...auth, ...form.headers }, payload: form.payload });
  };
  const webSettings = () => t.app.inject({ method: 'GET', url: '/api/web-settings' });
  const audit = async (entity: string) => (await get(`admin/audit-log?entity=${entity}`, admin)).json().data;
  const stored = async (key: string) => (await t.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value;

  it('uploads the logos, favicon and placeholder; web-settings answers their URLs; a new one replaces the old file', async () => {
    expect((await upload('web_logo', { image: await photo('logo.jpg') }, user)).statusCode).toBe(403);
    const first = await upload('web_logo', { image: await photo('logo.jpg') });
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().data.web_logo;
    expect(firstUrl).toMatch(/\/images\/site\/.+\.webp$/);
    const favicon = await upload('web_favicon', { image: { filename: 'icon.png', content: await png(32, 32), type: 'image/png' } });
    expect(favicon.statusCode).toBe(200);
    const settings = (await webSettings()).json().data;
    expect(settings).toMatchObject({ web_logo: firstUrl, web_favicon: favicon.json().data.web_favicon });
    expect((await get('admin/settings')).json().data.web_logo).toBe(firstUrl);

    const second = await upload('web_logo', { image: await photo('logo2.jpg') });
    expect(second.json().data.web_logo).not.toBe(firstUrl);
    const firstKey = firstUrl.slice(firstUrl.indexOf('/images/') + '/images/'.length);
    expect(await t.storage.exists(firstKey)).toBe(false);
    expect((await audit('settings'))[0]).toMatchObject({ action: 'update_image', before: { web_logo: firstKey }, after: { web_logo: expect.stringMatching(/^site\//) } });
  });

  it('refuses unknown image settings, a missing file, text and non-images', async () => {
    const before = await stored('web_footer_logo');
    expect((await upload('company_name', { image: await photo() })).statusCode).toBe(400);
    expect((await upload('web_footer_logo', {})).json().message).toBe(MSG.siteImageRequired);
    expect((await upload('web_footer_logo', { image: 'not a file' })).statusCode).toBe(400);
    const notImage = await upload('web_footer_logo', { image: { filename: 'x.png', content: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/png' } });
    expect(notImage.statusCode).toBe(400);
    expect(await stored('web_footer_logo')).toBe(before);
  });

  it('keeps the SMTP password sealed, answers it masked, keeps it when sent empty, audits it masked', async () => {
    expect((await get('admin/settings/mail')).json().data).toEqual({ smtp_host: '', smtp_port: '', smtp_encryption: '', smtp_user: '', smtp_password: '', smtp_from: '' });
    const password = 'correct-horse-battery-staple';
    const saved = await post('admin/settings/mail', { smtp_host: 'smtp.example.com', smtp_port: '2525', smtp_encryption: 'starttls', smtp_user: 'mailer', smtp_password: password, smtp_from: 'noreply@example.com' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ smtp_host: 'smtp.example.com', smtp_port: '2525', smtp_password: '…aple' });
    const sealed = await stored('smtp_password');
    expect(sealed).toMatch(/^enc:v1:/);
    expect(sealed).not.toContain(password);
    expect(JSON.stringify((await get('admin/settings/mail')).json())).not.toContain(password);

    expect((await post('admin/settings/mail', { smtp_password: '', smtp_user: 'mailer2' })).statusCode).toBe(200);
    expect(await stored('smtp_password')).toBe(sealed);
    const rows = await audit('mail_settings');
    expect(rows[0]).toMatchObject({ before: { smtp_user: 'mailer' }, after: { smtp_user: 'mailer2' } });
    expect(rows[1].after).toMatchObject({ smtp_password: '…aple' });
    expect(JSON.stringify(rows)).not.toContain(password);
  });

  it('checks each mail setting', async () => {
    for (const bad of [{ smtp_port: '70000' }, { smtp_port: 'abc' }, { smtp_encryption: 'ssl' }, { smtp_host: 'smtp example.com' }, { smtp_from: 'nope' }, { smtp_password: 'x'.repeat(501) }, { smtp_url: 'smtp://x' }]) {
      expect((await post('admin/settings/mail', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('sends the test mail through the console server, else SMTP_URL; reports the SMTP error', async () => {
    const port = new URL(consoleMailbox.url).port;
    // the local mailbox takes no login and offers no STARTTLS
    expect((await post('admin/settings/mail', { smtp_host: '127.0.0.1', smtp_port: port, smtp_encryption: 'none', smtp_user: '', smtp_from: 'console@example.com' })).statusCode).toBe(200);
    const sent = await post('admin/settings/mail/test', {});
    expect([sent.statusCode, sent.json().message, sent.json().data]).toEqual([200, MSG.testMailSent, { to: staffEmail }]);
    expect(consoleMailbox.last(staffEmail)?.raw).toContain('From: console@example.com');
    expect(envMailbox.last(staffEmail)).toBeUndefined();

    // the mailer follows a change without a restart: transactional mail too
    await post('admin/settings/mail', { smtp_host: '' });
    expect((await post('admin/settings/mail/test', {})).statusCode).toBe(200);
    expect(envMailbox.last(staffEmail)).toBeDefined();

    await post('admin/settings/mail', { smtp_host: '127.0.0.1', smtp_port: '1' });
    const failed = await post('admin/settings/mail/test', {});
    expect(failed.statusCode).toBe(400);
    expect(failed.json().message).toMatch(new RegExp(`^${MSG.testMailFailed}: .*ECONNREFUSED`));
    await post('admin/settings/mail', { smtp_host: '' });
  });

  it('takes map tiles from the console: web-settings and the CSP follow; checked and sanitised', async () => {
    for (const bad of ['http://tiles.example.com/{z}/{x}/{y}.png', 'https://tiles.example.com/{z}/{x}.png', 'javascript:alert(1)//{z}{x}{y}', 'https://tiles.example.com/{z}/{x}/{y}.png" onerror="x']) {
      expect((await post('admin/settings', { map_tile_url: bad })).statusCode, bad).toBe(400);
    }
    expect((await post('admin/settings', { map_tile_attribution: 'x'.repeat(501) })).statusCode).toBe(400);

    const url = 'https://{s}.tiles.example.com/{z}/{x}/{y}.png';
    const attribution = '&copy; <a href="https://example.com" onclick="steal()">Example</a><script>alert(1)</script><img src=x onerror=alert(1)>';
    expect((await post('admin/settings', { map_tile_url: url, map_tile_attribution: attribution })).statusCode).toBe(200);
    const answer = await webSettings();
    const { map_tile_url, map_tile_attribution } = answer.json().data;
    expect(map_tile_url).toBe(url);
    expect(map_tile_attribution).toContain('<a href="https://example.com"');
    expect(map_tile_attribution).not.toMatch(/script|onclick|onerror|<img/);
    expect(answer.headers['content-security-policy']).toContain('https://*.tiles.example.com');
    expect(answer.headers['content-security-policy']).not.toContain('tile.openstreetmap.org');

    expect((await post('admin/settings', { map_tile_url: '' })).statusCode).toBe(200);
    const back = await webSettings();
    expect(back.json().data.map_tile_url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(back.headers['content-security-policy']).toContain('https://tile.openstreetmap.org');
    expect(back.headers['content-security-policy']).not.toContain('tiles.example.com');
  });

  it('demo mode refuses the uploads, the mail settings and the test mail', async () => {
    expect((await post('admin/settings/demo-mode', { demo_mode: 1 }, admin)).statusCode).toBe(200);
    const refused = [
      await upload('web_logo', { image: await photo() }, admin),
      await post('admin/settings/mail', { smtp_host: 'demo.example.com' }, admin),
      await post('admin/settings/mail/test', {}, admin),
      await post('admin/settings', { map_tile_url: 'https://demo.example.com/{z}/{x}/{y}.png' }, admin),
    ];
    for (const answer of refused) expect([answer.statusCode, answer.json().message]).toEqual([403, MSG.demoMode]);
    expect((await post('admin/settings/demo-mode', { demo_mode: 0 }, admin)).statusCode).toBe(200);
    expect(await stored('smtp_host')).toBe('');
  });
});
