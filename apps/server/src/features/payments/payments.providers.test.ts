import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { startFakeFlutterwave } from '../../test/fake-flutterwave.js';
import { startFakePayPal } from '../../test/fake-paypal.js';
import { setSettings } from '../../test/factories.js';
import { jpeg } from '../../test/listing-files.js';
import { multipart } from '../../test/multipart.js';
import { createUserWithSession } from '../../test/sessions.js';

// PayPal (Orders v2) and Flutterwave (Standard) against local servers speaking their APIs, and
// the bank transfer with its admin review.

describe.each(testDialects())('PayPal, Flutterwave and bank transfer on %s', (dialect) => {
  let t: TestApp;
  let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
  let flutterwave: Awaited<ReturnType<typeof startFakeFlutterwave>>;
  let basic: { id: number; price: number };

  beforeAll(async () => {
    paypal = await startFakePayPal('paypal-client', 'paypal-secret');
    flutterwave = await startFakeFlutterwave('FLWSECK_TEST-abode', 'flw-hash-abode');
    t = await createTestApp(dialect, { PAYPAL_API_URL: paypal.url, FLUTTERWAVE_API_URL: flutterwave.url });
    basic = await t.db.selectFrom('packages').select(['id', 'price']).where('name', '=', 'Basic').executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([paypal.close(), flutterwave.close()]);
  });
  beforeEach(async () => {
    await setSettings(t.db, {
      paypal_gateway: '1',
      paypal_client_id: 'paypal-client',
      paypal_client_secret: 'paypal-secret',
      flutterwave_status: '1',
      flutterwave_secret_key: 'FLWSECK_TEST-abode',
      flutterwave_secret_hash: 'flw-hash-abode',
      bank_transfer_status: '1',
    });
  });

  const holdings = (userId: number) => t.db.selectFrom('user_packages').select(['package_id', 'payment_transaction_id']).where('user_id', '=', userId).execute();
  const status = async (id: number) => (await t.db.selectFrom('payment_transactions').select('payment_status').where('id', '=', id).executeTakeFirstOrThrow()).payment_status;
  /** Follows the provider's redirect back to our return route, as the browser would. */
  async function comeBack(location: string) {
    const back = new URL(location);
    return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  }

  it('PayPal: creates the order for the package’s price, captures it on return, grants once', async () => {
    const user = await createUserWithSession(t.db);
    const page = await t.app.inject({ method: 'GET', url: `/api/paypal?package_id=${basic.id}&amount=1`, headers: user.auth });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const approve = /href="([^"]+)"/.exec(page.body)![1]!.replace(/&#38;/g, '&');
    const order = [...paypal.orders.values()].at(-1)!;
    expect(order.amount).toEqual({ currency_code: 'AED', value: (basic.price / 100).toFixed(2) });
    // returning before approval captures nothing
    const early = await comeBack(`${order.return_url}&token=${order.id}`);
    expect(early.headers.location).toMatch(/^\/payment\/fail\?reason=failed/);
    const transactionId = Number(order.custom_id);
    expect(await status(transactionId)).toBe('pending');
    expect(await holdings(user.id)).toEqual([]);

    const approved = await fetch(approve, { redirect: 'manual' });
    const back = await comeBack(approved.headers.get('location')!);
    expect(back.headers.location).toBe(`/payment/success?payment_transaction_id=${transactionId}`);
    expect(await holdings(user.id)).toEqual([{ package_id: basic.id, payment_transaction_id: transactionId }]);
    // the browser comes back again (reload): nothing more
    await comeBack(approved.headers.get('location')!);
    expect(await holdings(user.id)).toHaveLength(1);
    expect(paypal.captures.filter((id) => id === order.id)).toHaveLength(1);
  });

  it('Flutterwave: hosted link, verification on return, and a webhook that only counts after verification', async () => {
    const user = await createUserWithSession(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/flutterwave', headers: user.auth, payload: { package_id: basic.id } });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'success', data: { link: expect.stringContaining(flutterwave.url) } });
    const transactionId = data.payment_transaction_id as number;
    const tx = flutterwave.byRef.get(`abode-${transactionId}`)!;
    expect([tx.amount, tx.currency]).toEqual([basic.price / 100, 'AED']);

    // a webhook with a wrong hash is refused; one with the right hash before payment grants nothing
    const malformed = await t.app.inject({ method: 'POST', url: '/api/webhooks/flutterwave', headers: { 'content-type': 'application/json', 'verif-hash': 'flw-hash-abode' }, payload: '{"event":' });
    expect(malformed.statusCode).toBe(400);
    const forged = flutterwave.webhook(tx, 'not-the-hash');
    const refused = await t.app.inject({ method: 'POST', url: '/api/webhooks/flutterwave', headers: forged.headers, payload: forged.body });
    expect(refused.statusCode).toBe(400);
    const premature = flutterwave.webhook({ ...tx, status: 'successful' });
    expect((await t.app.inject({ method: 'POST', url: '/api/webhooks/flutterwave', headers: premature.headers, payload: premature.body })).json().data.result).toBe('ignored');
    expect(await holdings(user.id)).toEqual([]);

    const paid = await fetch(data.data.link, { redirect: 'manual' });
    const back = await comeBack(paid.headers.get('location')!);
    expect(back.headers.location).toBe(`/payment/success?payment_transaction_id=${transactionId}`);
    const hook = flutterwave.webhook(tx);
    const replays = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: '/api/webhooks/flutterwave', headers: hook.headers, payload: hook.body })));
    expect(replays.every((r) => r.statusCode === 200)).toBe(true);
    expect(await holdings(user.id)).toHaveLength(1);
  });

  it('Flutterwave: a cancelled payment comes back to /payment/fail and is marked failed', async () => {
    const user = await createUserWithSession(t.db);
    const { data } = (await t.app.inject({ method: 'POST', url: '/api/flutterwave', headers: user.auth, payload: { package_id: basic.id } })).json();
    const cancelled = await fetch(`${data.data.link}?outcome=cancel`, { redirect: 'manual' });
    const back = await comeBack(cancelled.headers.get('location')!);
    expect(back.headers.location).toMatch(/^\/payment\/fail\?reason=canceled/);
    expect(await status(data.payment_transaction_id)).toBe('failed');
  });

  it('bank transfer: receipt kept private, admin approves once (package granted) or rejects with a reason', async () => {
    const user = await createUserWithSession(t.db);
    const admin = await createUserWithSession(t.db, { role: 'admin' });
    const stranger = await createUserWithSession(t.db);
    const form = await multipart({ package_id: String(basic.id), file: { filename: 'receipt.jpg', content: await jpeg(), type: 'image/jpeg' } });
    const sent = await t.app.inject({ method: 'POST', url: '/api/initiate-bank-transfer', headers: { ...user.auth, ...form.headers }, payload: form.payload });
    expect(sent.statusCode, sent.body).toBe(200);
    const transfer = sent.json().data;
    expect(transfer).toMatchObject({ payment_type: 'bank transfer', payment_status: 'pending', has_receipt: true, amount: basic.price / 100 });
    const plans = (await t.app.inject({ method: 'GET', url: '/api/get-package', headers: user.auth })).json().data;
    expect(plans.find((p: { id: number }) => p.id === basic.id)).toMatchObject({ package_status: 'review', payment_transaction_id: transfer.id });
    const again = await multipart({ package_id: String(basic.id), file: { filename: 'receipt.jpg', content: await jpeg(), type: 'image/jpeg' } });
    expect((await t.app.inject({ method: 'POST', url: '/api/initiate-bank-transfer', headers: { ...user.auth, ...again.headers }, payload: again.payload })).json().message).toBe(MSG.paymentPending);
    expect((await t.app.inject({ method: 'POST', url: '/api/initiate-bank-transfer', headers: user.auth, payload: { package_id: basic.id } })).statusCode).toBe(400);

    const receipt = (auth?: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/get-payment-receipt?payment_transaction_id=${transfer.id}`, headers: auth });
    expect((await receipt(user.auth)).statusCode).toBe(200);
    expect((await receipt(admin.auth)).statusCode).toBe(200);
    expect((await receipt(stranger.auth)).statusCode).toBe(404);
    expect((await receipt()).statusCode).toBe(404);

    const approve = (auth: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/admin/bank-transfers/${transfer.id}/approve`, headers: auth });
    expect((await approve(user.auth)).statusCode).toBe(403);
    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/bank-transfers?payment_status=pending', headers: admin.auth })).json();
    expect(queue.data.map((p: { id: number }) => p.id)).toContain(transfer.id);
    const [a, b] = await Promise.all([approve(admin.auth), approve(admin.auth)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(await holdings(user.id)).toEqual([{ package_id: basic.id, payment_transaction_id: transfer.id }]);
    const notice = await t.db.selectFrom('notifications').select(['type']).where('type', '=', 'payment_approved').executeTakeFirst();
    expect(notice).toBeDefined();

    const second = await createUserWithSession(t.db);
    const form2 = await multipart({ package_id: String(basic.id), file: { filename: 'r.jpg', content: await jpeg(), type: 'image/jpeg' } });
    const pending = (await t.app.inject({ method: 'POST', url: '/api/initiate-bank-transfer', headers: { ...second.auth, ...form2.headers }, payload: form2.payload })).json().data;
    const rejected = await t.app.inject({ method: 'POST', url: `/api/admin/bank-transfers/${pending.id}/reject`, headers: admin.auth, payload: { reason: 'Amount not received' } });
    expect(rejected.json()).toMatchObject({ error: false, message: MSG.paymentRejected });
    expect(await holdings(second.id)).toEqual([]);
    const history = (await t.app.inject({ method: 'GET', url: '/api/get_payment_details?payment_type=bank transfer', headers: second.auth })).json();
    expect(history.data[0]).toMatchObject({ id: pending.id, payment_status: 'failed', reject_reason: 'Amount not received' });
  });
});
