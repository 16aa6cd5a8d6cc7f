import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty } from '../../test/factories.js';
import { photo } from '../../test/listing-files.js';
import { readMail, startMailbox } from '../../test/mailbox.js';
import { multipart } from '../../test/multipart.js';
import { createUserWithSession } from '../../test/sessions.js';

// The console's Content area (issue #17, ADR 032): access, sanitising on save, audit, demo mode,
// public answers that follow an edit on the next request, and the inbox's reply by email.

const HOSTILE =
  '<h2 onclick="steal()">Market report</h2><script>alert(1)</script><p style="color:red">Prices <strong>rose</strong> <a href="javascript:alert(1)">here</a> ' +
  '<a href=" JaVaScRiPt:alert(2)">there</a> <a href="https://example.com/report">source</a><img src="x" onerror="alert(3)"></p><iframe src="https://evil.example"></iframe>';

describe.each(testDialects())('admin content on %s', (dialect) => {
  let t: TestApp;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let user: Record<string, string>;
  let otherStaff: Record<string, string>;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(dialect, { SMTP_URL: mailbox.url });
    admin = (await createUserWithSession(t.db, { role: 'admin' })).auth;
    editor = (await createUserWithSession(t.db, { role: 'staff', permissions: ['content.manage'], name: 'Edna Editor' })).auth;
    user = (await createUserWithSession(t.db)).auth;
    otherStaff = (await createUserWithSession(t.db, { role: 'staff', permissions: ['settings.manage'] })).auth;
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const get = (url: string, auth: Record<string, string> | undefined = editor) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: auth ?? {} });
  const post = (url: string, payload: object, auth: Record<string, string> = editor) => t.app.inject({ method: 'POST', url: `/api/${url}`, headers: auth, payload });
  const del = (url: string, auth: Record<string, string> = editor) => t.app.inject({ method: 'DELETE', url: `/api/${url}`, headers: auth });
  const audit = async (entity: string) => (await get(`admin/audit-log?entity=${entity}`, admin)).json().data;

  it('lets in only content.manage: visitors 401, users and other staff 403', async () => {
    for (const url of ['admin/articles', 'admin/faqs', 'admin/sliders', 'admin/homepage-sections', 'admin/pages', 'admin/contact-messages']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/${url}` })).statusCode, url).toBe(401);
      expect((await get(url, user)).statusCode, url).toBe(403);
      expect((await get(url, otherStaff)).statusCode, url).toBe(403);
      expect((await get(url, editor)).statusCode, url).toBe(200);
    }
    const refused = await post('admin/faqs', { question: 'Q?', answer: 'A.' }, user);
    expect([refused.statusCode, refused.json().message]).toEqual([403, MSG.permissionDenied]);
  });

  it('writes an article with a picture; the HTML is sanitised on save; it is audited and shows publicly at once', async () => {
    const category = (await post('admin/article-categories', { category: 'Market news' })).json().data.id;
    const form = await multipart({ title: 'Dubai prices in spring', category_id: String(category), description: HOSTILE, status: '1', image: await photo('cover.jpg') });
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/articles', headers: { ...editor, ...form.headers }, payload: form.payload });
    expect(created.statusCode, created.body).toBe(200);
    const article = created.json().data;
    expect(article).toMatchObject({ slug_id: 'dubai-prices-in-spring', status: 'published', category: { id: category, category: 'Market news' } });
    expect(article.image).toMatch(/\/images\/articles\/.+\.webp$/);
    const html: string = article.description;
    expect(html).toContain('<h2>Market report</h2>');
    expect(html).toContain('<strong>rose</strong>');
    expect(html).toContain('href="https://example.com/report"');
    for (const bad of ['<script', 'alert(', 'onclick', 'onerror', 'javascript:', 'JaVaScRiPt', 'style=', '<iframe', '<img']) expect(html, bad).not.toContain(bad);

    const published = (await t.app.inject({ method: 'GET', url: '/api/get_articles?slug_id=dubai-prices-in-spring' })).json().data[0];
    expect(published.description).toBe(html);
    const [entry] = await audit('article');
    expect(entry).toMatchObject({ action: 'create', entity_id: article.id, before: null, after: { title: 'Dubai prices in spring', status: 1 } });

    // unpublish: gone from the public list on the next request; the slug stays across edits
    expect((await post(`admin/articles/${article.id}/status`, { status: 0 })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/get_articles?slug_id=dubai-prices-in-spring' })).json().data).toEqual([]);
    const edited = await post(`admin/articles/${article.id}`, { title: 'Dubai prices in summer', description: '<p>Calmer.</p>', status: 1, category_id: '' });
    expect(edited.json().data).toMatchObject({ slug_id: 'dubai-prices-in-spring', title: 'Dubai prices in summer', category: null, status: 'published' });
    expect((await audit('article'))[0]).toMatchObject({ action: 'update', before: { title: 'Dubai prices in spring' }, after: { title: 'Dubai prices in summer' } });

    const list = (await get('admin/articles?search=summer')).json();
    expect(list.data.map((a: { id: number }) => a.id)).toEqual([article.id]);
    expect((await del(`admin/articles/${article.id}`)).statusCode).toBe(200);
    expect((await get(`admin/articles/${article.id}`)).statusCode).toBe(404);
    expect((await del(`admin/articles/${article.id}`)).statusCode).toBe(404);
  });

  it('refuses bad article input with a clear message and writes nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('articles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await post('admin/articles', { title: 'Taken slug', slug_id: 'taken-slug' });
    const cases: [object, number, string][] = [
      [{ title: '' }, 400, 'Title is required'],
      [{ title: 'x', slug_id: 'Not A Slug' }, 400, 'Slug may hold only lowercase letters, digits and hyphens'],
      [{ title: 'x', slug_id: 'taken-slug' }, 400, MSG.articleSlugTaken],
      [{ title: 'x', category_id: 99_999 }, 400, MSG.articleCategoryNotFound],
      [{ title: 'x', description: 'y'.repeat(100_001) }, 400, 'Description must be at most 100000 characters'],
      [{ title: 'x', image: 'not a file' }, 400, 'Image must be an uploaded image file'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('admin/articles', payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload).slice(0, 60)).toEqual([status, message]);
    }
    expect(await count()).toBe(before + 1);
    // two saves of the same new slug at once: one is written, the other refused (not a 500)
    const raced = await Promise.all([post('admin/articles', { title: 'Race', slug_id: 'raced-slug' }), post('admin/articles', { title: 'Race', slug_id: 'raced-slug' })]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await count()).toBe(before + 2);
    const textFile = await multipart({ title: 'Bad picture', image: { filename: 'x.jpg', content: Buffer.from('not an image'), type: 'image/jpeg' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/articles', headers: { ...editor, ...textFile.headers }, payload: textFile.payload });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before + 2);
  });

  it('an edited FAQ shows in the public answer on the next request; order and active are kept', async () => {
    const read = async () => (await t.app.inject({ method: 'GET', url: '/api/faqs?limit=100' })).json().data as { id: number; question: string }[];
    const homeFaqs = async () => (await t.app.inject({ method: 'GET', url: '/api/homepage-data' })).json().data.faq_section as { question: string }[];
    await read();
    await homeFaqs(); // both answers are now cached
    const faq = (await post('admin/faqs', { question: 'Can I rent monthly?', answer: 'Yes.' })).json().data;
    expect(faq).toMatchObject({ status: true });
    expect((await read()).some((f) => f.question === 'Can I rent monthly?')).toBe(true);
    expect((await post(`admin/faqs/${faq.id}`, { question: 'Can I pay rent monthly?', answer: 'Yes, most owners agree.', sort_order: 0 })).statusCode).toBe(200);
    expect((await read())[0]).toMatchObject({ id: faq.id, question: 'Can I pay rent monthly?' });
    expect((await homeFaqs()).some((f) => f.question === 'Can I pay rent monthly?')).toBe(true);
    expect((await audit('faq'))[0]).toMatchObject({ action: 'update', before: { question: 'Can I rent monthly?' }, after: { question: 'Can I pay rent monthly?', sort_order: 0 } });
    await post(`admin/faqs/${faq.id}`, { question: 'Can I pay rent monthly?', answer: 'Yes.', status: 0 });
    expect((await read()).some((f) => f.id === faq.id)).toBe(false);
    expect((await post('admin/faqs/99999', { question: 'Q', answer: 'A' })).statusCode).toBe(404);
    expect((await post('admin/faqs', { question: '', answer: 'A' })).json().message).toBe('Question is required');
  });

  it('sliders of the four types point at what their type needs; homepage-data follows', async () => {
    const category = await createCategory(t.db, { name: 'Villas' });
    const property = await createProperty(t.db, { category_id: category.id, request_status: 'approved' });
    const send = async (fields: Record<string, string>, withImage = true, id?: number) => {
      const form = await multipart({ ...fields, ...(withImage ? { web_image: await photo('banner.jpg') } : {}) });
      return t.app.inject({ method: 'POST', url: `/api/admin/sliders${id ? `/${id}` : ''}`, headers: { ...editor, ...form.headers }, payload: form.payload });
    };
    expect((await send({ type: '1' }, false)).json().message).toBe(MSG.sliderImageRequired);
    expect((await send({ type: '2' })).json().message).toBe(MSG.sliderTargetMissing);
    expect((await send({ type: '3', property_id: '99999' })).json().message).toBe(MSG.sliderTargetMissing);
    expect((await send({ type: '4', link: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await send({ type: '5' })).statusCode).toBe(400);
    const link = (await send({ type: '4', link: 'https://example.com/offer' })).json().data;
    const byCategory = (await send({ type: '2', category_id: String(category.id) })).json().data;
    const byProperty = (await send({ type: '3', property_id: String(property.id), show_property_details: '1' })).json().data;
    expect(byCategory.category).toMatchObject({ id: category.id });
    expect(byProperty).toMatchObject({ property: { id: property.id }, show_property_details: true });
    const sliders = (await t.app.inject({ method: 'GET', url: '/api/homepage-data' })).json().data.slider_section;
    expect(sliders.map((s: { id: number }) => s.id)).toEqual([link.id, byCategory.id, byProperty.id]);
    expect(sliders[0]).toMatchObject({ slider_type: '4', link: 'https://example.com/offer' });
    // a type change clears what the old type pointed at
    const changed = (await send({ type: '1', sort_order: '0' }, false, byProperty.id)).json().data;
    expect(changed).toMatchObject({ type: 1, property: null, show_property_details: false, sort_order: 0 });
    expect((await del(`admin/sliders/${link.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/homepage-data' })).json().data.slider_section.map((s: { id: number }) => s.id)).toEqual([byProperty.id, byCategory.id]);
    expect((await audit('slider'))[0]).toMatchObject({ action: 'delete', entity_id: link.id, after: null });
  });

  it('home page sections: switching one off empties it in homepage-data; titles and order show in web-settings', async () => {
    await post('admin/faqs', { question: 'Is there a fee?', answer: 'No.' });
    const sections = (await get('admin/homepage-sections')).json().data as { id: number; type: string; title: string; sort_order: number; is_active: boolean }[];
    const faqs = sections.find((s) => s.type === 'faqs_section')!;
    expect((await t.app.inject({ method: 'GET', url: '/api/homepage-data' })).json().data.faq_section.length).toBeGreaterThan(0);
    const saved = await post('admin/homepage-sections', { sections: [{ id: faqs.id, title: 'Questions', sort_order: 1, is_active: 0 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/homepage-data' })).json().data.faq_section).toEqual([]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/web-settings' })).json().data.homepage_sections.find((s: { type: string }) => s.type === 'faqs_section');
    expect(listed).toMatchObject({ title: 'Questions', is_active: 0, sort_order: 1 });
    expect((await audit('homepage_section'))[0]).toMatchObject({ before: [{ title: faqs.title, is_active: 1 }], after: [{ title: 'Questions', is_active: 0 }] });
    expect((await post('admin/homepage-sections', { sections: [{ id: 99_999, title: 'x', sort_order: 1, is_active: 1 }] })).statusCode).toBe(400);
    await post('admin/homepage-sections', { sections: [{ id: faqs.id, title: faqs.title, sort_order: faqs.sort_order, is_active: 1 }] });
  });

  it('about / privacy / terms: sanitised on save, served to the public on the next request', async () => {
    await t.app.inject({ method: 'GET', url: '/api/web-settings' });
    const res = await post('admin/pages/privacy_policy', { body: '<h1>Privacy</h1><p onmouseover="x()">We keep <em>little</em>.</p><script>steal()</script><a href="javascript:void(0)">x</a>' });
    expect(res.statusCode).toBe(200);
    const served = (await t.app.inject({ method: 'GET', url: '/api/web-settings' })).json().data.privacy_policy;
    expect(served).toBe('<h1>Privacy</h1><p>We keep <em>little</em>.</p><a>x</a>');
    expect((await get('admin/pages')).json().data.privacy_policy).toBe(served);
    expect((await post('admin/pages/cookies', { body: 'x' })).statusCode).toBe(400);
    expect((await audit('settings'))[0]).toMatchObject({ action: 'update_page', after: { privacy_policy: served } });
  });

  it('the inbox: open, mark read, reply by email (kept with the message, audited)', async () => {
    await t.app.inject({ method: 'POST', url: '/api/contct_us', payload: { first_name: 'Layla', last_name: 'Haddad', email: 'layla@example.com', subject: 'Viewing', message: 'Can I see the villa on Saturday?' } });
    const inbox = (await get('admin/contact-messages?filter=unread')).json();
    const message = inbox.data.find((m: { email: string }) => m.email === 'layla@example.com');
    expect(inbox.unread).toBeGreaterThanOrEqual(1);
    expect(message).toMatchObject({ subject: 'Viewing', read_at: null, reply: null });

    const read = await post(`admin/contact-messages/${message.id}/read`, { read: 1 });
    expect(read.json().data.read_at).not.toBeNull();
    expect((await get('admin/contact-messages?filter=unread')).json().data.some((m: { id: number }) => m.id === message.id)).toBe(false);
    await post(`admin/contact-messages/${message.id}/read`, { read: 1 });
    expect((await audit('contact_message')).filter((e: { entity_id: number; action: string }) => e.entity_id === message.id && e.action === 'mark_read')).toHaveLength(1);

    const replied = await post(`admin/contact-messages/${message.id}/reply`, { message: 'Saturday at 10 works. See you there!' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().data).toMatchObject({ reply: 'Saturday at 10 works. See you there!', replied_by: { name: 'Edna Editor' } });
    const mail = await readMail(mailbox.last('layla@example.com'));
    expect(mail.subject).toBe('Re: Viewing');
    expect(mail.text).toContain('Saturday at 10 works. See you there!');
    expect(mail.text).toContain('Can I see the villa on Saturday?');
    expect((await get('admin/contact-messages?filter=replied')).json().data.map((m: { id: number }) => m.id)).toContain(message.id);
    expect((await audit('contact_message'))[0]).toMatchObject({ action: 'reply', entity_id: message.id, after: { reply: 'Saturday at 10 works. See you there!' } });
    expect((await post(`admin/contact-messages/${message.id}/reply`, { message: '' })).json().message).toBe('Message is required');
    expect((await post('admin/contact-messages/99999/reply', { message: 'Hello' })).statusCode).toBe(404);
  });

  it('demo mode refuses every change with the contract message, and writes nothing', async () => {
    const faqsBefore = (await get('admin/faqs')).json().data.length;
    expect((await post('admin/settings/demo-mode', { demo_mode: 1 }, admin)).statusCode).toBe(200);
    try {
      const calls = [
        post('admin/faqs', { question: 'Demo?', answer: 'No.' }),
        post('admin/articles', { title: 'Demo article' }),
        post('admin/pages/about_us', { body: '<p>Demo</p>' }),
        post('admin/homepage-sections', { sections: [{ id: 1, title: 'Demo', sort_order: 1, is_active: 0 }] }),
        del('admin/sliders/1'),
        post('admin/contact-messages/1/reply', { message: 'Demo' }),
      ];
      for (const res of await Promise.all(calls)) expect([res.statusCode, res.json().message]).toEqual([403, MSG.demoMode]);
      expect((await get('admin/faqs')).json().data.length).toBe(faqsBefore);
    } finally {
      await post('admin/settings/demo-mode', { demo_mode: 0 }, admin);
    }
  });
});
