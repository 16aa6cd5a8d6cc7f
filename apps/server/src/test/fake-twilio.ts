import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Speaks the part of Twilio's REST API the SMS adapter uses: POST
 * /2010-04-01/Accounts/{sid}/Messages.json, form-encoded To/From/Body, HTTP basic auth with the
 * account SID and auth token. Wrong credentials get Twilio's 401 error body.
 */
export async function startFakeTwilio(accountSid: string, authToken: string) {
  const messages: { to: string; from: string; body: string }[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const json = (status: number, value: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) return json(404, { code: 20404, message: 'The requested resource was not found' });
      if (req.headers.authorization !== expectedAuth) return json(401, { code: 20003, message: 'Authenticate', status: 401 });
      const form = new URLSearchParams(body);
      const to = form.get('To');
      if (!to || !form.get('Body')) return json(400, { code: 21604, message: "A 'To' phone number is required." });
      messages.push({ to, from: form.get('From') ?? '', body: form.get('Body') ?? '' });
      json(201, { sid: `SM${messages.length.toString().padStart(32, '0')}`, status: 'queued', to, body: form.get('Body') });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
