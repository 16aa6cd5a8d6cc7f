import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@abode/shared/messages';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { setSettings } from '../../test/factories.js';
import { jpeg } from '../../test/listing-files.js';
import { multipart } from '../../test/multipart.js';
import { createUserWithSession } from '../../test/sessions.js';
import { startFakeStripe } from '../../test/fake-stripe.js';

// The console's transactions, bank transfers and gateway settings (packages.manage): secrets are
// sealed in the settings rows, never answered whole, kept when saved empty, and the adapters
// still pay with them; the dashboard counts successful payments as revenue.

describe.each(testDialects())('admin payments on %s', (dialect) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let admin: { id: number; auth: Record<string, string> };
  let staff: Record<string, string>;
  let otherStaff: Record<string, string>;
  let user: { id: number; auth: Record<string, string> };
  let basic: { id: number; price: number };
  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: 'sk_test_abode_4242', webhookSecret: 'whsec_abode_9876' });
    t = await createTestApp(dialect, { STRIPE_API_URL: stripe.url, SETTINGS_ENCRYPTION_KEY: 'a-test-key-of-at-least-thirty-two-characters' });
    admin = await createUserWithSession(t.db, { role: 'admin' });
    staff = (await createUserWithSession(t.db, { role: 'staff', permissions: ['packages.manage'] })).auth;
    otherStaff = (await createUserWithSession(t.db, { role: 'staff', permissions: ['notifications.send'] })).auth;
    user = await createUserWithSession(t.db);
    basic = await t.db.selectFrom('packages').select(['id', 'price']).where('name', '=', 'Basic').executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const call = (method: 'GET' | 'POST', url: string, auth?: Record<string, string>, payload?: object) => t.app.inject({ method, url: `/api/${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const stored = async (key: string) => (await t.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value ?? '';

  it('answers 401 to visitors and 403 to users and staff without packages.manage', async () => {
    for (const [method, url] of [['GET', 'admin/transactions'], ['GET', 'admin/payment-settings'], ['POST', 'admin/payment-settings'], ['GET', 'admin/bank-transfers']] as const) {
      expect((await call(method, url, undefined, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
      expect((await call(method, url, user.auth, method === 'POST' ? {} : undefined)).statusCode).toBe(403);
      expect((await call(method, url, otherStaff, method === 'POST' ? {} : undefined)).statusCode).toBe(403);
    }
  });

  it('stores secrets encrypted, answers them masked, keeps them when sent empty, and Stripe pays with them', async () => {
    const saved = await call('POST', 'admin/payment-settings', staff, { stripe_gateway: '1', stripe_publishable_key: 'pk_test_abode', stripe_secret_key: 'sk_test_abode_4242', stripe_webhook_secret: 'whsec_abode_9876' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ stripe_gateway: '1', stripe_publishable_key: 'pk_test_abode', stripe_secret_key: 'sk_test_…4242', stripe_webhook_secret: 'whsec_…9876' });
    expect(saved.body).not.toContain('sk_test_abode_4242');
    const row = await stored('stripe_secret_key');
    expect(row).toMatch(/^enc:v1:/);
    expect(row).not.toContain('abode');
    expect(await stored('stripe_publishable_key')).toBe('pk_test_abode');

    // empty keeps; the answer and the audit never hold the secret
    await call('POST', 'admin/payment-settings', staff, { stripe_secret_key: '', stripe_publishable_key: 'pk_test_new' });
    expect(await stored('stripe_secret_key')).toBe(row);
    const read = (await call('GET', 'admin/payment-settings', staff)).json().data;
    expect(read).toMatchObject({ stripe_secret_key: 'sk_test_…4242', stripe_publishable_key: 'pk_test_new', paypal_client_secret: '' });
    const audit = (await call('GET', 'admin/audit-log?entity=payment_settings', admin.auth)).json().data;
    expect(JSON.stringify(audit)).not.toContain('sk_test_abode_4242');
    expect(audit.at(-1).after).toMatchObject({ stripe_secret_key: 'sk_test_…4242' });
    expect((await call('GET', 'get_payment_settings', user.auth)).body).not.toContain('sk_test');

    // the adapter reads the opened key: the fake Stripe accepts only the real one
    const intent = await call('POST', 'create-payment-intent', user.auth, { package_id: basic.id });
    expect(intent.statusCode, intent.body).toBe(200);
  });

  it('refuses unknown keys and malformed values, writing nothing', async () => {
    for (const bad of [{ stripe_secret_key: 'has space' }, { unknown_key: '1' }, { stripe_gateway: 'maybe' }, { bank_details: 'not json' }, { stripe_secret_key: 'x'.repeat(501) }]) {
      expect((await call('POST', 'admin/payment-settings', staff, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('GET', 'admin/payment-settings', staff)).json().data.stripe_secret_key).toBe('sk_test_…4242');
  });

  it('lists transactions with filters and totals; approving a bank transfer is audited and shows as revenue', async () => {
    await setSettings(t.db, { bank_transfer_status: '1' });
    const form = await multipart({ package_id: String(basic.id), file: { filename: 'receipt.jpg', content: await jpeg(), type: 'image/jpeg' } });
    const transfer = (await t.app.inject({ method: 'POST', url: '/api/initiate-bank-transfer', headers: { ...user.auth, ...form.headers }, payload: form.payload })).json().data;

    const pending = (await call('GET', `admin/transactions?payment_status=pending&payment_gateway=bank_transfer&user_id=${user.id}`, staff)).json();
    expect(pending.data.map((p: { id: number }) => p.id)).toEqual([transfer.id]);
    expect(pending.data[0]).toMatchObject({ user: { id: user.id }, package: { id: basic.id }, receipt_url: `/api/get-payment-receipt?payment_transaction_id=${transfer.id}` });
    expect((await call('GET', pending.data[0].receipt_url.slice(5), staff)).statusCode).toBe(200);
    expect((await call('GET', pending.data[0].receipt_url.slice(5), otherStaff)).statusCode).toBe(404);

    const approved = await call('POST', `admin/bank-transfers/${transfer.id}/approve`, staff);
    expect(approved.json().message).toBe(MSG.paymentApproved);
    const audit = (await call('GET', 'admin/audit-log?entity=bank_transfer', admin.auth)).json().data;
    expect(audit[0]).toMatchObject({ action: 'approve', entity_id: transfer.id, before: { payment_status: 'pending' }, after: { payment_status: 'success' } });

    const today = new Date().toISOString().slice(0, 10);
    const done = (await call('GET', `admin/transactions?payment_status=success&from=${today}&to=${today}`, staff)).json();
    expect(done.data.some((p: { id: number }) => p.id === transfer.id)).toBe(true);
    const currency = done.totals.by_currency.find((c: { currency_code: string }) => c.currency_code === transfer.currency_code);
    expect(currency.success_amount).toBeGreaterThanOrEqual(basic.price / 100);
    expect((await call('GET', 'admin/transactions?from=2000-01-01&to=2000-01-02', staff)).json()).toMatchObject({ data: [], totals: { count: 0, by_currency: [] } });
    expect((await call('GET', 'admin/transactions?payment_gateway=cash', staff)).statusCode).toBe(400);
    expect((await call('GET', 'admin/transactions?from=yesterday', staff)).statusCode).toBe(400);

    await setSettings(t.db, { currency_code: transfer.currency_code });
    const dashboard = (await call('GET', 'admin/dashboard', staff)).json().data;
    expect(dashboard.revenue_currency).toBe(transfer.currency_code);
    expect(dashboard.revenue_by_week).toHaveLength(12);
    expect(dashboard.revenue_by_week.at(-1).amount).toBeGreaterThanOrEqual(basic.price / 100);
  });

  it('refuses changes in demo mode', async () => {
    await setSettings(t.db, { demo_mode: '1' });
    try {
      const answer = await call('POST', 'admin/payment-settings', admin.auth, { stripe_secret_key: 'sk_live_other_0000' });
      expect([answer.statusCode, answer.json().message]).toEqual([403, MSG.demoMode]);
      expect((await call('GET', 'admin/payment-settings', admin.auth)).json().data.stripe_secret_key).toBe('sk_test_…4242');
    } finally {
      await setSettings(t.db, { demo_mode: '0' });
    }
  });
});
