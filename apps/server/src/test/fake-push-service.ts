import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

// A Web Push service on loopback (RFC 8030): it takes what the server pushes and answers as a
// push service does (201, or 404/410 for a subscription it no longer knows). Browsers' side of
// the protocol is here too: a subscription's keys, decrypting an aes128gcm message (RFC 8291)
// and checking the VAPID signature (RFC 8292), with node:crypto only, so nothing of `web-push`
// checks its own work.

// A self-signed certificate for 127.0.0.1 (test only, valid until 2125): push services are https.
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgZZQ2bup7z3fWmu1A
ztoJ2dO0DlsFFY4Q60SbjF8MDkChRANCAAQAycfJsrq9xfHW8pTknspjr/gxv0ga
QKcnEthlPAGwboVgiciZhZaMwygoyrNoaS2v7A1rn+uUlbTNrOO0NtsB
-----END PRIVATE KEY-----`;
const CERT = `-----BEGIN CERTIFICATE-----
MIIBkDCCATagAwIBAgIUeLmfu/0qRWgNgtuPnkc7ip+ctgwwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNzEwMTUyMloYDzIxMjYxMTAz
MTAxNTIyWjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQAycfJsrq9xfHW8pTknspjr/gxv0gaQKcnEthlPAGwboVgiciZhZaM
wygoyrNoaS2v7A1rn+uUlbTNrOO0NtsBo2QwYjAdBgNVHQ4EFgQUiUY5x4X5afdH
Qo8XJaKIsPSaez8wHwYDVR0jBBgwFoAUiUY5x4X5afdHQo8XJaKIsPSaez8wDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0gAMEUC
IApICXKW2Tz7L9x5/R9emMHfhayFBPaIidI02byvMkWEAiEA/iTWG17XXXeOxFMH
i2Bl/HZAL357zwjSk+YGP4eoWYo=
-----END CERTIFICATE-----`;

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's subscription to the fake service: what it hands the server, and its private half. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export async function startFakePushService() {
  const received: ReceivedPush[] = [];
  const waiting: ((push: ReceivedPush) => void)[] = [];
  /** Paths answered 410 Gone, as for a subscription the browser dropped. */
  const gone = new Set<string>();
  const server = createServer({ key: KEY, cert: CERT }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const push = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(push);
      res.writeHead(gone.has(push.path) ? 410 : 201).end();
      waiting.splice(0).forEach((resolve) => resolve(push));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    gone,
    /** Trusts this service's certificate only. */
    agent: new Agent({ ca: CERT }),
    nextPush: () => new Promise<ReceivedPush>((resolve) => waiting.push(resolve)),
    subscription(path = `/push/${randomBytes(8).toString('hex')}`): TestSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }, ecdh, authSecret };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 §3.4 and RFC 8188: the plaintext of one aes128gcm message, as the subscribed browser reads it. */
export function decryptAes128gcm(body: Buffer, sub: TestSubscription): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = sub.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, sub.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; answers the JWT's claims and the key once the signature checks out. */
export function verifyVapid(authorization: string | undefined): { claims: { aud: string; exp: number; sub: string }; publicKey: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, payload, signature] = match[1]!.split('.') as [string, string, string];
  const raw = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const valid = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('bad VAPID signature');
  return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString()), publicKey: match[2]! };
}
