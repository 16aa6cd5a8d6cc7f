import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { readMail, startMailbox } from '../../test/mailbox.js';
import { testDialects } from '../../test/databases.js';
import { createPrivateStorage } from '../../core/media/create-storage.js';
import { inProcessEncoder } from '../../core/media/image-encode.js';
import { everySizeKey, storeImage } from '../../core/media/image-pipeline.js';
import { createUserWithSession } from '../../test/sessions.js';
import { relocateLegacyFiles } from './verification-files.js';
import { createVerificationRepo } from './verification.repo.js';
import { footprint, jpeg, pdf, photo, post } from '../../test/listing-files.js';

interface Field {
  id: number;
  name: string;
  field_type: string;
  is_required: number;
  form_fields_values: { value: string }[];
}

describe.each(testDialects())('agent verification on %s', (dialect) => {
  let t: TestApp;
  let fields: Field[];
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(dialect, { SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });
  /** The subject of the newest mail to the user, once one has come (the result is mailed in the background). */
  const mailSubject = async (userId: number, subject: RegExp) => {
    const { email } = await t.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    await expect.poll(() => mailbox.last(email!)?.subject ?? '').toMatch(subject);
    return readMail(mailbox.last(email!));
  };

  /** A complete set of answers to the seeded form, files included. */
  async function answers(): Promise<Record<string, string | Awaited<ReturnType<typeof photo>>>> {
    const out: Record<string, string | Awaited<ReturnType<typeof photo>>> = {};
    for (const [i, f] of fields.entries()) {
      out[`form_fields[${i}][id]`] = String(f.id);
      const first = f.form_fields_values[0]?.value ?? '';
      const value =
        f.field_type === 'file'
          ? i % 2 ? await photo('id.jpg') : { filename: 'licence.pdf', content: pdf() }
          : f.field_type === 'number'
            ? '12345'
            : f.field_type === 'checkbox'
              ? f.form_fields_values.slice(0, 2).map((o) => o.value).join(',')
              : first || 'Some text';
      out[`form_fields[${i}][value]`] = value;
    }
    return out;
  }

  const statusOf = async (id: number) => (await t.db.selectFrom('users').select('verification_status').where('id', '=', id).executeTakeFirstOrThrow()).verification_status;

  it('goes initial → pending → failed → pending → success, in web-settings too', async () => {
    const agent = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    fields = (await t.app.inject({ method: 'GET', url: '/api/get-agent-verification-form-fields', headers: agent.auth })).json().data;
    expect(fields.length).toBeGreaterThan(3);
    expect(fields.some((f) => f.field_type === 'file' && f.is_required === 1)).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: '/api/get-agent-verification-form-values', headers: agent.auth })).json().data).toEqual([]);
    const applied = await post(t, '/api/apply-agent-verification', agent.auth, await answers());
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await statusOf(agent.id)).toBe('pending');
    const again = await post(t, '/api/apply-agent-verification', agent.auth, await answers());
    expect(again.json()).toMatchObject({ error: true, message: 'Your verification request is already under review' });

    const values = (await t.app.inject({ method: 'GET', url: '/api/get-agent-verification-form-values', headers: agent.auth })).json().data;
    expect(values).toMatchObject({ user_id: agent.id, status: 'pending' });
    const checkbox = values.verify_customer_values.find((v: { verify_form: Field }) => v.verify_form.field_type === 'checkbox');
    expect(Array.isArray(checkbox.value)).toBe(true);
    const file = values.verify_customer_values.find((v: { verify_form: Field }) => v.verify_form.field_type === 'file');
    expect(file.value).toMatch(/^http:\/\/abode\.test\/api\/agent-verification-files\/[0-9a-f-]{36}\.(jpg|pdf)$/);

    expect((await t.app.inject({ method: 'POST', url: `/api/admin/verification/${values.id}/reject`, headers: admin.auth, payload: { reason: 'Unreadable ID' } })).statusCode).toBe(200);
    expect(await statusOf(agent.id)).toBe('failed');
    expect((await mailSubject(agent.id, /verification request was not approved/)).text).toContain('Unreadable ID');
    const settings = (await t.app.inject({ method: 'GET', url: '/api/web-settings', headers: agent.auth })).json().data;
    expect(settings.verification_status).toBe('failed');

    expect((await post(t, '/api/apply-agent-verification', agent.auth, await answers())).statusCode).toBe(200);
    const second = (await t.app.inject({ method: 'GET', url: '/api/get-agent-verification-form-values', headers: agent.auth })).json().data;
    expect(second.id).not.toBe(values.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/verification/${second.id}/approve`, headers: admin.auth })).statusCode).toBe(200);
    expect(await statusOf(agent.id)).toBe('success');
    expect((await mailSubject(agent.id, /You are now a verified agent/)).text).toMatch(/See your profile: http.*\/user\/profile/);
    const user = (await t.app.inject({ method: 'GET', url: '/api/get-user-data', headers: agent.auth })).json().data;
    expect(user.is_user_verified).toBe(true);
  });

  it('answers the form and the answers in the request language, keeping the original names and options', async () => {
    const agent = await createUserWithSession(t.db);
    const get = async (url: string, language: string) => (await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { ...agent.auth, 'content-language': language } })).json().data;
    type Translated = Omit<Field, 'form_fields_values'> & { translated_name: string; form_fields_values: { value: string; translated_value: string }[] };
    const arabic: Translated[] = await get('get-agent-verification-form-fields', 'ar');
    const english: Translated[] = await get('get-agent-verification-form-fields', 'en');
    const years = arabic.find((f) => f.name === 'Years of experience')!;
    expect(years).toMatchObject({ translated_name: 'سنوات الخبرة' });
    expect(years.form_fields_values[0]).toMatchObject({ value: 'Less than 1 year', translated_value: 'أقل من سنة' });
    expect(arabic.every((f) => f.translated_name !== f.name)).toBe(true);
    expect(english.every((f) => f.translated_name === f.name && f.form_fields_values.every((o) => o.translated_value === o.value))).toBe(true);

    // answers are given in the original options, whatever the language the form was shown in
    fields = arabic;
    expect((await post(t, '/api/apply-agent-verification', agent.auth, await answers())).statusCode).toBe(200);
    const submitted = await get('get-agent-verification-form-values', 'ar');
    const answer = submitted.verify_customer_values.find((v: { verify_form: Translated }) => v.verify_form.name === 'Years of experience');
    expect(answer).toMatchObject({ value: 'Less than 1 year', verify_form: { translated_name: 'سنوات الخبرة' } });
  });

  it('refuses missing required fields and bad options, keeping no file; only admins review', async () => {
    const agent = await createUserWithSession(t.db);
    const required = fields.find((f) => f.is_required === 1 && f.field_type !== 'file')!;
    const input = await answers();
    const index = fields.indexOf(required);
    delete input[`form_fields[${index}][value]`];
    const before = await footprint(t);
    const res = await post(t, '/api/apply-agent-verification', agent.auth, input);
    expect(res.json()).toMatchObject({ error: true, message: `${required.name} is required` });
    expect(await footprint(t)).toEqual(before);

    const dropdown = fields.findIndex((f) => f.field_type === 'dropdown');
    const bad = { ...(await answers()), [`form_fields[${dropdown}][value]`]: 'Not an option' };
    expect((await post(t, '/api/apply-agent-verification', agent.auth, bad)).statusCode).toBe(400);
    expect(await statusOf(agent.id)).toBe('initial');

    expect((await post(t, '/api/apply-agent-verification', agent.auth, await answers())).statusCode).toBe(200);
    const submission = (await t.app.inject({ method: 'GET', url: '/api/get-agent-verification-form-values', headers: agent.auth })).json().data;
    const denied = await t.app.inject({ method: 'POST', url: `/api/admin/verification/${submission.id}/approve`, headers: agent.auth });
    expect(denied.json()).toMatchObject({ error: true, message: MSG.permissionDenied });
    expect(await statusOf(agent.id)).toBe('pending');
  });

  describe('files of a request', () => {
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    /** The applicant, their submitted files' URLs (path only) and the bytes of the PDF they sent. */
    async function applicant() {
      const agent = await createUserWithSession(t.db);
      expect((await post(t, '/api/apply-agent-verification', agent.auth, await answers())).statusCode).toBe(200);
      const values = (await get('/api/get-agent-verification-form-values', agent.auth)).json().data;
      const urls: string[] = values.verify_customer_values
        .filter((v: { verify_form: Field }) => v.verify_form.field_type === 'file')
        .map((v: { value: string }) => new URL(v.value).pathname);
      return { agent, urls, pdfUrl: urls.find((u) => u.endsWith('.pdf'))! };
    }

    it('serves them to the applicant and to reviewers, privately and with their type', async () => {
      const { agent, pdfUrl } = await applicant();
      const admin = await createUserWithSession(t.db, { role: 'admin' });
      const reviewer = await createUserWithSession(t.db, { role: 'staff', permissions: ['agents.verify'] });
      for (const who of [agent, admin, reviewer]) {
        const res = await get(pdfUrl, who.auth);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.rawPayload.equals(pdf())).toBe(true);
      }
      // not in the public media, nor at the public /images/ path
      expect((await footprint(t)).files.some((f) => f.includes(`${path.sep}media${path.sep}`) && f.endsWith(path.posix.basename(pdfUrl)))).toBe(false);
      expect((await get(`/images/agent-verification/${path.posix.basename(pdfUrl)}`)).statusCode).toBe(404);
    });

    it('answers everyone else, a bad name and a missing file with the same 404', async () => {
      const { pdfUrl } = await applicant();
      const stranger = await createUserWithSession(t.db);
      const staff = await createUserWithSession(t.db, { role: 'staff', permissions: [] });
      const missing = await get(`/api/agent-verification-files/${randomUUID()}.pdf`, stranger.auth);
      expect(missing.statusCode).toBe(404);
      const answers404 = [
        await get(pdfUrl, stranger.auth),
        await get(pdfUrl, staff.auth),
        await get(pdfUrl),
        await get(pdfUrl, { authorization: 'Bearer undefined' }),
      ];
      for (const res of answers404) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(missing.body);
        expect(res.headers['content-type']).toBe(missing.headers['content-type']);
      }
    });

    it('refuses path traversal', async () => {
      const admin = await createUserWithSession(t.db, { role: 'admin' });
      const attempts = ['..%2F..%2Fabode.db', '..%2Fmedia%2Fx.jpg', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', 'x%2F..%2F..%2Fabode.db', '.%2Fagent-verification', `${randomUUID()}.pdf%00.jpg`];
      for (const name of attempts) {
        const res = await get(`/api/agent-verification-files/${name}`, admin.auth);
        expect(res.statusCode, name).toBe(404);
        expect(res.json()).toMatchObject({ error: true });
      }
    });

    it('moves files stored publicly before ADR 014 into private storage, once', async () => {
      const agent = await createUserWithSession(t.db);
      const field = fields.find((f) => f.field_type === 'file')!;
      const legacyKey = `verification/${randomUUID()}.pdf`;
      await t.storage.put(legacyKey, pdf());
      const { id: submissionId } = await t.db.insertInto('verification_submissions').values({ user_id: agent.id, status: 'pending' }).returning('id').executeTakeFirstOrThrow();
      await t.db.insertInto('verification_values').values({ submission_id: submissionId, field_id: field.id, value: legacyKey }).execute();
      const deps = { repo: createVerificationRepo(t.db), storage: t.storage, privateStorage: createPrivateStorage(t.env) };

      expect(await relocateLegacyFiles(deps)).toBe(1);
      expect(await relocateLegacyFiles(deps)).toBe(0);
      expect(await t.storage.exists(legacyKey)).toBe(false);
      expect((await get(`/images/${legacyKey}`)).statusCode).toBe(404);
      const value = (await get('/api/get-agent-verification-form-values', agent.auth)).json().data.verify_customer_values[0].value;
      expect(value).toBe(`http://abode.test/api/agent-verification-files/${path.posix.basename(legacyKey)}`);
      const res = await get(new URL(value).pathname, agent.auth);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdf())).toBe(true);
    });

    it('removes every public size of an identity picture, also of files an earlier start moved', async () => {
      const field = fields.find((f) => f.field_type === 'file')!;
      const submission = async () => {
        const agent = await createUserWithSession(t.db);
        return (await t.db.insertInto('verification_submissions').values({ user_id: agent.id, status: 'pending' }).returning('id').executeTakeFirstOrThrow()).id;
      };
      // stored by the image pipeline, as the seed once did: a full size and narrower ones under /images/
      const legacy = await storeImage(t.storage, await jpeg(900, 600), 'verification', { encoder: inProcessEncoder });
      // moved to private storage by an earlier start that removed the full size only
      const movedName = `${randomUUID()}.webp`;
      const leftBehind = everySizeKey(`verification/${movedName}`).slice(1);
      for (const key of leftBehind) await t.storage.put(key, Buffer.from('RIFF'));
      await t.db
        .insertInto('verification_values')
        .values([
          { submission_id: await submission(), field_id: field.id, value: legacy.key },
          { submission_id: await submission(), field_id: field.id, value: `agent-verification/${movedName}` },
        ])
        .execute();
      const publicKeys = [...everySizeKey(legacy.key), ...leftBehind];
      expect(await Promise.all(publicKeys.map((key) => t.storage.exists(key)))).toEqual(publicKeys.map(() => true));

      await relocateLegacyFiles({ repo: createVerificationRepo(t.db), storage: t.storage, privateStorage: createPrivateStorage(t.env) });
      for (const key of publicKeys) {
        expect(await t.storage.exists(key), key).toBe(false);
        expect((await get(`/images/${key}`)).statusCode, key).toBe(404);
      }
      expect(await createPrivateStorage(t.env).exists(`agent-verification/${path.posix.basename(legacy.key)}`)).toBe(true);
    });
  });
});
