import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { multipart } from '../../test/multipart.js';

const valid = { first_name: 'Layla', last_name: 'Haddad', email: 'layla@example.com', subject: 'Viewing', message: 'Can I see the villa on Saturday?' };

describe.each(testDialects())('contct_us on %s', (dialect) => {
  let t: TestApp;
  const count = async () => Number((await t.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('stores a message sent as JSON, with the sender address', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contct_us', payload: { ...valid, first_name: '  Layla ' }, remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, message: 'Contact Request Send Successfully', data: null });
    const row = await t.db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...valid, ip: '203.0.113.9', user_id: null });
  });

  it('accepts form posts (multipart and urlencoded) and the contact-us alias', async () => {
    const before = await count();
    const form = await multipart(valid);
    expect((await t.app.inject({ method: 'POST', url: '/api/contct_us', ...form })).statusCode).toBe(200);
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: new URLSearchParams(valid).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.statusCode).toBe(200);
    expect(await count()).toBe(before + 2);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ first_name: '' }, 'Name is required'],
      [{ first_name: '   ' }, 'Name is required'],
      [{ last_name: '' }, 'Last name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Invalid email format'],
      [{ subject: '' }, 'Subject is required'],
      [{ message: '' }, 'Message is required'],
      [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
      [{ subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters'],
    ];
    const before = await count();
    for (const [change, message] of cases) {
      const payload: Record<string, string> = { ...valid, ...change };
      const res = await t.app.inject({ method: 'POST', url: '/api/contct_us', payload });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ error: true, message });
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/contct_us', payload: { email: 'a@b.co', subject: 's', message: 'm', last_name: 'x' } });
    expect(missing.json()).toMatchObject({ error: true, message: 'Name is required' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/contct_us' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: true, message: 'Name is required' });
    expect(await count()).toBe(before);
  });
});
