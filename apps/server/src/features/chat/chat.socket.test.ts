import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ChatServerFrame } from '@abode/shared/chat';
import { buildApp } from '../../app.js';
import { createImageEncoder } from '../../core/media/image-worker-pool.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createCategory, createProperty, createUser, loginAs } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';

const REDIS_URL = process.env.ABODE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
type Account = { id: number; token: string; auth: { authorization: string } };

/** A socket client that keeps every frame it got, and waits for the ones a test expects. */
class Client {
  readonly frames: ChatServerFrame[] = [];
  closed: { code: number } | null = null;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ChatServerFrame);
      this.waiters.forEach((w) => w());
    });
    ws.on('close', (code) => {
      this.closed = { code };
      this.waiters.forEach((w) => w());
    });
  }

  static open(url: string, headers: Record<string, string>): Promise<Client> {
    const ws = new WebSocket(url, { headers });
    const client = new Client(ws);
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      client.until((f) => f.some((x) => x.type === 'ready')).then(() => resolve(client), reject);
    });
  }

  send(frame: unknown) {
    this.ws.send(JSON.stringify(frame));
  }

  /** Resolves once `test` holds for the frames so far (or the socket closes); fails after 3 s. */
  until(test: (frames: ChatServerFrame[]) => boolean): Promise<ChatServerFrame[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (test(this.frames)) {
          clearTimeout(timer);
          resolve(this.frames);
        } else if (this.closed) {
          clearTimeout(timer);
          reject(new Error(`closed with ${this.closed.code}`));
        }
      };
      const timer = setTimeout(() => reject(new Error(`timed out; frames: ${JSON.stringify(this.frames)}`)), 3000);
      this.waiters.push(check);
      check();
    });
  }

  waitClose(): Promise<number> {
    return new Promise((resolve) => (this.closed ? resolve(this.closed.code) : this.ws.once('close', (code) => resolve(code))));
  }

  messages(): number[] {
    return this.frames.flatMap((f) => (f.type === 'message' ? [f.message.id] : []));
  }
}

describe.each(testDialects())('chat over /ws with two instances joined by Redis on %s', (dialect) => {
  let t: TestApp;
  let second: { app: FastifyInstance; close: () => Promise<void> };
  let redis: [Redis, Redis];
  let urlA: string;
  let urlB: string;
  let buyer: Account;
  let owner: Account;
  let listing: number;

  const account = async (): Promise<Account> => {
    const u = await createUser(t.db);
    const { token, auth } = await loginAs(t.db, u.id);
    return { id: u.id, token, auth };
  };
  const send = async (app: FastifyInstance, from: Account, to: number, message: string) => {
    const form = await multipart({ sender_id: String(from.id), receiver_id: String(to), property_id: String(listing), message });
    const answer = await app.inject({ method: 'POST', url: '/api/send_message', payload: form.payload, headers: { ...form.headers, ...from.auth } });
    expect(answer.statusCode).toBe(200);
    return answer.json().id as number;
  };
  const connect = (url: string, who: Account) => Client.open(url, who.auth);

  beforeAll(async () => {
    const busPrefix = `abode-test:${randomUUID()}:`;
    redis = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    t = await createTestApp(dialect, {}, { redis: redis[0], busPrefix });
    // a second server process on the same database and Redis: another app, its own connections
    const imageEncoder = createImageEncoder(t.env);
    const app = await buildApp({ env: t.env, database: t.database, storage: t.storage, imageEncoder, redis: redis[1], busPrefix });
    second = { app, close: () => app.close().then(() => imageEncoder.close()) };
    urlA = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
    urlB = `${(await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
    const category = (await createCategory(t.db)).id;
    buyer = await account();
    owner = await account();
    listing = (await createProperty(t.db, { category_id: category, user_id: owner.id })).id;
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    for (const r of redis ?? []) r.disconnect();
  });

  it('carries messages, typing and read receipts between users on different instances', async () => {
    const buyerOnA = await connect(urlA, buyer);
    const ownerOnB = await connect(urlB, owner);
    const first = await send(t.app, buyer, owner.id, 'Hello from instance A');
    const [got] = (await ownerOnB.until((f) => f.some((x) => x.type === 'message'))).filter((x) => x.type === 'message');
    expect(got).toMatchObject({ type: 'message', property_id: listing, user_id: buyer.id, message: { id: first, sender_id: buyer.id, message: 'Hello from instance A' } });
    // the sender's own socket hears it too (other tabs), keyed by the other side
    await buyerOnA.until((f) => f.some((x) => x.type === 'message' && x.message.id === first && x.user_id === owner.id));

    ownerOnB.send({ type: 'typing', property_id: listing, user_id: buyer.id });
    await buyerOnA.until((f) => f.some((x) => x.type === 'typing' && x.user_id === owner.id && x.property_id === listing));

    // the owner opens the conversation on B: the buyer on A sees it read
    await second.app.inject({ method: 'GET', url: `/api/get_messages?property_id=${listing}&user_id=${buyer.id}`, headers: owner.auth });
    await buyerOnA.until((f) => f.some((x) => x.type === 'read' && x.user_id === owner.id && x.through === first));

    const reply = await send(second.app, owner, buyer.id, 'Reply from instance B');
    await buyerOnA.until((f) => f.some((x) => x.type === 'message' && x.message.id === reply));
    buyerOnA.send({ type: 'read', property_id: listing, user_id: owner.id });
    await ownerOnB.until((f) => f.some((x) => x.type === 'read' && x.through === reply));
    buyerOnA.ws.close();
    ownerOnB.ws.close();
  });

  it('gives a client that reconnects exactly the messages it missed, once, on whichever instance', async () => {
    const before = await connect(urlA, buyer);
    const seen = await send(t.app, owner, buyer.id, 'seen live');
    await before.until((f) => f.some((x) => x.type === 'message' && x.message.id === seen));
    before.ws.close();
    await before.waitClose();

    const missed = [await send(t.app, owner, buyer.id, 'missed 1'), await send(second.app, owner, buyer.id, 'missed 2'), await send(t.app, owner, buyer.id, 'missed 3')];
    const after = await connect(urlB, buyer);
    after.send({ type: 'resume', after: seen });
    await after.until((f) => f.some((x) => x.type === 'resumed'));
    expect(after.messages()).toEqual(missed);
    expect(after.frames.find((x) => x.type === 'resumed')).toEqual({ type: 'resumed', count: 3, more: false });
    // and live delivery carries on after the catch-up, with nothing repeated
    const next = await send(t.app, owner, buyer.id, 'live again');
    await after.until((f) => f.some((x) => x.type === 'message' && x.message.id === next));
    expect(after.messages()).toEqual([...missed, next]);
    after.ws.close();
  });

  it('does not notify a recipient connected to another instance, and does once it is away', async () => {
    const owner2 = await account();
    const category = (await createCategory(t.db)).id;
    listing = (await createProperty(t.db, { category_id: category, user_id: owner2.id })).id;
    const notices = () => t.db.selectFrom('notification_recipients').select('notification_id').where('user_id', '=', owner2.id).execute();
    const online = await connect(urlB, owner2);
    await send(t.app, buyer, owner2.id, 'you are here');
    await online.until((f) => f.some((x) => x.type === 'message'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await notices()).toEqual([]);
    online.ws.close();
    await online.waitClose();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await send(t.app, buyer, owner2.id, 'you are away');
    await send(t.app, buyer, owner2.id, 'still away');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await notices()).toHaveLength(1);
  });

  it("hands the company's side of a conversation to admins' sockets, on any instance", async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const adminAccount = { id: admin.id, ...(await loginAs(t.db, admin.id)) };
    const companyListing = (await createProperty(t.db, { category_id: (await createCategory(t.db)).id, user_id: null })).id;
    const adminOnB = await connect(urlB, adminAccount);
    const bystander = await connect(urlB, owner);
    const form = await multipart({ sender_id: String(buyer.id), receiver_id: '0', property_id: String(companyListing), message: 'To the site' });
    const sent = await t.app.inject({ method: 'POST', url: '/api/send_message', payload: form.payload, headers: { ...form.headers, ...buyer.auth } });
    const id = sent.json().id as number;
    await adminOnB.until((f) => f.some((x) => x.type === 'message' && x.message.id === id && x.property_id === companyListing && x.user_id === buyer.id && x.message.receiver_id === 0));
    // an admin who was away catches up on the company's side too
    const later = await Client.open(urlA, adminAccount.auth);
    later.send({ type: 'resume', after: id - 1 });
    await later.until((f) => f.some((x) => x.type === 'resumed'));
    expect(later.messages()).toEqual([id]);
    later.ws.close();
    // nobody else hears it
    bystander.send({ type: 'ping' });
    await bystander.until((f) => f.some((x) => x.type === 'pong'));
    expect(bystander.messages()).not.toContain(id);
    adminOnB.ws.close();
    bystander.ws.close();
  });

  it("carries the console's replies to the user's socket and the user's messages to chat.reply staff, across instances", async () => {
    const staff = await createUser(t.db, { role: 'staff' });
    await t.db.updateTable('users').set({ permissions: JSON.stringify(['chat.reply']) }).where('id', '=', staff.id).execute();
    const staffAccount = { id: staff.id, ...(await loginAs(t.db, staff.id)) };
    const other = await createUser(t.db, { role: 'staff' });
    const otherStaff = { id: other.id, ...(await loginAs(t.db, other.id)) };
    const companyListing = (await createProperty(t.db, { category_id: (await createCategory(t.db)).id, user_id: null })).id;
    const staffOnB = await connect(urlB, staffAccount);
    const withoutPermission = await connect(urlB, otherStaff);
    const buyerOnB = await connect(urlB, buyer);
    const form = await multipart({ sender_id: String(buyer.id), receiver_id: '0', property_id: String(companyListing), message: 'Anyone there?' });
    const asked = (await t.app.inject({ method: 'POST', url: '/api/send_message', payload: form.payload, headers: { ...form.headers, ...buyer.auth } })).json().id as number;
    await staffOnB.until((f) => f.some((x) => x.type === 'message' && x.message.id === asked && x.user_id === buyer.id));
    // the console on instance A replies; the user's socket on B hears it at once, keyed by the company (0)
    const reply = await multipart({ message: 'Yes, how can we help?' });
    const answered = await t.app.inject({ method: 'POST', url: `/api/admin/chats/${companyListing}/${buyer.id}/messages`, payload: reply.payload, headers: { ...reply.headers, ...staffAccount.auth } });
    expect(answered.statusCode, answered.body).toBe(200);
    const id = answered.json().id as number;
    await buyerOnB.until((f) => f.some((x) => x.type === 'message' && x.message.id === id && x.user_id === 0 && x.property_id === companyListing && x.message.sender_id === 0));
    await staffOnB.until((f) => f.some((x) => x.type === 'message' && x.message.id === id));
    // marking read from the console tells the user's socket (read receipts)
    await t.app.inject({ method: 'POST', url: `/api/admin/chats/${companyListing}/${buyer.id}/read`, headers: staffAccount.auth });
    await buyerOnB.until((f) => f.some((x) => x.type === 'read' && x.user_id === 0 && x.property_id === companyListing && x.through === asked));
    withoutPermission.send({ type: 'ping' });
    await withoutPermission.until((f) => f.some((x) => x.type === 'pong'));
    expect(withoutPermission.messages()).toEqual([]);
    for (const c of [staffOnB, withoutPermission, buyerOnB]) c.ws.close();
  });

  it('opens only for a session in a header or a cookie from our own origin, never from the URL', async () => {
    const refused = (url: string, headers: Record<string, string> = {}) => Client.open(url, headers).then(() => 'opened', (error: Error) => error.message);
    expect(await refused(urlA)).toBe('HTTP 401');
    expect(await refused(`${urlA}?token=${buyer.token}`)).toBe('HTTP 401');
    expect(await refused(urlA, { authorization: 'Bearer not-a-token' })).toBe('HTTP 401');
    const cookie = `abode_token=${buyer.token}`;
    expect(await refused(urlA, { cookie })).toBe('HTTP 403');
    expect(await refused(urlA, { cookie, origin: 'https://evil.example' })).toBe('HTTP 403');
    const fromOurPage = await Client.open(urlA, { cookie, origin: TEST_PUBLIC_URL });
    fromOurPage.ws.close();
  });

  it('closes sockets that send binary, non-JSON or oversized frames, and keeps serving the others', async () => {
    const bystander = await connect(urlA, owner);
    const cases: Array<[(ws: WebSocket) => void, number]> = [
      [(ws) => ws.send(Buffer.from([1, 2, 3])), 1003],
      [(ws) => ws.send('not json {'), 1003],
      [(ws) => ws.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(5000) })), 1009],
    ];
    for (const [misbehave, code] of cases) {
      const client = await connect(urlA, buyer);
      misbehave(client.ws);
      expect(await client.waitClose()).toBe(code);
    }
    const polite = await connect(urlA, buyer);
    polite.send({ type: 'typing', property_id: 'x' });
    await polite.until((f) => f.some((x) => x.type === 'error' && x.message === 'property_id must be a whole number'));
    polite.send({ type: 'typing', property_id: listing, user_id: 999_999 });
    await polite.until((f) => f.some((x) => x.type === 'error' && x.message === 'No such conversation'));
    bystander.send({ type: 'ping' });
    await bystander.until((f) => f.some((x) => x.type === 'pong'));
    polite.ws.close();
    bystander.ws.close();
  });

  it('keeps at most 8 sockets per user, closing the oldest, and closes a socket that floods frames', async () => {
    const sockets: Client[] = [];
    for (let i = 0; i < 9; i++) sockets.push(await connect(urlA, owner));
    expect(await sockets[0]!.waitClose()).toBe(4000);
    expect(sockets.slice(1).every((s) => s.closed === null)).toBe(true);
    const flood = sockets[1]!;
    for (let i = 0; i < 60; i++) flood.send({ type: 'ping' });
    expect(await flood.waitClose()).toBe(1008);
    for (const s of sockets) s.ws.close();
  });
});
