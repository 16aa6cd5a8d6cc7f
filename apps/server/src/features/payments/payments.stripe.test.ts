import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { setSettings } from '../../test/factories.js';
import { createUserWithSession } from '../../test/sessions.js';
import { startFakeStripe, stripeSignature } from '../../test/fake-stripe.js';

// Stripe end to end against a local server speaking Stripe's API: the official SDK creates the
// intent / session and verifies the webhook signatures the fake computes as Stripe does.

const SECRET_KEY = 'sk_test_abode';
const WEBHOOK_SECRET = 'whsec_abode_test';

describe.each(testDialects())('Stripe payments on %s', (dialect) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let basic: { id: number; price: number; duration_hours: number };

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    t = await createTestApp(dialect, { STRIPE_API_URL: stripe.url });
    basic = await t.db.selectFrom('packages').select(['id', 'price', 'duration_hours']).where('name', '=', 'Basic').executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(async () => {
    await setSettings(t.db, { stripe_gateway: '1', stripe_secret_key: SECRET_KEY, stripe_webhook_secret: WEBHOOK_SECRET, stripe_publishable_key: 'pk_test_abode', bank_transfer_status: '0' });
  });

  const intentFor = async (auth: Record<string, string>, packageId = basic.id) => t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: auth, payload: { package_id: packageId, platform_type: 'app' } });
  const deliver = (body: string, signature: string) => t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: body });
  const holdings = (userId: number) => t.db.selectFrom('user_packages').select(['id', 'package_id', 'payment_transaction_id', 'start_date', 'end_date']).where('user_id', '=', userId).execute();
  const payment = (id: number) => t.db.selectFrom('payment_transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const events = async () => Number((await t.db.selectFrom('payment_webhook_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  async function paidIntent() {
    const user = await createUserWithSession(t.db);
    const res = await intentFor(user.auth);
    expect(res.statusCode, res.body).toBe(200);
    const { payment_intent } = res.json().data;
    return { user, intentId: payment_intent.id as string, transactionId: payment_intent.payment_transaction_id as number };
  }

  it('answers public payment settings only, to signed-in users', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/get_payment_settings' })).statusCode).toBe(401);
    const user = await createUserWithSession(t.db);
    const body = (await t.app.inject({ method: 'GET', url: '/api/get_payment_settings', headers: user.auth })).json();
    expect(body.enabled_gateways).toEqual(['stripe']);
    expect(body.data).toContainEqual({ type: 'stripe_publishable_key', data: 'pk_test_abode' });
    expect(JSON.stringify(body)).not.toContain(SECRET_KEY);
    expect(JSON.stringify(body)).not.toContain(WEBHOOK_SECRET);
  });

  it('creates the intent for the package’s price, with an idempotency key, and leaves the payment pending', async () => {
    const { intentId, transactionId } = await paidIntent();
    const intent = stripe.intents.get(intentId)!;
    expect([intent.amount, intent.currency, intent.metadata.payment_transaction_id]).toEqual([basic.price, 'aed', String(transactionId)]);
    expect(stripe.requests.at(-1)).toEqual({ path: '/v1/payment_intents', idempotencyKey: `abode-payment-${transactionId}-intent` });
    expect(await payment(transactionId)).toMatchObject({ payment_status: 'pending', order_id: intentId, amount: basic.price, payment_gateway: 'stripe' });
  });

  it('grants the package once when the same signed webhook arrives 10 times at once', async () => {
    const { user, intentId, transactionId } = await paidIntent();
    expect(await holdings(user.id)).toEqual([]);
    const { body, signature } = await stripe.succeed(intentId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(body, signature)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.json().data.result).sort()).toEqual([...Array(9).fill('already'), 'granted']);
    const held = await holdings(user.id);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ package_id: basic.id, payment_transaction_id: transactionId });
    expect(Date.parse(held[0]!.end_date) - Date.parse(held[0]!.start_date)).toBe(basic.duration_hours * 3_600_000);
    expect(await payment(transactionId)).toMatchObject({ payment_status: 'success', transaction_id: intentId });
    // the user now holds it: get-package and web-settings say so
    const packages = (await t.app.inject({ method: 'GET', url: '/api/get-package', headers: user.auth })).json();
    expect(packages.active_packages).toHaveLength(1);
    expect(packages.data.find((p: { id: number }) => p.id === basic.id).package_status).toBe('active');
    expect((await t.app.inject({ method: 'GET', url: '/api/web-settings', headers: user.auth })).json().data).toMatchObject({ subscription: true });
  });

  it('refuses a bad signature, a modified body and a stale timestamp, changing nothing', async () => {
    const { user, intentId, transactionId } = await paidIntent();
    const { body, signature } = await stripe.succeed(intentId);
    const before = await events();
    const forged = await deliver(body, stripeSignature(body, 'whsec_someone_else'));
    const tampered = await deliver(body.replace(`"amount":${basic.price}`, '"amount":1'), signature);
    const stale = await deliver(body, stripeSignature(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600));
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: body });
    for (const refused of [forged, tampered, stale, unsigned]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: true, message: MSG.webhookInvalid });
    }
    // an oversized delivery is refused before anything reads it
    const huge = JSON.stringify({ padding: 'x'.repeat(600 * 1024) });
    expect((await deliver(huge, stripeSignature(huge, WEBHOOK_SECRET))).statusCode).toBe(413);
    expect(await events()).toBe(before);
    expect(await holdings(user.id)).toEqual([]);
    expect((await payment(transactionId)).payment_status).toBe('pending');
  });

  it('accepts events in any order: a late failure never undoes a success, a success after a failure grants', async () => {
    const first = await paidIntent();
    const success = await stripe.succeed(first.intentId);
    const failure = stripe.event('payment_intent.payment_failed', { ...stripe.intents.get(first.intentId)!, status: 'requires_payment_method' });
    expect((await deliver(success.body, success.signature)).json().data.result).toBe('granted');
    expect((await deliver(failure.body, failure.signature)).json().data.result).toBe('already');
    expect((await payment(first.transactionId)).payment_status).toBe('success');

    const second = await paidIntent();
    const failed = stripe.event('payment_intent.payment_failed', stripe.intents.get(second.intentId)!);
    expect((await deliver(failed.body, failed.signature)).json().data.result).toBe('failed');
    const late = await stripe.succeed(second.intentId);
    expect((await deliver(late.body, late.signature)).json().data.result).toBe('granted');
    expect(await holdings(second.user.id)).toHaveLength(1);
  });

  it('grants nothing for an amount other than the one asked for', async () => {
    const { user, intentId, transactionId } = await paidIntent();
    const cheap = stripe.event('payment_intent.succeeded', { ...stripe.intents.get(intentId)!, status: 'succeeded', amount: 100, amount_received: 100 });
    expect((await deliver(cheap.body, cheap.signature)).json().data.result).toBe('mismatch');
    expect(await holdings(user.id)).toEqual([]);
    expect((await payment(transactionId)).payment_status).toBe('pending');
  });

  it('runs the hosted checkout: session for the package, the Pay button succeeds the intent, the webhook grants', async () => {
    const user = await createUserWithSession(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: user.auth, payload: { package_id: basic.id, gateway: 'stripe' } });
    expect(res.statusCode, res.body).toBe(200);
    const { redirect_url, payment_transaction_id } = res.json().data;
    expect(redirect_url).toMatch(new RegExp(`^${stripe.url}/pay/cs_`));
    const session = stripe.sessions.get(redirect_url.split('/').pop())!;
    expect(session.success_url).toBe(`http://abode.test/api/payment-return/stripe?payment_transaction_id=${payment_transaction_id}`);
    // the browser returns before the webhook: the page waits (pending), nothing is granted yet
    const early = await t.app.inject({ method: 'GET', url: `/api/payment-return/stripe?payment_transaction_id=${payment_transaction_id}` });
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toBe(`/payment/success?payment_transaction_id=${payment_transaction_id}&pending=1`);
    expect(await holdings(user.id)).toEqual([]);
    const { body, signature } = await stripe.succeed(session.payment_intent);
    expect((await deliver(body, signature)).json().data.result).toBe('granted');
    const after = await t.app.inject({ method: 'GET', url: `/api/payment-return/stripe?payment_transaction_id=${payment_transaction_id}` });
    expect(after.headers.location).toBe(`/payment/success?payment_transaction_id=${payment_transaction_id}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/payment-status?payment_transaction_id=${payment_transaction_id}`, headers: user.auth })).json().data.payment_status).toBe('success');
  });

  it('refuses free packages, unknown ones, disabled gateways, visitors and other users’ payments', async () => {
    const user = await createUserWithSession(t.db);
    const free = await t.db.selectFrom('packages').select('id').where('package_type', '=', 'free').executeTakeFirstOrThrow();
    expect((await intentFor(user.auth, free.id)).json()).toMatchObject({ error: true, message: MSG.freeNotPaid });
    expect((await intentFor(user.auth, 999_999)).json()).toMatchObject({ error: true, message: MSG.packageNotFound });
    expect((await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { package_id: basic.id } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: user.auth, payload: { package_id: 'x' } })).statusCode).toBe(400);

    const { transactionId } = await paidIntent();
    const stranger = await t.app.inject({ method: 'POST', url: '/api/payment-transaction-fail', headers: user.auth, payload: { payment_transaction_id: transactionId } });
    expect(stranger.statusCode).toBe(404);
    expect((await payment(transactionId)).payment_status).toBe('pending');
    expect((await t.app.inject({ method: 'GET', url: `/api/payment-status?payment_transaction_id=${transactionId}`, headers: user.auth })).statusCode).toBe(404);

    await setSettings(t.db, { stripe_gateway: '0' });
    expect((await intentFor(user.auth)).json()).toMatchObject({ error: true, message: MSG.noPaymentMethod });
    await setSettings(t.db, { bank_transfer_status: '1' });
    expect((await intentFor(user.auth)).json()).toMatchObject({ error: true, message: MSG.paymentMethodDisabled });
  });

  it('marks a pending payment of the user failed on payment-transaction-fail, and lists it in get_payment_details', async () => {
    const { user, transactionId } = await paidIntent();
    const res = await t.app.inject({ method: 'POST', url: '/api/payment-transaction-fail', headers: user.auth, payload: { payment_transaction_id: transactionId } });
    expect(res.json()).toMatchObject({ error: false, message: MSG.paymentMarkedFailed });
    const history = (await t.app.inject({ method: 'GET', url: '/api/get_payment_details', headers: user.auth })).json();
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({ id: transactionId, payment_status: 'failed', amount: basic.price / 100, payment_gateway: 'stripe', package: { id: basic.id, name: 'Basic' } });
  });
});
