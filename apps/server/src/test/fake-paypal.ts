import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Speaks PayPal's REST API as far as Orders v2 go: POST /v1/oauth2/token (HTTP basic with the
// client id and secret, grant_type=client_credentials), POST /v2/checkout/orders (Bearer token,
// PayPal-Request-Id: a repeated id answers the first order), the buyer's approval (GET
// /checkoutnow?token=…, which approves and sends the browser to return_url with ?token=…) and POST
// /v2/checkout/orders/{id}/capture, which answers 422 ORDER_NOT_APPROVED before approval and the
// one capture after it.

interface Order {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  custom_id: string;
  return_url: string;
  cancel_url: string;
  capture?: { id: string; status: string; custom_id: string; amount: { currency_code: string; value: string } };
}

export async function startFakePayPal(clientId: string, clientSecret: string) {
  const tokens = new Set<string>();
  const orders = new Map<string, Order>();
  const byRequestId = new Map<string, unknown>();
  const captures: string[] = [];

  const json = (res: ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  const view = (o: Order) => ({
    id: o.id,
    status: o.status,
    links: [{ rel: 'payer-action', href: `${base}/checkoutnow?token=${o.id}`, method: 'GET' }],
    purchase_units: [{ custom_id: o.custom_id, amount: o.amount, payments: o.capture ? { captures: [o.capture] } : undefined }],
  });

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://paypal.test');
    if (url.pathname === '/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (!order) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      order.status = 'APPROVED';
      res.writeHead(302, { location: `${order.return_url}${order.return_url.includes('?') ? '&' : '?'}token=${order.id}&PayerID=TESTPAYER` });
      return res.end();
    }
    if (url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || !raw.includes('grant_type=client_credentials')) return json(res, 401, { error: 'invalid_client' });
      const token = `A21AA${randomBytes(12).toString('hex')}`;
      tokens.add(token);
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return json(res, 401, { error: 'invalid_token' });
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    if (requestId && byRequestId.has(requestId)) return json(res, 200, byRequestId.get(requestId));
    const remember = (status: number, value: unknown) => {
      if (requestId && status < 300) byRequestId.set(requestId, value);
      return json(res, status, value);
    };

    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const body = JSON.parse(raw) as {
        intent: string;
        purchase_units: { custom_id: string; amount: { currency_code: string; value: string } }[];
        payment_source: { paypal: { experience_context: { return_url: string; cancel_url: string } } };
      };
      const unit = body.purchase_units[0];
      if (body.intent !== 'CAPTURE' || !unit?.amount?.value) return json(res, 400, { name: 'INVALID_REQUEST' });
      const order: Order = {
        id: randomBytes(8).toString('hex').toUpperCase(),
        status: 'CREATED',
        amount: unit.amount,
        custom_id: unit.custom_id,
        return_url: body.payment_source.paypal.experience_context.return_url,
        cancel_url: body.payment_source.paypal.experience_context.cancel_url,
      };
      orders.set(order.id, order);
      return remember(201, view(order));
    }
    const capture = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(url.pathname);
    if (req.method === 'POST' && capture) {
      const order = orders.get(capture[1]!);
      if (!order) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (order.status === 'CREATED') return json(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      if (order.status === 'COMPLETED') return json(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
      order.status = 'COMPLETED';
      order.capture = { id: randomBytes(8).toString('hex').toUpperCase(), status: 'COMPLETED', custom_id: order.custom_id, amount: order.amount };
      captures.push(order.id);
      return remember(201, view(order));
    }
    return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => void handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, orders, captures, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
