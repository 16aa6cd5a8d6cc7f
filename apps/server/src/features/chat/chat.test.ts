import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES_PER_MINUTE } from '@abode/shared/chat';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty, createUser, loginAs } from '../../test/factories.js';
import { pdf, png } from '../../test/listing-files.js';
import { type FilePart, multipart } from '../../test/multipart.js';

type Account = { id: number; auth: { authorization: string } };
/** A few bytes of an EBML header with DocType "webm": what Chromium's MediaRecorder starts a voice note with. */
const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...Buffer.from('webm'), ...Buffer.alloc(64)]);

describe.each(testDialects())('chat calls on %s', (dialect) => {
  let t: TestApp;
  let category: number;
  let buyer: Account;
  let owner: Account;
  let third: Account;
  let listing: number;

  const account = async (name?: string): Promise<Account> => {
    const u = await createUser(t.db, { name });
    return { id: u.id, auth: (await loginAs(t.db, u.id)).auth };
  };
  const get = (url: string, who?: Account) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: who?.auth ?? {} });
  const post = (url: string, body: Record<string, unknown>, who?: Account) => t.app.inject({ method: 'POST', url: `/api/${url}`, payload: body, headers: who?.auth ?? {} });
  const send = async (from: Account, to: number, propertyId: number, fields: Record<string, string | FilePart>) => {
    const form = await multipart({ sender_id: String(from.id), receiver_id: String(to), property_id: String(propertyId), ...fields });
    return t.app.inject({ method: 'POST', url: '/api/send_message', payload: form.payload, headers: { ...form.headers, ...from.auth } });
  };
  const messagesOf = async (who: Account, propertyId: number, other: number) => (await get(`get_messages?property_id=${propertyId}&user_id=${other}`, who)).json();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    category = (await createCategory(t.db)).id;
    buyer = await account('Bea Buyer');
    owner = await account('Omar Owner');
    third = await account('Theo Third');
    listing = (await createProperty(t.db, { category_id: category, user_id: owner.id, title: 'Marina loft' })).id;
  });
  afterAll(() => t.close());

  it('delivers a message to the owner: id at the top level, the list with the other side, the page read on opening', async () => {
    const sent = await send(buyer, owner.id, listing, { message: 'Is it still available?' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ error: false, message: 'Message Sent Successfully', id: expect.any(Number) });

    const chats = (await get('get_chats', owner)).json();
    expect(chats).toMatchObject({ error: false, total_page: 1 });
    expect(chats.data).toEqual([
      expect.objectContaining({ property_id: listing, title: 'Marina loft', user_id: buyer.id, name: 'Bea Buyer', unread_count: 1, is_owner: 1, last_message: 'Is it still available?', is_blocked_by_me: 0, is_blocked_by_user: 0 }),
    ]);
    expect((await get('get_chats', buyer)).json().data[0]).toMatchObject({ user_id: owner.id, name: 'Omar Owner', unread_count: 0, is_owner: 0 });

    const page = await messagesOf(owner, listing, buyer.id);
    expect(page.data).toMatchObject({ current_page: 1, total: 1, last_page: 1, per_page: 15, from: 1, to: 1 });
    expect(page.data.data[0]).toMatchObject({ id: sent.json().id, sender_id: buyer.id, receiver_id: owner.id, property_id: listing, message: 'Is it still available?', file: '', audio: '', is_read: 1, chat_message_type: 'text', time_ago: 'just now' });
    expect(page).toMatchObject({ is_blocked_by_me: 0, is_blocked_by_user: 0 });
    expect((await get('get_chats', owner)).json().data[0].unread_count).toBe(0);
    // the sender sees it read too
    expect((await messagesOf(buyer, listing, owner.id)).data.data[0].is_read).toBe(1);
  });

  it('refuses visitors, a sender_id of someone else, empty and overlong messages', async () => {
    expect((await get('get_chats')).statusCode).toBe(401);
    expect((await post('send_message', { sender_id: buyer.id, receiver_id: owner.id, property_id: listing, message: 'x' })).statusCode).toBe(401);
    const forged = await post('send_message', { sender_id: buyer.id, receiver_id: owner.id, property_id: listing, message: 'as someone else' }, third);
    expect([forged.statusCode, forged.json().message]).toEqual([403, 'sender_id must be the signed-in user']);
    expect((await send(buyer, owner.id, listing, {})).json().message).toBe('message, file or audio is required');
    expect((await send(buyer, owner.id, listing, { message: '   ' })).json().message).toBe('message, file or audio is required');
    expect((await send(buyer, owner.id, listing, { message: 'x'.repeat(2001) })).json().message).toBe('message must be at most 2000 characters');
    expect((await send(buyer, buyer.id, listing, { message: 'me' })).json().message).toBe('You cannot chat with yourself');
    expect((await send(buyer, owner.id, 999_999, { message: 'x' })).json().message).toBe('Property Not Found');
    const texts = (await messagesOf(owner, listing, buyer.id)).data.data.map((m: { message: string }) => m.message);
    expect(texts).not.toContain('as someone else');
  });

  it('lets a third user neither read nor post into a conversation between two others', async () => {
    const read = await get(`get_messages?property_id=${listing}&user_id=${buyer.id}`, third);
    expect([read.statusCode, read.json().message]).toEqual([404, 'No such conversation']);
    const posted = await send(third, buyer.id, listing, { message: 'butting in' });
    expect([posted.statusCode, posted.json().message]).toEqual([404, 'No such conversation']);
    const deleted = await post('delete_chat_message', { receiver_id: buyer.id, property_id: listing }, third);
    expect(deleted.statusCode).toBe(404);
    const someonesMessage = (await messagesOf(owner, listing, buyer.id)).data.data[0].id;
    const foreignDelete = await post('delete_chat_message', { message_id: someonesMessage, receiver_id: owner.id }, third);
    expect([foreignDelete.statusCode, foreignDelete.json().message]).toEqual([404, 'message not found']);
    expect((await get('get_chats', third)).json().data).toEqual([]);
    // an owner answers those who write; it cannot open a conversation with any user id it likes
    const cold = await send(owner, third.id, listing, { message: 'Buy my flat' });
    expect([cold.statusCode, cold.json().message]).toEqual([404, 'No such conversation']);
    // the third user's own conversation with the owner is theirs alone
    expect((await send(third, owner.id, listing, { message: 'Hello from me' })).statusCode).toBe(200);
    expect((await messagesOf(buyer, listing, owner.id)).data.data.map((m: { message: string }) => m.message)).not.toContain('Hello from me');
  });

  it('stops messages both ways while either side blocks, with the contract messages, and resumes after unblocking', async () => {
    const listing2 = (await createProperty(t.db, { category_id: category, user_id: owner.id })).id;
    await send(buyer, owner.id, listing2, { message: 'first' });
    await post('block-user', { to_user_id: buyer.id }, owner);
    const fromBlocked = await send(buyer, owner.id, listing2, { message: 'let me in' });
    expect([fromBlocked.statusCode, fromBlocked.json().message]).toEqual([400, 'You are blocked by user']);
    const toBlocked = await send(owner, buyer.id, listing2, { message: 'go away' });
    expect([toBlocked.statusCode, toBlocked.json().message]).toEqual([400, 'You have blocked user']);
    expect(await messagesOf(owner, listing2, buyer.id)).toMatchObject({ is_blocked_by_me: 1, is_blocked_by_user: 0 });
    expect(await messagesOf(buyer, listing2, owner.id)).toMatchObject({ is_blocked_by_me: 0, is_blocked_by_user: 1 });
    await post('unblock-user', { to_user_id: buyer.id }, owner);
    expect((await send(buyer, owner.id, listing2, { message: 'thanks' })).statusCode).toBe(200);
    expect((await messagesOf(owner, listing2, buyer.id)).data.total).toBe(2);
  });

  it('takes a photo (re-encoded), a document and a voice note checked by content, and hands them to the two sides only', async () => {
    const photo = await send(owner, buyer.id, listing, { message: 'The view', file: { filename: 'view.png', content: await png(320, 240), type: 'image/png' } });
    expect(photo.statusCode).toBe(200);
    const doc = await send(owner, buyer.id, listing, { file: { filename: 'Floor plan (v2).pdf', content: pdf(), type: 'application/pdf' } });
    const voice = await send(buyer, owner.id, listing, { audio: { filename: 'note.webm', content: webm, type: 'audio/webm' }, audio_duration: '7' });
    expect([doc.statusCode, voice.statusCode]).toEqual([200, 200]);

    const items = (await messagesOf(buyer, listing, owner.id)).data.data as Array<Record<string, unknown>>;
    const byId = new Map(items.map((m) => [m.id, m]));
    const photoItem = byId.get(photo.json().id)!;
    expect(photoItem).toMatchObject({ chat_message_type: 'file_and_text', message: 'The view', file: expect.stringMatching(/^http:\/\/abode\.test\/api\/chat-files\/[0-9a-f-]{36}\.webp$/) });
    expect(byId.get(doc.json().id)).toMatchObject({ chat_message_type: 'file', file_name: 'Floor plan _v2_.pdf' });
    expect(byId.get(voice.json().id)).toMatchObject({ chat_message_type: 'audio', audio: expect.stringMatching(/\.webm$/), audio_duration: 7 });

    const path = (url: unknown) => new URL(String(url)).pathname;
    const image = await get(path(photoItem.file).slice(5), buyer);
    expect([image.statusCode, image.headers['content-type'], image.headers['content-disposition']]).toEqual([200, 'image/webp', 'inline']);
    const download = await get(path(byId.get(doc.json().id)!.file).slice(5), owner);
    expect([download.headers['content-type'], download.headers['content-disposition'], download.headers['x-content-type-options']]).toEqual(['application/pdf', 'attachment; filename="Floor plan _v2_.pdf"', 'nosniff']);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const who of [third, undefined]) expect((await get(path(photoItem.file).slice(5), who)).statusCode).toBe(404);
    expect((await get('chat-files/..%2F..%2Fetc%2Fpasswd', buyer)).statusCode).toBe(404);
  });

  it('refuses files whose bytes are not what they claim, and files over the limits', async () => {
    const cases: Array<[Record<string, FilePart>, string]> = [
      [{ file: { filename: 'photo.png', content: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' } }, 'file must be a png, jpg, webp, pdf, doc or docx file'],
      [{ file: { filename: 'big.pdf', content: Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024)]), type: 'application/pdf' } }, 'file must be at most 2 MB'],
      [{ audio: { filename: 'note.mp3', content: pdf(), type: 'audio/mpeg' } }, 'audio must be an mp3, m4a, mp4, webm or ogg file'],
      [{ audio: { filename: 'long.webm', content: Buffer.concat([webm, Buffer.alloc(5 * 1024 * 1024)]), type: 'audio/webm' } }, 'audio must be at most 5 MB'],
    ];
    const before = (await messagesOf(buyer, listing, owner.id)).data.total;
    for (const [fields, message] of cases) {
      const answer = await send(buyer, owner.id, listing, fields);
      expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
    }
    expect((await messagesOf(buyer, listing, owner.id)).data.total).toBe(before);
  });

  it('deletes one own message for both sides, clears a conversation for one side only', async () => {
    const mine = (await send(buyer, owner.id, listing, { message: 'typo' })).json().id;
    const theirs = (await send(owner, buyer.id, listing, { message: 'kept' })).json().id;
    expect((await post('delete_chat_message', { message_id: theirs, receiver_id: owner.id }, buyer)).statusCode).toBe(404);
    expect((await post('delete_chat_message', { message_id: mine, receiver_id: owner.id }, buyer)).json()).toMatchObject({ error: false, message: 'Message Deleted Successfully' });
    const ids = (who: Account, other: number) => messagesOf(who, listing, other).then((p) => p.data.data.map((m: { id: number }) => m.id));
    expect(await ids(owner, buyer.id)).not.toContain(mine);
    expect(await ids(owner, buyer.id)).toContain(theirs);

    const cleared = await post('delete_chat_message', { sender_id: buyer.id, receiver_id: owner.id, property_id: listing }, buyer);
    expect(cleared.json()).toMatchObject({ error: false, message: 'Chat Cleared Successfully' });
    expect(await ids(buyer, owner.id)).toEqual([]);
    expect((await get('get_chats', buyer)).json().data.map((c: { property_id: number }) => c.property_id)).not.toContain(listing);
    expect(await ids(owner, buyer.id)).toContain(theirs);
    // a new message brings the conversation back, with only what came after the clearing
    const after = (await send(owner, buyer.id, listing, { message: 'still there?' })).json().id;
    expect(await ids(buyer, owner.id)).toEqual([after]);
    expect((await post('delete_chat_message', { sender_id: owner.id, receiver_id: owner.id, property_id: listing }, buyer)).statusCode).toBe(403);
  });

  it('opens one conversation however many first messages arrive at once, and tells an offline owner once', async () => {
    const fresh = await account();
    const listing3 = (await createProperty(t.db, { category_id: category, user_id: owner.id })).id;
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => send(fresh, owner.id, listing3, { message: `hello ${i}` })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(await t.db.selectFrom('chats').select('id').where('property_id', '=', listing3).execute()).toHaveLength(1);
    // notices go out in the background
    await new Promise((resolve) => setTimeout(resolve, 200));
    const notices = await t.db
      .selectFrom('notification_recipients')
      .innerJoin('notifications', 'notifications.id', 'notification_recipients.notification_id')
      .select(['notifications.type', 'notifications.link'])
      .where('notification_recipients.user_id', '=', owner.id)
      .where('notifications.property_id', '=', listing3)
      .execute();
    expect(notices).toEqual([{ type: 'chat', link: `/user/chat?property_id=${listing3}&user_id=${fresh.id}` }]);
  });

  it('talks with the company about its own listings as user 0', async () => {
    const company = (await createProperty(t.db, { category_id: category, user_id: null, title: 'Company tower' })).id;
    expect((await send(buyer, 0, company, { message: 'To the admin' })).statusCode).toBe(200);
    expect((await get('get_chats', buyer)).json().data[0]).toMatchObject({ property_id: company, user_id: 0, name: 'Admin' });
    await post('block-user', { to_admin: 1 }, buyer);
    expect((await send(buyer, 0, company, { message: 'blocked' })).json().message).toBe('You have blocked user');
    await post('unblock-user', { to_admin: 1 }, buyer);
  });

  it('removes the files of conversations with the listing they are about, and with an account that is deleted', async () => {
    // chat files live in the private storage, DATA_DIR/private without S3 (ADR 025)
    const stored = (key: string) => existsSync(path.join(t.env.DATA_DIR, 'private', key));
    const writer = await account();
    const seller = await account();
    const doomed = (await createProperty(t.db, { category_id: category, user_id: seller.id })).id;
    const kept = (await createProperty(t.db, { category_id: category, user_id: owner.id })).id;
    const fileOf = async (from: Account, to: number, propertyId: number) => {
      const id = (await send(from, to, propertyId, { file: { filename: 'plan.pdf', content: pdf(), type: 'application/pdf' } })).json().id;
      return (await t.db.selectFrom('messages').select('file').where('id', '=', id).executeTakeFirstOrThrow()).file!;
    };
    const aboutDoomed = await fileOf(writer, seller.id, doomed);
    const aboutKept = await fileOf(writer, owner.id, kept);
    expect([stored(aboutDoomed), stored(aboutKept)]).toEqual([true, true]);

    expect((await post('delete_property', { id: doomed }, seller)).json()).toMatchObject({ error: false });
    expect([stored(aboutDoomed), stored(aboutKept)]).toEqual([false, true]);
    expect((await post('delete_user', { userid: writer.id }, writer)).json()).toMatchObject({ error: false });
    expect(stored(aboutKept)).toBe(false);
  });

  it('limits messages per minute per user', async () => {
    const chatty = await account();
    const answers = [];
    for (let i = 0; i <= CHAT_MESSAGES_PER_MINUTE; i++) answers.push(await send(chatty, owner.id, listing, { message: `m${i}` }));
    expect(answers.slice(0, CHAT_MESSAGES_PER_MINUTE).every((a) => a.statusCode === 200)).toBe(true);
    const last = answers.at(-1)!;
    expect([last.statusCode, last.json().message]).toEqual([429, 'Too many requests, try again later']);
  });
});
