import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Speaks Flutterwave's v3 API as far as Standard checkout goes: POST /v3/payments (Bearer secret
// key) answers a hosted link; the hosted page (GET /pay/{tx_ref}) charges and sends the browser
// to redirect_url with status, tx_ref and transaction_id; GET /v3/transactions/{id}/verify answers
// the transaction. Webhooks carry the dashboard's secret hash in `verif-hash`.

interface Transaction {
  id: number;
  tx_ref: string;
  status: 'pending' | 'successful' | 'failed';
  amount: number;
  currency: string;
  redirect_url: string;
}

export async function startFakeFlutterwave(secretKey: string, secretHash: string) {
  const transactions = new Map<number, Transaction>();
  const byRef = new Map<string, Transaction>();
  let next = 4_000_000;

  const json = (res: ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://flutterwave.test');
    const page = /^\/pay\/(.+)$/.exec(url.pathname);
    if (page) {
      const tx = byRef.get(decodeURIComponent(page[1]!));
      if (!tx) return json(res, 404, { status: 'error', message: 'No transaction' });
      tx.status = url.searchParams.get('outcome') === 'cancel' ? 'failed' : 'successful';
      const status = tx.status === 'successful' ? 'successful' : 'cancelled';
      res.writeHead(302, { location: `${tx.redirect_url}&status=${status}&tx_ref=${encodeURIComponent(tx.tx_ref)}&transaction_id=${tx.id}` });
      return res.end();
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) return json(res, 401, { status: 'error', message: 'Invalid authorization key', data: null });
    if (req.method === 'POST' && url.pathname === '/v3/payments') {
      const body = JSON.parse(raw) as { tx_ref: string; amount: string; currency: string; redirect_url: string };
      if (!body.tx_ref || !body.amount || !body.redirect_url) return json(res, 400, { status: 'error', message: 'tx_ref is required', data: null });
      const tx = byRef.get(body.tx_ref) ?? { id: (next += 1), tx_ref: body.tx_ref, status: 'pending' as const, amount: Number(body.amount), currency: body.currency, redirect_url: body.redirect_url };
      transactions.set(tx.id, tx);
      byRef.set(tx.tx_ref, tx);
      return json(res, 200, { status: 'success', message: 'Hosted Link', data: { link: `${base}/pay/${encodeURIComponent(tx.tx_ref)}` } });
    }
    const verify = /^\/v3\/transactions\/(\d+)\/verify$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const tx = transactions.get(Number(verify[1]));
      if (!tx) return json(res, 400, { status: 'error', message: 'No transaction was found for this id', data: null });
      return json(res, 200, { status: 'success', message: 'Transaction fetched successfully', data: { id: tx.id, tx_ref: tx.tx_ref, status: tx.status, amount: tx.amount, charged_amount: tx.amount, currency: tx.currency } });
    }
    return json(res, 404, { status: 'error', message: 'Not found' });
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    transactions,
    byRef,
    /** A charge.completed webhook as Flutterwave sends it, with the given verif-hash. */
    webhook(tx: Transaction, hash = secretHash) {
      return { headers: { 'content-type': 'application/json', 'verif-hash': hash }, body: JSON.stringify({ event: 'charge.completed', data: { id: tx.id, tx_ref: tx.tx_ref, status: tx.status, amount: tx.amount, currency: tx.currency } }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
