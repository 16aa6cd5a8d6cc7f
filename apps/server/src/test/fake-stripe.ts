import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';

// Speaks the part of Stripe's API Abode uses, as documented: form-encoded POST /v1/payment_intents
// and /v1/checkout/sessions with `Authorization: Bearer sk_…` and Idempotency-Key (a repeated key
// answers the first object), and a hosted checkout page (GET /pay/{session}) whose Pay button
// succeeds the intent, delivers `payment_intent.succeeded` to the webhook URL signed as Stripe
// signs (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")), then sends the browser to
// success_url; Cancel leads to cancel_url.

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  metadata: Record<string, string>;
  status: string;
  client_secret: string;
}

interface Session {
  id: string;
  object: 'checkout.session';
  url: string;
  success_url: string;
  cancel_url: string;
  payment_intent: string;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
}

/** The Stripe-Signature header of `payload` at `timestamp` (seconds), computed as Stripe documents it. */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startFakeStripe(options: { secretKey: string; webhookSecret: string; webhookUrl?: string }) {
  const intents = new Map<string, FakeIntent>();
  const sessions = new Map<string, Session>();
  const idempotent = new Map<string, string>();
  const requests: { path: string; idempotencyKey: string | undefined }[] = [];
  let webhookUrl = options.webhookUrl;

  function event(type: string, object: object) {
    const body = JSON.stringify({ id: id('evt'), object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), type, data: { object }, livemode: false, pending_webhooks: 1 });
    return { body, signature: stripeSignature(body, options.webhookSecret) };
  }

  function createIntent(form: Record<string, unknown>): FakeIntent {
    const intent: FakeIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(form.amount),
      amount_received: 0,
      currency: String(form.currency),
      metadata: (form.metadata ?? {}) as Record<string, string>,
      status: 'requires_payment_method',
      client_secret: '',
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
    intents.set(intent.id, intent);
    return intent;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      void handle(req, res, raw).catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    });
  });

  const json = (res: ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const pay = /^\/pay\/(cs_[a-f0-9]+)(\/(confirm|cancel))?$/.exec(url.pathname);
    if (pay) {
      const session = sessions.get(pay[1]!);
      if (!session) return json(res, 404, { error: { message: 'No such session' } });
      if (req.method === 'GET' && !pay[2]) {
        const intent = intents.get(session.payment_intent)!;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (test)</title></head><body><main><h1>Pay ${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}</h1>` +
            `<form method="post" action="/pay/${session.id}/confirm"><label>Card number <input name="card" value="4242 4242 4242 4242"></label><button type="submit">Pay</button></form>` +
            `<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form></main></body></html>`,
        );
      }
      if (req.method === 'POST' && pay[3] === 'confirm') {
        await succeed(session.payment_intent);
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        return res.end();
      }
      res.writeHead(303, { location: session.cancel_url });
      return res.end();
    }

    if (req.headers.authorization !== `Bearer ${options.secretKey}`) return json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (req.method !== 'POST') return json(res, 404, { error: { message: 'Unrecognized request URL' } });
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ path: url.pathname, idempotencyKey: key });
    const form = qs.parse(raw) as Record<string, unknown>;
    const known = key ? idempotent.get(`${url.pathname}:${key}`) : undefined;

    if (url.pathname === '/v1/payment_intents') {
      if (!form.amount || !form.currency) return json(res, 400, { error: { type: 'invalid_request_error', message: 'Missing required param: amount.' } });
      const intent = known ? intents.get(known)! : createIntent(form);
      if (key) idempotent.set(`${url.pathname}:${key}`, intent.id);
      return json(res, 200, intent);
    }
    if (url.pathname === '/v1/checkout/sessions') {
      if (known) return json(res, 200, sessions.get(known));
      const item = ((form.line_items as Record<string, unknown>[] | undefined) ?? [])[0] as { price_data?: { currency?: string; unit_amount?: string } } | undefined;
      if (!item?.price_data?.unit_amount || !form.success_url || !form.cancel_url) return json(res, 400, { error: { type: 'invalid_request_error', message: 'Missing required param: line_items.' } });
      const intentData = (form.payment_intent_data ?? {}) as { metadata?: Record<string, string> };
      const intent = createIntent({ amount: item.price_data.unit_amount, currency: item.price_data.currency, metadata: intentData.metadata });
      const sessionId = id('cs');
      const session: Session = {
        id: sessionId,
        object: 'checkout.session',
        url: `${base}/pay/${sessionId}`,
        success_url: String(form.success_url),
        cancel_url: String(form.cancel_url),
        payment_intent: intent.id,
        metadata: (form.metadata ?? {}) as Record<string, string>,
        amount_total: intent.amount,
        currency: intent.currency,
      };
      sessions.set(sessionId, session);
      if (key) idempotent.set(`${url.pathname}:${key}`, sessionId);
      return json(res, 200, session);
    }
    return json(res, 404, { error: { message: 'Unrecognized request URL' } });
  }

  /** The intent succeeds; its signed event is delivered to the webhook URL when one is set, and answered. */
  async function succeed(intentId: string) {
    const intent = intents.get(intentId)!;
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    const signed = event('payment_intent.succeeded', intent);
    if (webhookUrl) {
      await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature }, body: signed.body });
    }
    return signed;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    intents,
    sessions,
    requests,
    succeed,
    /** A signed event of any type about `object`, as Stripe would send it. */
    event,
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
