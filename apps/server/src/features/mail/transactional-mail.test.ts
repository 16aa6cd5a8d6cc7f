import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProject, createProperty, grantPackage, setSettings } from '../../test/factories.js';
import { otpFrom, readMail, startMailbox } from '../../test/mailbox.js';
import { createUserWithSession } from '../../test/sessions.js';

describe.each(testDialects())('transactional mail on %s', (dialect) => {
  let t: TestApp;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(dialect, { SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });
  afterEach(() => vi.useRealTimers());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers });
  const get = (url: string, query: Record<string, string>, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/${url}`, query, headers });
  /** The newest mail to `to` once one matching `subject` has arrived (most mails go out in the background). */
  async function mailTo(to: string, subject: RegExp) {
    await expect.poll(async () => (mailbox.last(to) ? (await readMail(mailbox.last(to))).subject : '')).toMatch(subject);
    return readMail(mailbox.last(to));
  }
  async function userSpeaking(language: string | null, values: { role?: 'admin'; name?: string } = {}) {
    const user = await createUserWithSession(t.db, values);
    await t.db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
    const { email } = await t.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { ...user, email: email! };
  }

  it('writes a registration’s code in the language the visitor reads, right to left for Arabic; an unknown language gets the default', async () => {
    const form = { name: 'ليلى حداد', password: 'secret123', re_password: 'secret123' };
    expect((await post('user-register', { ...form, email: 'layla.ar@example.com' }, { 'content-language': 'ar' })).statusCode).toBe(200);
    const arabic = await readMail(mailbox.last('layla.ar@example.com'));
    expect(arabic.subject).toMatch(/^\d{6} هو رمز التحقق من /);
    expect(arabic.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.text).toContain('مرحبًا،');

    expect((await post('user-register', { ...form, email: 'layla.xx@example.com' }, { 'content-language': 'xx' })).statusCode).toBe(200);
    const fallback = await readMail(mailbox.last('layla.xx@example.com'));
    expect(fallback.subject).toMatch(/^\d{6} is your .+ verification code$/);
    expect(fallback.html).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('remembers the language a user logs in with', async () => {
    const email = 'remembered@example.com';
    await post('user-register', { name: 'Omar', email, password: 'secret123', re_password: 'secret123' });
    await get('verify-otp', { email, otp: otpFrom(mailbox.last(email)) });
    expect((await post('user_signup', { type: 3, email, password: 'secret123' }, { 'content-language': 'ar' })).statusCode).toBe(200);
    const row = await t.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.language).toBe('ar');
  });

  it('tells an owner of approval and of rejection with the reason, in their language, with a link to the listing', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const owner = await userSpeaking('ar', { name: 'سارة' });
    const categoryId = (await createCategory(t.db)).id;
    const property = await createProperty(t.db, { category_id: categoryId, user_id: owner.id, request_status: 'pending', title: 'Marina loft' });
    expect((await post(`admin/properties/${property.id}/approve`, {}, admin.auth)).statusCode).toBe(200);
    const approved = await mailTo(owner.email, /Marina loft/);
    expect(approved.subject).toBe('تمت الموافقة على إعلانك «Marina loft»');
    expect(approved.text).toContain('مرحبًا سارة،');
    expect(approved.html).toContain(`/my-property/${property.slug_id}`);

    const englishOwner = await userSpeaking(null);
    const project = await createProject(t.db, { category_id: categoryId, user_id: englishOwner.id, request_status: 'pending', title: 'Creek Towers' });
    expect((await post(`admin/projects/${project.id}/reject`, { reason: 'The brochure is missing' }, admin.auth)).statusCode).toBe(200);
    const rejected = await mailTo(englishOwner.email, /Creek Towers/);
    expect(rejected.subject).toBe('Your project “Creek Towers” was not approved');
    expect(rejected.text).toContain('The brochure is missing');
    expect(rejected.text).toMatch(/See your projects: http.*\/user\/projects/);
  });

  it('tells an owner whose feature request was turned down, with the reason and a link to their featured listings', async () => {
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const owner = await userSpeaking(null);
    await grantPackage(t.db, owner.id, { property_feature: 1 });
    const property = await createProperty(t.db, { category_id: (await createCategory(t.db)).id, user_id: owner.id, title: 'Palm villa' });
    const { id } = (await post('store_advertisement', { feature_for: 'property', property_id: property.id }, owner.auth)).json().data;
    expect((await post(`admin/advertisements/${id}/reject`, { reason: 'The price looks wrong' }, admin.auth)).statusCode).toBe(200);
    const mail = await mailTo(owner.email, /Palm villa/);
    expect(mail.subject).toBe('The feature of “Palm villa” was not approved');
    expect(mail.text).toContain('The price looks wrong');
    expect(mail.html).toContain('/user/advertisement');
  });

  it('reports a changed password, and a changed email to the old address', async () => {
    const email = 'changes@example.com';
    await post('user-register', { name: 'Mina', email, password: 'secret123', re_password: 'secret123' });
    await get('verify-otp', { email, otp: otpFrom(mailbox.last(email)) });
    await get('forgot-password', { email });
    const reset = await mailTo(email, /Reset your/);
    const token = /reset-password\?token=([\w-]+)/.exec(reset.text)?.[1];
    expect((await post('reset-password', { token, password: 'newpass1', re_password: 'newpass1' })).statusCode).toBe(200);
    const changed = await mailTo(email, /password was changed/);
    expect(changed.text).toMatch(/If this was not you, reset your password/);
    expect(changed.text).toContain('/forgot-password');

    const session = (await post('user_signup', { type: 3, email, password: 'newpass1' })).json().token as string;
    const auth = { authorization: `Bearer ${session}` };
    expect((await post('update_profile', { name: 'Mina', email: 'mina.new@example.com', mobile: '501234567' }, auth)).json()).toMatchObject({ pending_email: 'mina.new@example.com' });
    await get('verify-otp', { email: 'mina.new@example.com', otp: otpFrom(mailbox.last('mina.new@example.com')) });
    const moved = await mailTo(email, /email address was changed/);
    expect(moved.text).toContain('changed to mina.new@example.com');
  });

  it('sends a contact message to the company address with the visitor as Reply-To, and keeps it when mail fails', async () => {
    await setSettings(t.db, { company_email: 'office@abode.example' });
    const message = { first_name: 'Layla', last_name: 'Haddad', email: 'layla@example.com', subject: 'Viewing', message: 'Can I see the villa on Saturday?' };
    expect((await post('contct_us', message)).statusCode).toBe(200);
    const received = await mailTo('office@abode.example', /Viewing/);
    expect(received.subject).toBe('Contact form: Viewing');
    expect(received.replyTo).toBe('layla@example.com');
    expect(received.text).toContain('Can I see the villa on Saturday?');
    expect(received.text).toContain('From: Layla Haddad <layla@example.com>');

    const offline = await createTestApp(dialect, { SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const res = await offline.app.inject({ method: 'POST', url: '/api/contct_us', payload: { ...message, subject: 'Nobody listens' } });
      expect(res.statusCode).toBe(200);
      const stored = await offline.db.selectFrom('contact_messages').select('subject').where('subject', '=', 'Nobody listens').execute();
      expect(stored).toHaveLength(1);
    } finally {
      await offline.close();
    }
  });

  it('uses the template an admin edited on the languages screen for the next mail, escaping what people typed', async () => {
    const row = await t.db.selectFrom('languages').select(['id', 'web_translations']).where('code', '=', 'en').executeTakeFirstOrThrow();
    const file = JSON.parse(row.web_translations) as { mail: { contactMessage: Record<string, string> } };
    file.mail.contactMessage.subject = 'New enquiry: {{subject}}';
    await t.db.updateTable('languages').set({ web_translations: JSON.stringify(file) }).where('id', '=', row.id).execute();
    // the copy is read at most a minute stale
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const payload = { first_name: 'Sam', last_name: '<b>Hacker</b>', email: 'sam@example.com', subject: 'Price <script>', message: 'Hello' };
    expect((await post('contct_us', payload)).statusCode).toBe(200);
    const received = await mailTo('office@abode.example', /New enquiry/);
    expect(received.subject).toBe('New enquiry: Price <script>');
    expect(received.html).not.toContain('<script>');
    expect(received.html).toContain('&lt;b&gt;Hacker&lt;/b&gt;');
  });
});
