import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '@abode/shared/chat';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty } from '../../test/factories.js';
import { pdf } from '../../test/listing-files.js';
import { type FilePart, multipart } from '../../test/multipart.js';
import { createUserWithSession } from '../../test/sessions.js';

type Account = Awaited<ReturnType<typeof createUserWithSession>>;

describe.each(testDialects())('admin chat calls on %s', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let replier: Account;
  let bea: Account;
  let carl: Account;
  let owner: Account;
  let siteListing: number;
  let ownerListing: number;

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Account, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const userSends = async (from: Account, to: number, propertyId: number, message: string) => {
    const form = await multipart({ sender_id: String(from.id), receiver_id: String(to), property_id: String(propertyId), message });
    const answer = await t.app.inject({ method: 'POST', url: '/api/send_message', payload: form.payload, headers: { ...form.headers, ...from.auth } });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().id as number;
  };
  const reply = async (who: Account, propertyId: number, userId: number | string, fields: Record<string, string | FilePart>) => {
    const form = await multipart(fields);
    return t.app.inject({ method: 'POST', url: `/api/admin/chats/${propertyId}/${userId}/messages`, payload: form.payload, headers: { ...form.headers, ...who.auth } });
  };
  const auditRows = (action: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createUserWithSession(t.db, { role: 'admin' });
    replier = await createUserWithSession(t.db, { role: 'staff', permissions: ['chat.reply'] });
    bea = await createUserWithSession(t.db, { name: 'Bea Buyer' });
    carl = await createUserWithSession(t.db, { name: 'Carl Renter' });
    owner = await createUserWithSession(t.db, { name: 'Omar Owner' });
    const category = (await createCategory(t.db)).id;
    siteListing = (await createProperty(t.db, { category_id: category, user_id: null, title: 'Site villa' })).id;
    ownerListing = (await createProperty(t.db, { category_id: category, user_id: owner.id, title: 'Owner flat' })).id;
  });
  afterAll(() => t.close());

  it("refuses visitors (401), plain users and staff without chat.reply (403) on every call, whether or not the conversation exists", async () => {
    const plain = await createUserWithSession(t.db);
    const staff = await createUserWithSession(t.db, { role: 'staff', permissions: ['users.manage', 'reports.manage'] });
    const calls = (propertyId: number, userId: number): Array<['GET' | 'POST' | 'DELETE', string]> => [
      ['GET', 'admin/chats'],
      ['GET', `admin/chats/${propertyId}/${userId}/messages`],
      ['POST', `admin/chats/${propertyId}/${userId}/messages`],
      ['DELETE', `admin/chats/${propertyId}/${userId}/messages/1`],
      ['POST', `admin/chats/${propertyId}/${userId}/read`],
    ];
    for (const [method, url] of [...calls(siteListing, bea.id), ...calls(99_999, 99_999)]) {
      const payload = method === 'GET' ? undefined : { message: 'hi' };
      expect((await inject(method, url, undefined, payload)).statusCode, url).toBe(401);
      for (const who of [plain, staff]) {
        const answer = await inject(method, url, who, payload);
        expect([answer.statusCode, answer.json().message], url).toEqual([403, MSG.permissionDenied]);
      }
    }
  });

  it("lists users' messages to the company (unread count, last message, search by name), not conversations between users", async () => {
    const first = await userSends(bea, 0, siteListing, 'Is the villa free in May?');
    await userSends(carl, 0, ownerListing, 'A question for the site about this flat');
    await userSends(carl, owner.id, ownerListing, 'Only for the owner');

    const list = (await inject('GET', 'admin/chats', replier)).json();
    expect(list).toMatchObject({ error: false, total_page: 1 });
    expect(list.data).toEqual([
      expect.objectContaining({ property_id: ownerListing, user_id: carl.id, name: 'Carl Renter', unread_count: 1, is_owner: 1, last_message: 'A question for the site about this flat' }),
      expect.objectContaining({ property_id: siteListing, user_id: bea.id, name: 'Bea Buyer', title: 'Site villa', unread_count: 1, last_message: 'Is the villa free in May?', last_message_id: first }),
    ]);
    const found = (await inject('GET', 'admin/chats?search=bea%20b', admin)).json().data;
    expect(found.map((c: { user_id: number }) => c.user_id)).toEqual([bea.id]);
    expect((await inject('GET', 'admin/chats?search=%25', admin)).json().data).toEqual([]);

    // reading the conversation marks it read, for every admin, and the user sees it read
    const page = (await inject('GET', `admin/chats/${siteListing}/${bea.id}/messages`, replier)).json();
    expect(page.data).toMatchObject({ current_page: 1, total: 1, per_page: 15 });
    expect(page).toMatchObject({ user: { id: bea.id, name: 'Bea Buyer' }, property: { id: siteListing, title: 'Site villa' }, is_blocked_by_user: 0 });
    expect(page.data.data[0]).toMatchObject({ id: first, sender_id: bea.id, receiver_id: 0, message: 'Is the villa free in May?' });
    expect((await inject('GET', 'admin/chats', admin)).json().data.find((c: { user_id: number }) => c.user_id === bea.id).unread_count).toBe(0);
    const seen = (await inject('GET', `get_messages?property_id=${siteListing}&user_id=0`, bea)).json();
    expect(seen.data.data[0]).toMatchObject({ id: first, is_read: 1 });
  });

  it('sends a reply the user reads with get_messages, naming its writer on the row, without an audit entry; marks read on demand', async () => {
    const sent = await reply(replier, siteListing, bea.id, { message: 'Yes, it is free from May 3.' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ error: false, message: 'Message Sent Successfully', id: expect.any(Number) });
    const id = sent.json().id as number;
    const mine = (await inject('GET', `get_messages?property_id=${siteListing}&user_id=0`, bea)).json().data.data[0];
    expect(mine).toMatchObject({ id, sender_id: 0, receiver_id: bea.id, message: 'Yes, it is free from May 3.', chat_message_type: 'text' });
    expect((await inject('GET', 'get_chats', bea)).json().data[0]).toMatchObject({ property_id: siteListing, user_id: 0, unread_count: 0, last_message_id: id });
    const row = await t.db.selectFrom('messages').select(['sender_id', 'sent_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ sender_id: null, sent_by: replier.id });
    expect(await auditRows('chat.message.delete')).toEqual([]);
    expect(await t.db.selectFrom('audit_log').select('id').where('actor_id', '=', replier.id).execute()).toEqual([]);

    // a document goes out like the user side's
    const withFile = await reply(admin, siteListing, bea.id, { file: { filename: 'terms.pdf', content: pdf(), type: 'application/pdf' } });
    expect(withFile.statusCode, withFile.body).toBe(200);
    const fileMessage = (await inject('GET', `get_messages?property_id=${siteListing}&user_id=0`, bea)).json().data.data[0];
    expect(fileMessage).toMatchObject({ chat_message_type: 'file', file_name: 'terms.pdf' });
    expect((await t.app.inject({ url: new URL(fileMessage.file).pathname, headers: bea.auth })).statusCode).toBe(200);

    // a message that came while the conversation was open is marked read by the console
    await userSends(bea, 0, siteListing, 'Great, thanks');
    expect((await inject('GET', 'admin/chats', admin)).json().data[0]).toMatchObject({ user_id: bea.id, unread_count: 1 });
    const read = await inject('POST', `admin/chats/${siteListing}/${bea.id}/read`, replier);
    expect([read.statusCode, read.json().message]).toEqual([200, 'Conversation marked as read']);
    expect((await inject('GET', 'admin/chats', admin)).json().data[0]).toMatchObject({ user_id: bea.id, unread_count: 0 });
    expect((await inject('POST', `admin/chats/${siteListing}/${carl.id}/read`, replier)).json().message).toBe('No such conversation');
  });

  it("deletes only the company's own messages, for both sides, and audits what was deleted", async () => {
    const id = (await reply(replier, siteListing, carl.id, { message: 'nope' })).json();
    expect(id.message).toBe('No such conversation');
    const sent = (await reply(replier, ownerListing, carl.id, { message: 'Sent by mistake' })).json().id as number;
    const usersMessage = (await t.db.selectFrom('messages').select('id').where('sender_id', '=', carl.id).orderBy('id').executeTakeFirstOrThrow()).id;
    for (const [url, why] of [
      [`admin/chats/${ownerListing}/${carl.id}/messages/${usersMessage}`, "the user's message"],
      [`admin/chats/${siteListing}/${carl.id}/messages/${sent}`, 'another listing'],
      [`admin/chats/${ownerListing}/${bea.id}/messages/${sent}`, 'another user'],
      [`admin/chats/${ownerListing}/${carl.id}/messages/99999999`, 'no such message'],
    ] as const) {
      const answer = await inject('DELETE', url, admin);
      expect([answer.statusCode, answer.json().message], why).toEqual([404, 'message not found']);
    }
    const deleted = await inject('DELETE', `admin/chats/${ownerListing}/${carl.id}/messages/${sent}`, admin);
    expect([deleted.statusCode, deleted.json().message]).toEqual([200, 'Message Deleted Successfully']);
    expect((await inject('GET', `get_messages?property_id=${ownerListing}&user_id=0`, carl)).json().data.data.map((m: { id: number }) => m.id)).not.toContain(sent);
    const [entry] = await auditRows('chat.message.delete');
    expect(entry).toMatchObject({ actor_id: admin.id, entity: 'messages', entity_id: sent });
    expect(JSON.parse(entry!.before_data!)).toMatchObject({ message: 'Sent by mistake', sent_by: replier.id });
    // repeated: gone already, nothing more audited
    expect((await inject('DELETE', `admin/chats/${ownerListing}/${carl.id}/messages/${sent}`, admin)).statusCode).toBe(404);
    expect(await auditRows('chat.message.delete')).toHaveLength(1);
  });

  it('refuses malformed and oversized input with the contract messages, writing nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const cases: Array<[Promise<{ statusCode: number; json: () => { message: string } }>, number, string]> = [
      [reply(admin, siteListing, bea.id, {}), 400, 'message, file or audio is required'],
      [reply(admin, siteListing, bea.id, { message: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }), 400, `message must be at most ${CHAT_MESSAGE_MAX} characters`],
      [reply(admin, siteListing, bea.id, { file: { filename: 'a.txt', content: Buffer.from('plain text'), type: 'text/plain' } }), 400, 'file must be a png, jpg, webp, pdf, doc or docx file'],
      [reply(admin, siteListing, bea.id, { file: { filename: 'big.pdf', content: Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024)]), type: 'application/pdf' } }), 400, 'file must be at most 2 MB'],
      [reply(admin, siteListing, 0, { message: 'to myself' }), 400, 'user_id must be 1 or more'],
      [reply(admin, 99_999_999, bea.id, { message: 'no listing' }), 404, MSG.propertyNotFound],
      [inject('GET', 'admin/chats?per_page=abc', admin), 400, 'per_page must be a whole number'],
      [inject('GET', `admin/chats?search=${'x'.repeat(300)}`, admin), 400, ''],
    ];
    for (const [answer, status, message] of cases) {
      const result = await answer;
      expect(result.statusCode, message).toBe(status);
      if (message) expect(result.json().message).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('refuses replies, deletions and marking read in demo mode, and still reads', async () => {
    await t.db.updateTable('settings').set({ value: '1' }).where('key', '=', 'demo_mode').execute();
    try {
      const sent = await reply(admin, siteListing, bea.id, { message: 'in demo' });
      expect([sent.statusCode, sent.json().message]).toEqual([403, MSG.demoMode]);
      expect((await inject('DELETE', `admin/chats/${siteListing}/${bea.id}/messages/1`, admin)).json().message).toBe(MSG.demoMode);
      expect((await inject('POST', `admin/chats/${siteListing}/${bea.id}/read`, admin)).json().message).toBe(MSG.demoMode);
      expect((await inject('GET', 'admin/chats', admin)).statusCode).toBe(200);
      expect(await t.db.selectFrom('messages').select('id').where('message', '=', 'in demo').execute()).toEqual([]);
    } finally {
      await t.db.updateTable('settings').set({ value: '0' }).where('key', '=', 'demo_mode').execute();
    }
  });
});
